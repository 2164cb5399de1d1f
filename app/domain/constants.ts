/** Enumerated values shared by the database constraints, the schemas and the UI. */

export const ROLES = ["admin", "user"] as const;
export type Role = (typeof ROLES)[number];

export const DEPLOYMENT_TYPES = ["local", "cloud"] as const;
export type DeploymentType = (typeof DEPLOYMENT_TYPES)[number];

export const ORDER_STATUSES = [
  "pending",
  "confirmed",
  "shipped",
  "delivered",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const APPOINTMENT_STATUSES = ["pending", "confirmed", "cancelled"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Page A offers custom and consultation, page B offers autre; the table accepts all. */
export const APPOINTMENT_SERVICES = [
  "digifact",
  "digierp",
  "digimed",
  "custom",
  "consultation",
  "autre",
] as const;
export type AppointmentService = (typeof APPOINTMENT_SERVICES)[number];

export const PAGE_A_SERVICES = [
  "digifact",
  "digierp",
  "digimed",
  "custom",
  "consultation",
] as const;
export const PAGE_B_SERVICES = ["digifact", "digierp", "digimed", "autre"] as const;
export const PAGE_A_TIME_SLOTS = ["09:00", "10:00", "11:00", "14:00", "15:00", "16:00"] as const;

export const TIME_ZONE = "Africa/Tunis";

/** Server caps on every free-text field (DESIGN §2). */
export const FIELD_LIMITS = {
  name: 100,
  phone: 20,
  city: 100,
  address: 500,
  email: 255,
  company: 100,
  message: 1000,
} as const;
