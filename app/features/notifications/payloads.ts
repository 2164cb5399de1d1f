import type {
  AppointmentService,
  AppointmentStatus,
  DeploymentType,
  MeetingType,
  OrderStatus,
} from "~/domain/constants";
import type { Language } from "~/i18n/language";

/**
 * The customer's language, in which their mails are written. Absent from
 * messages queued before it was stored: those customers get French.
 */
interface CustomerLanguage {
  language?: Language;
}

/**
 * What each kind of outbox message carries. Payloads are snapshots taken when
 * the message is queued (JSON in the outbox row), so a mail says what was true
 * at that moment even if the record changes before the worker sends it.
 */
export interface OrderPayload extends CustomerLanguage {
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
  /** Orders with amounts (migration 0022): the pro-forma's number and the totals, in millimes. */
  proformaNumber?: string | null;
  companyName?: string | null;
  taxId?: string | null;
  totalTtcMillimes?: number | null;
  depositMillimes?: number | null;
  /** The customer's signed link to their order page (absent before migration 0022). */
  orderUrl?: string;
}

export interface OrderStatusPayload extends CustomerLanguage {
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

/** An appointment as every mail about it says it (built by `mailedAppointment`). */
export interface MailedAppointment extends CustomerLanguage {
  appointmentId: string;
  name: string;
  email: string;
  service: AppointmentService;
  /** The service's label in both languages when the mail was queued (absent in older rows). */
  serviceName?: Record<Language, string>;
  /** YYYY-MM-DD, a day in Africa/Tunis. */
  preferredDate: string;
  /** HH:MM, Africa/Tunis wall time. */
  preferredTime: string;
  /** The visitor's self-service link (absent from messages queued before it existed). */
  manageUrl?: string;
  /** How the meeting takes place (page B); absent for page A and older messages. */
  meetingType?: MeetingType | null;
  /** A confirmed video appointment's room (decision 0064). */
  meetingUrl?: string | null;
}

export interface AppointmentPayload extends MailedAppointment {
  createdAt: string;
  phone: string;
  company: string | null;
  message: string | null;
}

export interface AppointmentStatusPayload extends MailedAppointment {
  fromStatus: AppointmentStatus;
  status: AppointmentStatus;
  /** How the meeting takes place, said in the confirmation (absent: page A, or queued before). */
  meetingType?: MeetingType | null;
  /** The invitation's SEQUENCE (see statusMailSequence); 1 in messages queued before it existed. */
  sequence?: number;
}

/** A reminder before a confirmed appointment (queued with its send time). */
export interface AppointmentReminderPayload extends MailedAppointment {
  manageUrl: string;
}

/** The appointment has another date or time: moved by the visitor through their link, or corrected by the team. */
export interface AppointmentMovedPayload extends AppointmentReminderPayload {
  fromDate: string;
  fromTime: string;
  status: AppointmentStatus;
  /** The invitation's SEQUENCE: one more than any the visitor got for this appointment. */
  sequence: number;
  /** Absent when the visitor moved it themselves. */
  movedBy?: "team";
}

/** For the administrators: a visitor cancelled or moved through their link. */
export interface AppointmentCustomerChangePayload extends MailedAppointment {
  phone: string;
  change: "cancelled" | "moved";
  /** The slot before a move. */
  fromDate?: string;
  fromTime?: string;
}

/** After a missed appointment: an invitation to choose another slot (decision 0065). */
export type NoShowFollowUpPayload = MailedAppointment;

/** One administrator's morning list of the day's appointments. */
export interface AppointmentsDigestPayload {
  /** The administrator's address when it was queued. */
  email: string;
  /** YYYY-MM-DD, the day in Africa/Tunis. */
  date: string;
  appointments: {
    id: string;
    time: string;
    name: string;
    service: AppointmentService;
    serviceName?: Record<Language, string>;
    status: AppointmentStatus;
    /** A one-tap WhatsApp reminder to the customer, when their number allows (decision 0064). */
    whatsapp?: string;
  }[];
}

/** An administrator's password and two-factor were reset by someone else: they are told. */
export interface AccessResetPayload {
  userId: string;
  email: string;
  /** Who reset it: an administrator's e-mail, or the command line. */
  by: string;
  /** ISO timestamp of the reset. */
  at: string;
  /** Whether a two-factor setup was removed. */
  twoFactorRemoved: boolean;
}

/** A team member is told a request is theirs, or that its customer cancelled or moved it. */
export interface RequestOwnerPayload {
  /** The owner's e-mail (the recipient). */
  email: string;
  entity: "order" | "appointment";
  id: string;
  reason: "assigned" | "cancelled" | "moved";
}

/** Payload type of every outbox kind: `enqueue` only accepts the matching one. */
export interface OutboxPayloads {
  "order.created.admin": OrderPayload;
  "order.created.customer": OrderPayload;
  "order.status.customer": OrderStatusPayload;
  "appointment.created.admin": AppointmentPayload;
  "appointment.created.customer": AppointmentPayload;
  "appointment.status.customer": AppointmentStatusPayload;
  "account.access.reset": AccessResetPayload;
  "appointment.reminder.customer": AppointmentReminderPayload;
  "appointment.moved.customer": AppointmentMovedPayload;
  "appointment.customer.admin": AppointmentCustomerChangePayload;
  "appointments.digest.admin": AppointmentsDigestPayload;
  "appointment.noshow.customer": NoShowFollowUpPayload;
  "request.owner": RequestOwnerPayload;
  "order.link.customer": OrderLinkPayload;
}

/** A new link to the customer's order page, after an administrator revoked the old one. */
export interface OrderLinkPayload extends CustomerLanguage {
  orderId: string;
  reference: string;
  customerName: string;
  email: string;
  orderUrl: string;
}

export type OutboxKind = keyof OutboxPayloads;

export const OUTBOX_KINDS = [
  "order.created.admin",
  "order.created.customer",
  "order.status.customer",
  "appointment.created.admin",
  "appointment.created.customer",
  "appointment.status.customer",
  "account.access.reset",
  "appointment.reminder.customer",
  "appointment.moved.customer",
  "appointment.customer.admin",
  "appointments.digest.admin",
  "appointment.noshow.customer",
  "request.owner",
  "order.link.customer",
] as const satisfies readonly OutboxKind[];

/** Kinds mailed to administrators (and NOTIFY_EMAIL) rather than to the customer. */
export const ADMIN_KINDS = {
  "order.created.admin": "orders",
  "appointment.created.admin": "appointments",
  "appointment.customer.admin": "appointments",
} as const satisfies Partial<Record<OutboxKind, "orders" | "appointments">>;
