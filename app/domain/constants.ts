/** Enumerated values shared by the database constraints, the schemas and the UI. */

/**
 * `admin` does everything; `sales` follows orders, appointments and customers;
 * `editor` edits the site's content, products and articles; `user` is an
 * account with no back-office access.
 */
export const ROLES = ["admin", "sales", "editor", "user"] as const;
export type Role = (typeof ROLES)[number];
/** The roles that open the back office, strongest first (an account holding several acts as the first). */
export const BACK_OFFICE_ROLES = ["admin", "sales", "editor"] as const;
export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrateur",
  sales: "Commercial",
  editor: "Rédacteur",
  user: "Utilisateur",
};

/**
 * What an administrator may open to one account beyond its role (the users
 * page's switches): `audience`, the Audience page for a salesperson.
 */
export const GRANTS = ["audience"] as const;
export type Grant = (typeof GRANTS)[number];

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

export const APPOINTMENT_STATUSES = [
  "pending",
  "confirmed",
  "cancelled",
  "done",
  "no_show",
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Page B asks how the meeting takes place; page A does not (its rows have none). */
export const MEETING_TYPES = ["video", "phone"] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];

/** The qualifying question «company size» of pages A and B: people working there. */
export const COMPANY_SIZES = ["1", "2-10", "11-50", "51-250", "250+"] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** Caps of the optional qualifying answers (the database checks the same). */
export const QUALIFYING_LIMITS = { text: 100, seatsMax: 10000 } as const;

/**
 * An appointment's service is an active product's id (the products are edited
 * in the back office) or one of the services that are not products: page A
 * also offers custom and consultation, page B autre.
 */
export const OTHER_SERVICES = ["custom", "consultation", "autre"] as const;
export type OtherService = (typeof OTHER_SERVICES)[number];
export const PAGE_OTHER_SERVICES = {
  A: ["custom", "consultation"],
  B: ["autre"],
} as const satisfies Record<"A" | "B", readonly OtherService[]>;
export const isOtherService = (service: string): service is OtherService =>
  (OTHER_SERVICES as readonly string[]).includes(service);
/** The shape of a service value (the database checks the same). */
export const SERVICE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export type AppointmentService = string;

export const PAGE_A_TIME_SLOTS = ["09:00", "10:00", "11:00", "14:00", "15:00", "16:00"] as const;

export const TIME_ZONE = "Africa/Tunis";

/** Server caps on every free-text field, so no input can grow a row without bound. */
export const FIELD_LIMITS = {
  name: 100,
  phone: 20,
  city: 100,
  address: 500,
  email: 255,
  company: 100,
  message: 1000,
} as const;
