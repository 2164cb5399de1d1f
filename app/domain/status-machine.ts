import { tunisInstant, tunisWallClock } from "./calendar";
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
  /**
   * When an appointment's transition is open, against its start: a cancellation
   * before it, an outcome once it has started, the correction of an outcome on
   * the appointment's day only.
   */
  timing?: TransitionTiming;
}

export type TransitionTiming = "before-start" | "after-start" | "appointment-day";

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
  { from: "confirmed", to: "cancelled", label: "Annuler", confirm: true, timing: "before-start" },
  { from: "confirmed", to: "done", label: "Terminé", confirm: true, timing: "after-start" },
  {
    from: "confirmed",
    to: "no_show",
    label: NO_SHOW_LABELS.fr,
    confirm: true,
    timing: "after-start",
  },
  {
    from: "done",
    to: "no_show",
    label: `Corriger\u202F: ${NO_SHOW_LABELS.fr}`,
    confirm: true,
    timing: "appointment-day",
  },
  {
    from: "no_show",
    to: "done",
    label: "Corriger\u202F: Terminé",
    confirm: true,
    timing: "appointment-day",
  },
];

/** An appointment's Tunis date and time, and the instant the question is asked. */
export interface AppointmentMoment {
  date: string;
  time: string;
  now: Date;
}

/** Why a transition is closed at this moment (see `TransitionTiming`), or null when it is open. */
export function timingRefusal(
  timing: TransitionTiming | undefined,
  { date, time, now }: AppointmentMoment,
): TransitionTiming | null {
  if (!timing) return null;
  const started = now.getTime() >= tunisInstant(date, time).getTime();
  const open =
    timing === "before-start"
      ? !started
      : timing === "after-start"
        ? started
        : started && tunisWallClock(now).date === date;
  return open ? null : timing;
}

/** The appointment transitions open from `status` at this moment: the buttons the back office shows. */
export function appointmentTransitionsAt(
  status: AppointmentStatus,
  moment: AppointmentMoment,
): Transition<AppointmentStatus>[] {
  return transitionsFrom(APPOINTMENT_TRANSITIONS, status).filter(
    (t) => timingRefusal(t.timing, moment) === null,
  );
}

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
