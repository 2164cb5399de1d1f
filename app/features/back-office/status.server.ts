import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { appointments, orders, recordNotes, statusEvents } from "../../../db/schema";
import type { AppointmentStatus, OrderStatus } from "~/domain/constants";
import {
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_TRANSITIONS,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  isAllowedTransition,
  APPOINTMENT_OUTCOMES,
  timingRefusal,
  type TransitionTiming,
} from "~/domain/status-machine";
import { enqueue } from "~/features/notifications/outbox.server";
import { mailedAppointment } from "~/features/notifications/mailed-appointment.server";
import { lockSlot, slotCapacity } from "~/features/appointments/availability.server";
import { statusMailSequence } from "~/features/appointments/manage.server";
import { dropReminders, scheduleReminder } from "~/features/notifications/reminders.server";
import {
  queueNoShowFollowUp,
  withdrawNoShowFollowUp,
} from "~/features/notifications/follow-up.server";
import { loadDemoSettings, newMeetingUrl } from "~/features/appointments/demo-settings.server";
import { serviceNames } from "~/features/content/services.server";
import { siteContent } from "~/features/content/store.server";
import type { Entity } from "./schema";
import { formatCalendarDate } from "./format";
import type { StatusRefusal } from "~/domain/result";
import { frenchSpacing } from "~/i18n/typography";

export const STATUS_MESSAGES = {
  success: "Statut mis à jour avec succès",
  failure: "Erreur lors de la mise à jour du statut",
  notFound: "Cette demande n'existe plus.",
  erased: frenchSpacing(
    "Les données de ce client ont été effacées : son statut ne change plus (personne à prévenir).",
  ),
  refused: (from: string, to: string) =>
    frenchSpacing(`Changement de statut refusé : « ${from} » ne peut pas devenir « ${to} ».`),
  doubleBooking: (date: string, time: string, capacity: number) =>
    capacity === 1
      ? `Un rendez-vous est déjà confirmé le ${date} à ${time}.`
      : frenchSpacing(
          `Le créneau du ${date} à ${time} est complet : ${capacity} rendez-vous y sont déjà confirmés.`,
        ),
  timing: (timing: TransitionTiming, date: string, time: string) => {
    const when = `${formatCalendarDate(date)} à ${time}`;
    return frenchSpacing(timingMessage(timing, when, date));
  },
} as const;

function timingMessage(timing: TransitionTiming, when: string, date: string): string {
  switch (timing) {
    case "after-start":
      return `Ce rendez-vous n'a pas encore eu lieu : « Terminé » et « Absent » se notent à partir du ${when}.`;
    case "before-start":
      return `Ce rendez-vous a commencé le ${when} : il ne peut plus être annulé, notez « Terminé » ou « Absent ».`;
    case "appointment-day":
      return `« Terminé » et « Absent » ne se corrigent que le jour du rendez-vous (${formatCalendarDate(date)}).`;
  }
}

export type StatusChangeResult =
  { ok: true; from: string; to: string } | (StatusRefusal<404 | 409> & { doubleBooking?: boolean });

interface StatusChange {
  entity: Entity;
  id: string;
  to: string;
  adminUserId: string;
  /** Confirm an appointment even though its slot is already full of confirmed ones. */
  force?: boolean;
  /** Why it is cancelled: stored as an internal note by the same administrator. */
  reason?: string;
  /** When it happens (the reminder's send time is counted from it); now by default. */
  now?: Date;
}

export const cancelReasonNote = (reason: string) =>
  `${frenchSpacing("Motif de l'annulation : ")}${reason}`;

/** The cancellation's reason, in the same transaction as the change it explains. */
async function noteReason(
  tx: Pick<Database, "insert">,
  entity: Entity,
  entityId: string,
  change: StatusChange,
) {
  if (!change.reason || change.to !== "cancelled") return;
  await tx.insert(recordNotes).values({
    entity,
    entityId,
    body: cancelReasonNote(change.reason),
    authorUserId: change.adminUserId,
  });
}

/**
 * Changes the status of an order or appointment if the shared state machine
 * allows it. The row is locked, the change recorded in the audit trail and
 * the customer's mail queued, all in one transaction.
 */
export async function changeStatus(
  db: Database,
  change: StatusChange,
): Promise<StatusChangeResult> {
  return STATUS_CHANGES[change.entity](db, change);
}

const STATUS_CHANGES: Record<
  Entity,
  (db: Database, change: StatusChange) => Promise<StatusChangeResult>
> = {
  order: (db, change) => changeOrderStatus(db, change),
  appointment: (db, change) => changeAppointmentStatus(db, change),
};

