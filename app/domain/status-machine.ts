import type { AppointmentStatus, OrderStatus } from "./constants";
import { NO_SHOW_LABELS } from "./vocabulary";

/**
 * The allowed status transitions, as data. The server refuses anything not
 * listed here and the back office derives its action buttons from it.
 */
export interface Transition<S extends string> {
  from: S;
  to: S;
  /** Button label in the back office. */
  label: string;
  /** Destructive actions ask the administrator to confirm first. */
  confirm?: boolean;
}

export const ORDER_TRANSITIONS: readonly Transition<OrderStatus>[] = [
  { from: "pending", to: "confirmed", label: "Confirmer" },
  { from: "confirmed", to: "shipped", label: "Expédier" },
  { from: "shipped", to: "delivered", label: "Marquer livrée" },
  { from: "pending", to: "cancelled", label: "Annuler", confirm: true },
  { from: "confirmed", to: "cancelled", label: "Annuler", confirm: true },
];

export const APPOINTMENT_TRANSITIONS: readonly Transition<AppointmentStatus>[] = [
  { from: "pending", to: "confirmed", label: "Confirmer" },
  { from: "pending", to: "cancelled", label: "Annuler", confirm: true },
  { from: "confirmed", to: "done", label: "Terminé" },
  { from: "confirmed", to: "no_show", label: NO_SHOW_LABELS.fr, confirm: true },
];

/**
 * What the visitor may do through the link of their mails, before the
 * appointment starts: cancel it, pending or confirmed (a move keeps the status).
 */
export const CUSTOMER_APPOINTMENT_TRANSITIONS: readonly Transition<AppointmentStatus>[] = [
  { from: "pending", to: "cancelled", label: "Annulé par le client" },
  { from: "confirmed", to: "cancelled", label: "Annulé par le client" },
];

/** What happened at a confirmed appointment: internal, the customer is not mailed. */
export const APPOINTMENT_OUTCOMES: readonly AppointmentStatus[] = ["done", "no_show"];

export function transitionsFrom<S extends string>(
  table: readonly Transition<S>[],
  from: S,
): Transition<S>[] {
  return table.filter((t) => t.from === from);
}

export function isAllowedTransition<S extends string>(
  table: readonly Transition<S>[],
  from: S,
  to: S,
): boolean {
  return table.some((t) => t.from === from && t.to === to);
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "En attente",
  confirmed: "Confirmée",
  shipped: "Expédiée",
  delivered: "Livrée",
  cancelled: "Annulée",
};

export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: "En attente",
  confirmed: "Confirmé",
  cancelled: "Annulé",
  done: "Terminé",
  no_show: NO_SHOW_LABELS.fr,
};
