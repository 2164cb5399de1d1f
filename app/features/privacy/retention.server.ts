import fs from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "../../../db/client.server";
import { logger } from "~/infra/logger.server";
import { anonymisedAppointment, anonymisedOrder } from "./anonymise.server";
import { foldPastVisits } from "~/features/audience/counter.server";
import { audienceDay } from "~/features/audience/visit";

/**
 * The periods the privacy policy publishes ("Durées de conservation"), and
 * what nobody needs once used. Customers: 5 years after their last order or
 * appointment request; prospects (appointment requests, no order): 3 years
 * without interaction; browsing data (IP address and browser of a session):
 * 13 months at most; sent mail: 30 days. The audit log holds client
 * addresses (browsing data): 13 months too.
 */
export const RETENTION = {
  customerYears: 5,
  prospectYears: 3,
  browsingMonths: 13,
  sentMailDays: 30,
  /** Used authenticator codes matter for two minutes (replay window). */
  totpCodeMinutes: 10,
} as const;

/** A day between runs, less an hour so an hourly check does not drift past it. */
const RUN_EVERY_HOURS = 23;
const CHECK_EVERY_MS = 60 * 60 * 1000;
const JOB = "retention";

export interface RetentionCounts {
  ordersAnonymised: number;
  appointmentsAnonymised: number;
  /** Recorded corrections of anonymised records whose values were blanked. */
  correctionsBlanked: number;
  outboxMessages: number;
  mailFiles: number;
  sessions: number;
  verifications: number;
  totpCodes: number;
  rateLimitWindows: number;
  /** Daily audience rows (page views, visitors by source) older than 13 months. */
  audienceRows: number;
  auditEntries: number;
}

/** `now` minus an interval, as a timestamptz parameter both drivers read the same way. */
const before = (now: Date, interval: string) =>
  sql`(${now.toISOString()}::timestamptz - ${interval}::interval)`;

/** How many rows a DELETE or UPDATE statement touched (both drivers alike). */
export async function count(db: Database, statement: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`WITH done AS (${statement} RETURNING 1) SELECT count(*)::int AS n FROM done`,
  );
  return row?.n ?? 0;
}

/** The last 8 digits of a phone number: the Tunisian national number, whatever its format. */
const digits = (column: string) => `right(regexp_replace(${column}, '[^0-9]', '', 'g'), 8)`;

/** Every person's activity (orders and appointment requests) not yet anonymised. */
const ACTIVITY = sql.raw(`
  SELECT created_at, lower(email) AS email, ${digits("phone")} AS phone
    FROM orders WHERE anonymised_at IS NULL
  UNION ALL
  SELECT created_at, lower(email), ${digits("phone")}
    FROM appointments WHERE anonymised_at IS NULL`);

/** `a` (an activity row) and `row` are one person: the same e-mail or the same phone number. */
const samePerson = (a: string, row: string) =>
  sql.raw(`(${a}.email = lower(${row}.email)
    OR (${a}.phone <> '' AND ${a}.phone = ${digits(`${row}.phone`)}))`);

/**
 * The daily purge. Several instances may call it: the one that moves the
 * job's `last_run_at` (a single-row claim, in the same transaction as the
 * purge) runs it, the others get `undefined`. `now` is injectable for tests.
 */
