import { tunisInstant } from "~/domain/calendar";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { appointments, bookingSettings, outbox } from "../../../db/schema";
import { DEFAULT_RULES } from "~/domain/availability";
import { mailedAppointment, type AppointmentToMail } from "./mailed-appointment.server";
import type { AppointmentReminderPayload } from "./payloads";

/**
 * The customer's reminder before a confirmed appointment (decision 0026): an
 * outbox row whose `next_attempt_at` is its send time, one per appointment
 * and slot (`dedupe_key`), removed when the appointment is cancelled or
 * moved, and checked again by the worker just before it leaves.
 */
export const REMINDER_KIND = "appointment.reminder.customer";

/** Closer than this to the appointment, no reminder: the visitor was just told. */
export const REMINDER_MIN_LEAD_MS = 60 * 60 * 1000;

/**
 * When the reminder of an appointment starting at `start` leaves: `hours`
 * before it, at once when that moment has passed (confirmed less than
 * `hours` ahead), or never with `hours` 0 or under REMINDER_MIN_LEAD_MS left.
 */
export function reminderSendAt(start: Date, hours: number, now: Date): Date | null {
  if (hours <= 0 || start.getTime() - now.getTime() < REMINDER_MIN_LEAD_MS) return null;
  const at = new Date(start.getTime() - hours * 3_600_000);
  return at < now ? now : at;
}

async function reminderHours(tx: Database): Promise<number> {
  const [row] = await tx
    .select({ hours: bookingSettings.reminderHours })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, 1));
  return row?.hours ?? DEFAULT_RULES.reminderHours;
}

/**
 * Queues the reminder of a confirmed appointment, in the caller's transaction.
 * A second call for the same slot adds nothing. Returns whether one is queued.
 */
export async function scheduleReminder(
  tx: Database,
  appointment: AppointmentToMail,
  now: Date,
): Promise<boolean> {
  if (!appointment.email) return false;
  const start = tunisInstant(appointment.preferredDate, appointment.preferredTime);
  const sendAt = reminderSendAt(start, await reminderHours(tx), now);
  if (!sendAt) return false;
  const payload: AppointmentReminderPayload = mailedAppointment(appointment, { manageLink: true });
  await tx
    .insert(outbox)
    .values({
      kind: REMINDER_KIND,
      payload,
      nextAttemptAt: sendAt,
      dedupeKey: `reminder:${appointment.id}:${appointment.preferredDate} ${appointment.preferredTime}`,
    })
    .onConflictDoNothing({ target: outbox.dedupeKey });
  return true;
}

/** Removes the unsent reminders of an appointment (cancelled, moved, no longer confirmed). */
export async function dropReminders(tx: Pick<Database, "delete">, appointmentId: string) {
  await tx
    .delete(outbox)
    .where(
      and(
        eq(outbox.kind, REMINDER_KIND),
        isNull(outbox.sentAt),
        sql`${outbox.payload}->>'appointmentId' = ${appointmentId}`,
      ),
    );
}

/**
 * Whether a reminder about to leave still describes the appointment: still
 * confirmed, at the same slot. Covers a change that raced the worker's claim.
 */
export async function reminderStillDue(
  db: Database,
  reminder: AppointmentReminderPayload,
): Promise<boolean> {
  const [row] = await db
    .select({
      status: appointments.status,
      date: appointments.preferredDate,
      time: appointments.preferredTime,
    })
    .from(appointments)
    .where(eq(appointments.id, reminder.appointmentId));
  return (
    row?.status === "confirmed" &&
    row.date === reminder.preferredDate &&
    row.time === reminder.preferredTime
  );
}
