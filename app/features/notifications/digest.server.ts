import { tunisWallClock } from "~/domain/calendar";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { queryRows, type Database } from "../../../db/client.server";
import { appointments, outbox } from "../../../db/schema";
import { logger } from "~/infra/logger.server";
import { wakeOutbox } from "./outbox.server";
import type { AppointmentsDigestPayload } from "./payloads";
import { serviceNames } from "~/features/content/services.server";
import { siteContent } from "~/features/content/store.server";
import { whatsappReminder } from "~/features/appointments/whatsapp.server";

/**
 * The administrators' morning digest (decision 0026): from 07:00 in Tunis,
 * each administrator who turned it on gets the day's pending and confirmed
 * appointments, nothing when there are none. Every instance tries each
 * minute; the outbox's unique `dedupe_key` (administrator and day) lets one
 * row in, so the mail leaves once per day whatever the number of instances.
 * An instance started after DIGEST_UNTIL does not send that morning's list.
 */
export const DIGEST_FROM = "07:00";
export const DIGEST_UNTIL = "12:00";
const CHECK_EVERY_MS = 60_000;

/** Queues the digests due at `now`; returns how many this call queued. */
export async function queueDigests(db: Database, now = new Date()): Promise<number> {
  const { date, time } = tunisWallClock(now);
  if (time < DIGEST_FROM || time >= DIGEST_UNTIL) return 0;
  const admins = await queryRows<{ id: string; email: string }>(
    db,
    sql`SELECT DISTINCT u.id AS id, u.email AS email
        FROM user_roles r
        JOIN users u ON u.id = r.user_id
        JOIN admin_settings s ON s.user_id = u.id
        WHERE r.role = 'admin' AND s.notify_digest
        ORDER BY u.email`,
  );
  if (admins.length === 0) return 0;
  const day = await db
    .select({
      id: appointments.id,
      time: appointments.preferredTime,
      name: appointments.name,
      service: appointments.service,
      status: appointments.status,
      phone: appointments.phone,
      language: appointments.language,
      meetingType: appointments.meetingType,
      meetingUrl: appointments.meetingUrl,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.preferredDate, date),
        inArray(appointments.status, ["pending", "confirmed"]),
        isNull(appointments.anonymisedAt),
      ),
    )
    .orderBy(asc(appointments.preferredTime), asc(appointments.createdAt));
  if (day.length === 0) return 0;
  const content = await siteContent(db);
  const queued = await db
    .insert(outbox)
    .values(
      admins.map((admin) => ({
        kind: "appointments.digest.admin",
        payload: {
          email: admin.email,
          date,
          appointments: day.map(({ phone, language, meetingType, meetingUrl, ...a }) => {
            // The one-tap WhatsApp reminder (decision 0064): the number travels only inside its link.
            const whatsapp = whatsappReminder({
              ...a,
              preferredDate: date,
              preferredTime: a.time,
              phone,
              language,
              meetingType,
              meetingUrl,
            });
            return {
              ...a,
              serviceName: serviceNames(content, a.service),
              ...(whatsapp ? { whatsapp } : {}),
            };
          }),
        } satisfies AppointmentsDigestPayload,
        dedupeKey: `digest:${admin.id}:${date}`,
        // Due at the instant it was queued for, by the same clock as the day it lists.
        nextAttemptAt: now,
      })),
    )
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return queued.length;
}

/** Checks every minute for digests due; returns the function that stops it. */
export function startDigestJob(db: Database): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = queueDigests(db).then(
      (queued) => {
        if (queued > 0) wakeOutbox();
      },
      (error: unknown) => logger.error({ err: error }, "digest: could not queue"),
    );
  }, CHECK_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