async function changeOrderStatus(db: Database, change: StatusChange): Promise<StatusChangeResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, change.id)).for("update");
    if (!row) return { ok: false, status: 404, message: STATUS_MESSAGES.notFound };
    if (row.anonymisedAt) return { ok: false, status: 409, message: STATUS_MESSAGES.erased };
    const to = change.to as OrderStatus;
    if (!isAllowedTransition(ORDER_TRANSITIONS, row.status, to)) {
      return {
        ok: false,
        status: 409,
        message: STATUS_MESSAGES.refused(
          ORDER_STATUS_LABELS[row.status],
          ORDER_STATUS_LABELS[to] ?? change.to,
        ),
      };
    }
    await tx
      .update(orders)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(orders.id, row.id));
    await tx.insert(statusEvents).values({
      entity: "order",
      entityId: row.id,
      fromStatus: row.status,
      toStatus: to,
      adminUserId: change.adminUserId,
    });
    await noteReason(tx, "order", row.id, change);
    if (row.email) {
      await enqueue(tx, "order.status.customer", {
        orderId: row.id,
        reference: row.reference,
        customerName: row.customerName,
        email: row.email,
        productName: row.productName,
        deploymentType: row.deploymentType,
        fromStatus: row.status,
        status: to,
        language: row.language,
      });
    }
    return { ok: true, from: row.status, to };
  });
}

async function changeAppointmentStatus(
  db: Database,
  change: StatusChange,
): Promise<StatusChangeResult> {
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const content = await siteContent(db);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(appointments)
      .where(eq(appointments.id, change.id))
      .for("update");
    if (!row) return { ok: false, status: 404, message: STATUS_MESSAGES.notFound };
    if (row.anonymisedAt) return { ok: false, status: 409, message: STATUS_MESSAGES.erased };
    const to = change.to as AppointmentStatus;
    if (!isAllowedTransition(APPOINTMENT_TRANSITIONS, row.status, to)) {
      return {
        ok: false,
        status: 409,
        message: STATUS_MESSAGES.refused(
          APPOINTMENT_STATUS_LABELS[row.status],
          APPOINTMENT_STATUS_LABELS[to] ?? change.to,
        ),
      };
    }
    const transition = APPOINTMENT_TRANSITIONS.find((t) => t.from === row.status && t.to === to);
    const closed = timingRefusal(transition?.timing, {
      date: row.preferredDate,
      time: row.preferredTime,
      now: change.now ?? new Date(),
    });
    if (closed) {
      return {
        ok: false,
        status: 409,
        message: STATUS_MESSAGES.timing(closed, row.preferredDate, row.preferredTime),
      };
    }
    if (to === "confirmed") {
      // Serialises confirmations and bookings of one slot, so two at once cannot both miss each other.
      await lockSlot(tx, row.preferredDate, row.preferredTime);
    }
    if (to === "confirmed" && !change.force) {
      const capacity = await slotCapacity(tx);
      const [confirmed] = await tx
        .select({ n: count() })
        .from(appointments)
        .where(
          and(
            eq(appointments.preferredDate, row.preferredDate),
            eq(appointments.preferredTime, row.preferredTime),
            eq(appointments.status, "confirmed"),
            ne(appointments.id, row.id),
          ),
        );
      // Warn only when the slot is full: capacity from the availability settings.
      if (Number(confirmed?.n ?? 0) >= capacity) {
        return {
          ok: false,
          status: 409,
          doubleBooking: true,
          message: STATUS_MESSAGES.doubleBooking(
            formatCalendarDate(row.preferredDate),
            row.preferredTime,
            capacity,
          ),
        };
      }
    }
    // A video appointment gets its room when confirmed, once: moves keep it (decision 0064).
    const meetingUrl =
      row.meetingUrl ??
      (to === "confirmed" && row.meetingType === "video"
        ? newMeetingUrl((await loadDemoSettings(tx)).videoBaseUrl)
        : null);
    await tx
      .update(appointments)
      .set({ status: to, meetingUrl, updatedAt: sql`now()` })
      .where(eq(appointments.id, row.id));
    await tx.insert(statusEvents).values({
      entity: "appointment",
      entityId: row.id,
      fromStatus: row.status,
      toStatus: to,
      adminUserId: change.adminUserId,
    });
    await noteReason(tx, "appointment", row.id, change);
    if (row.status === "confirmed") await dropReminders(tx, row.id);
    const mailed = { ...row, meetingUrl, serviceName: serviceNames(content, row.service) };
    if (to === "confirmed") await scheduleReminder(tx, mailed, change.now ?? new Date());
    // «Absent»: the customer is invited to choose another slot, once (decision 0065).
    if (to === "no_show") await queueNoShowFollowUp(tx, mailed, change.now ?? new Date());
    if (row.status === "no_show") await withdrawNoShowFollowUp(tx, row.id, "corrected");
    if (!APPOINTMENT_OUTCOMES.includes(to)) {
      await enqueue(tx, "appointment.status.customer", {
        ...mailedAppointment(mailed, { manageLink: to !== "cancelled" }),
        fromStatus: row.status,
        status: to,
        meetingType: row.meetingType,
        sequence: await statusMailSequence(tx, row.id),
      });
    }
    return { ok: true, from: row.status, to };
  });
}
