import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { appointments, outbox } from "../../../db/schema";
import { mailedAppointment, type AppointmentToMail } from "./mailed-appointment.server";
import type { NoShowFollowUpPayload } from "./payloads";

/**
 * The customer's mail after a missed appointment (decision 0065): queued when
 * an administrator marks it «Absent», leaving FOLLOW_UP_DELAY_MS later so the
 * team can still withdraw it, at most once per appointment (`dedupe_key`),
 * whatever corrections of the outcome follow.
 */
export const FOLLOW_UP_KIND = "appointment.noshow.customer";

/** Time the administrators have to withdraw the mail before it leaves. */
export const FOLLOW_UP_DELAY_MS = 60 * 60 * 1000;

/** What the outbox's `last_error` says of a follow-up that did not leave, and why. */
export const FOLLOW_UP_NOTES = {
  withdrawn: "Relance retirée par un administrateur",
  corrected: "Résultat corrigé\u202F: le client était présent",
} as const;

const dedupeKey = (appointmentId: string) => `noshow:${appointmentId}`;

/**
 * Queues the follow-up of an appointment just marked «Absent», in the
 * caller's transaction. Nothing without an e-mail address, nothing when one
 * was already queued for it (sent, waiting or withdrawn). Returns whether one was queued.
 */
export async function queueNoShowFollowUp(
  tx: Pick<Database, "insert">,
  appointment: AppointmentToMail & { meetingType?: string | null },
  now: Date,
): Promise<boolean> {
  if (!appointment.email) return false;
  const payload: NoShowFollowUpPayload = mailedAppointment(appointment, { manageLink: false });
  const queued = await tx
    .insert(outbox)
    .values({
      kind: FOLLOW_UP_KIND,
      payload,
      nextAttemptAt: new Date(now.getTime() + FOLLOW_UP_DELAY_MS),
      dedupeKey: dedupeKey(appointment.id),
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return queued.length > 0;
}

/**
 * Stops a follow-up that has not left: marked handled with the reason, so its
 * key stays taken and no later «Absent» queues another. Returns whether one was stopped.
 */
export async function withdrawNoShowFollowUp(
  tx: Pick<Database, "update">,
  appointmentId: string,
  reason: keyof typeof FOLLOW_UP_NOTES,
): Promise<boolean> {
  const stopped = await tx
    .update(outbox)
    .set({ sentAt: sql`now()`, lockedUntil: null, lastError: FOLLOW_UP_NOTES[reason] })
    .where(and(eq(outbox.dedupeKey, dedupeKey(appointmentId)), isNull(outbox.sentAt)))
    .returning({ id: outbox.id });
  return stopped.length > 0;
}

export interface FollowUpState {
  state: "waiting" | "sent" | "withdrawn";
  /** When it leaves (waiting) or left (sent). */
  at: Date;
}

/** The follow-up of an appointment as the detail page shows it, or null when none was queued. */
export async function noShowFollowUp(
  db: Pick<Database, "select">,
  appointmentId: string,
): Promise<FollowUpState | null> {
  const [row] = await db
    .select({ sentAt: outbox.sentAt, nextAttemptAt: outbox.nextAttemptAt, note: outbox.lastError })
    .from(outbox)
    .where(eq(outbox.dedupeKey, dedupeKey(appointmentId)));
  if (!row) return null;
  if (!row.sentAt) return { state: "waiting", at: row.nextAttemptAt };
  const withdrawn = (Object.values(FOLLOW_UP_NOTES) as (string | null)[]).includes(row.note);
  return { state: withdrawn ? "withdrawn" : "sent", at: row.sentAt };
}

/** Whether a follow-up about to leave still describes the appointment: still «Absent». */
export async function followUpStillDue(db: Database, appointmentId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), isNull(appointments.anonymisedAt)));
  return row?.status === "no_show";
}
