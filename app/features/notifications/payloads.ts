import type {
  AppointmentService,
  AppointmentStatus,
  DeploymentType,
  OrderStatus,
} from "~/domain/constants";

/**
 * What each kind of outbox message carries. Payloads are snapshots taken when
 * the message is queued (JSON in the outbox row), so a mail says what was true
 * at that moment even if the record changes before the worker sends it.
 */
export interface OrderPayload {
  orderId: string;
  reference: string;
  /** ISO timestamp of the order's creation. */
  createdAt: string;
  productName: string;
  customerName: string;
  phone: string;
  city: string;
  address: string;
  email: string | null;
  deploymentType: DeploymentType;
}

export interface OrderStatusPayload {
  orderId: string;
  reference: string;
  productName: string;
  customerName: string;
  /** The customer's address; the back office only queues this kind when the order has one. */
  email: string;
  deploymentType: DeploymentType;
  fromStatus: OrderStatus;
  status: OrderStatus;
}

export interface AppointmentPayload {
  appointmentId: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  service: AppointmentService;
  /** YYYY-MM-DD, a day in Africa/Tunis. */
  preferredDate: string;
  /** HH:MM, Africa/Tunis wall time. */
  preferredTime: string;
  message: string | null;
}

export interface AppointmentStatusPayload {
  appointmentId: string;
  name: string;
  email: string;
  service: AppointmentService;
  preferredDate: string;
  preferredTime: string;
  fromStatus: AppointmentStatus;
  status: AppointmentStatus;
}

/** Payload type of every outbox kind: `enqueue` only accepts the matching one. */
export interface OutboxPayloads {
  "order.created.admin": OrderPayload;
  "order.created.customer": OrderPayload;
  "order.status.customer": OrderStatusPayload;
  "appointment.created.admin": AppointmentPayload;
  "appointment.created.customer": AppointmentPayload;
  "appointment.status.customer": AppointmentStatusPayload;
}

export type OutboxKind = keyof OutboxPayloads;

export const OUTBOX_KINDS = [
  "order.created.admin",
  "order.created.customer",
  "order.status.customer",
  "appointment.created.admin",
  "appointment.created.customer",
  "appointment.status.customer",
] as const satisfies readonly OutboxKind[];

/** Kinds mailed to administrators (and NOTIFY_EMAIL) rather than to the customer. */
export const ADMIN_KINDS = {
  "order.created.admin": "orders",
  "appointment.created.admin": "appointments",
} as const satisfies Partial<Record<OutboxKind, "orders" | "appointments">>;