export async function runRetention(
  db: Database,
  options: { now?: Date; mailDir?: string } = {},
): Promise<RetentionCounts | undefined> {
  const now = options.now ?? new Date();
  const at = sql`${now.toISOString()}::timestamptz`;
  const customerCutoff = before(now, `${RETENTION.customerYears} years`);
  const prospectCutoff = before(now, `${RETENTION.prospectYears} years`);
  const counts = await db.transaction(async (tx) => {
    const claimed = await queryRows<{ job: string }>(
      tx,
      sql`INSERT INTO maintenance_runs (job, last_run_at) VALUES (${JOB}, ${at})
          ON CONFLICT (job) DO UPDATE SET last_run_at = excluded.last_run_at
          WHERE maintenance_runs.last_run_at <= ${before(now, `${RUN_EVERY_HOURS} hours`)}
          RETURNING job`,
    );
    if (claimed.length === 0) return undefined;
    return {
      // A customer's rows go 5 years after their last order or appointment request.
      ordersAnonymised: await count(
        tx,
        sql`UPDATE orders o SET ${anonymisedOrder(at)}
            WHERE o.anonymised_at IS NULL AND o.created_at < ${customerCutoff}
              AND NOT EXISTS (SELECT 1 FROM (${ACTIVITY}) a
                              WHERE ${samePerson("a", "o")} AND a.created_at >= ${customerCutoff})`,
      ),
      // An appointment request: the same for a customer, 3 years for a prospect (no order).
      appointmentsAnonymised: await count(
        tx,
        sql`UPDATE appointments p SET ${anonymisedAppointment(at)}
            WHERE p.anonymised_at IS NULL AND p.created_at < ${prospectCutoff}
              AND NOT EXISTS (
                SELECT 1 FROM (${ACTIVITY}) a
                WHERE ${samePerson("a", "p")}
                  AND a.created_at >= CASE
                    WHEN EXISTS (SELECT 1 FROM (
                                   SELECT lower(email) AS email, ${sql.raw(digits("phone"))} AS phone
                                   FROM orders WHERE anonymised_at IS NULL) c
                                 WHERE ${samePerson("c", "p")})
                    THEN ${customerCutoff} ELSE ${prospectCutoff} END)`,
      ),
      // Corrections repeat old and new contact details: they go with the record's.
      correctionsBlanked: await count(
        tx,
        sql`UPDATE record_changes SET before = NULL, after = NULL
            WHERE (before IS NOT NULL OR after IS NOT NULL)
              AND entity_id IN (SELECT id FROM orders WHERE anonymised_at IS NOT NULL
                                UNION ALL
                                SELECT id FROM appointments WHERE anonymised_at IS NOT NULL)`,
      ),
      outboxMessages: await count(
        tx,
        sql`DELETE FROM outbox
            WHERE sent_at < ${before(now, `${RETENTION.sentMailDays} days`)}
               OR (sent_at IS NULL AND created_at < ${before(now, `${RETENTION.sentMailDays} days`)}
                   AND next_attempt_at < ${before(now, `${RETENTION.sentMailDays} days`)})`,
      ),
      mailFiles: 0,
      sessions: await count(
        tx,
        sql`DELETE FROM sessions
            WHERE expires_at < ${at} OR created_at < ${before(now, `${RETENTION.browsingMonths} months`)}`,
      ),
      verifications: await count(tx, sql`DELETE FROM verifications WHERE expires_at < ${at}`),
      totpCodes: await count(
        tx,
        sql`DELETE FROM used_totp_codes
            WHERE used_at < ${before(now, `${RETENTION.totpCodeMinutes} minutes`)}`,
      ),
      rateLimitWindows: await count(
        tx,
        sql`DELETE FROM rate_limits WHERE expires_at < ${now.toISOString()}::timestamptz`,
      ),
      audienceRows: await purgeAudience(tx, now),
      auditEntries: await count(
        tx,
        sql`DELETE FROM audit_log WHERE at < ${before(now, `${RETENTION.browsingMonths} months`)}`,
      ),
    };
  });
  if (!counts) return undefined;
  if (options.mailDir) counts.mailFiles = removeOldMailFiles(options.mailDir, now);
  logger.info(counts, "retention: expired data deleted or anonymised");
  return counts;
}

/**
 * Audience (decision 0062): visits of past days become daily counts (if no
 * instance has folded them yet, counting off for instance), and the daily
 * counts older than 13 months go, days counted in Tunis.
 */
async function purgeAudience(db: Database, now: Date): Promise<number> {
  await foldPastVisits(db, audienceDay(now));
  const cutoff = sql`(${audienceDay(now)}::date - ${`${RETENTION.browsingMonths} months`}::interval)::date`;
  return (
    (await count(db, sql`DELETE FROM audience_daily_visits WHERE day < ${cutoff}`)) +
    (await count(db, sql`DELETE FROM audience_page_views WHERE day < ${cutoff}`))
  );
}

/** The .eml files written when no SMTP server is set are sent mail too: 30 days, then gone. */
function removeOldMailFiles(dir: string, now: Date): number {
  const cutoff = now.getTime() - RETENTION.sentMailDays * 24 * 3600 * 1000;
  let removed = 0;
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return 0; // no mail written yet
  }
  for (const name of names) {
    if (!name.endsWith(".eml")) continue;
    const file = path.join(dir, name);
    try {
      if (fs.statSync(file).mtimeMs < cutoff) {
        fs.rmSync(file);
        removed++;
      }
    } catch {
      // removed by another run meanwhile
    }
  }
  return removed;
}

/** Runs the purge shortly after start-up, then checks every hour; returns the stop function. */
export function startRetentionJob(
  db: Database,
  options: { mailDir?: string },
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const attempt = () => {
    running = runRetention(db, options).catch((error: unknown) =>
      logger.error({ err: error }, "retention: purge failed"),
    );
  };
  const first = setTimeout(attempt, 60_000);
  const timer = setInterval(attempt, CHECK_EVERY_MS);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running; // the database closes after this
  };
}
