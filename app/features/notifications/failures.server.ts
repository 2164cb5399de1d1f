import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../../db/client.server";
import { LATE_AFTER_MS, MAX_SEND_ATTEMPTS } from "./limits";

/** How many unsent messages are still being tried, and how many used up their attempts. */
/**
 * Unsent messages: pending (still tried, reminders waiting for their time
 * included), due (pending whose time has come: the worker's backlog) and
 * failed (attempts used up).
 */
export async function outboxCounts(
  db: Database,
): Promise<{ pending: number; due: number; failed: number }> {
  const [row] = await queryRows<{ pending: number; due: number; failed: number }>(
    db,
    sql`SELECT (count(*) FILTER (WHERE attempts < ${MAX_SEND_ATTEMPTS}))::int AS pending,
               (count(*) FILTER (WHERE attempts < ${MAX_SEND_ATTEMPTS}
                                   AND next_attempt_at <= now()))::int AS due,
               (count(*) FILTER (WHERE attempts >= ${MAX_SEND_ATTEMPTS}))::int AS failed
        FROM outbox WHERE sent_at IS NULL`,
  );
  return { pending: row?.pending ?? 0, due: row?.due ?? 0, failed: row?.failed ?? 0 };
}

export interface MailIssue {
  id: string;
  kind: string;
  /** The order reference or the appointment's day, so the administrator knows which record. */
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** True when its attempts are used up: only "retry now" sends it. */
  abandoned: boolean;
}

/** At most this many issues are listed; the total is counted. */
const LISTED = 5;

/**
 * Unsent messages an administrator should know about: those that failed
 * their last attempt, and those waiting for more than an hour.
 */
export async function mailIssues(db: Database): Promise<{ total: number; items: MailIssue[] }> {
  const late = sql`sent_at IS NULL AND (attempts >= ${MAX_SEND_ATTEMPTS}
                   OR created_at < now() - make_interval(secs => ${LATE_AFTER_MS / 1000}))`;
  const [[count], items] = await Promise.all([
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM outbox WHERE ${late}`),
    queryRows<MailIssue>(
      db,
      sql`SELECT id, kind, attempts, last_error AS "lastError",
                 to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
                 attempts >= ${MAX_SEND_ATTEMPTS} AS abandoned,
                 coalesce(payload->>'reference', payload->>'preferredDate', '') AS subject
          FROM outbox WHERE ${late}
          ORDER BY created_at LIMIT ${LISTED}`,
    ),
  ]);
  return { total: count?.n ?? 0, items };
}

/**
 * Makes an unsent message due now. A message that used up its attempts gets
 * one more; one another worker holds (a send in progress) is left alone.
 * Returns false when there is no such unsent message.
 */
export async function retryMailNow(db: Database, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE outbox SET next_attempt_at = now(),
               attempts = least(attempts, ${MAX_SEND_ATTEMPTS - 1})
        WHERE id = ${id} AND sent_at IS NULL
          AND (locked_until IS NULL OR locked_until < now())
        RETURNING id`,
  );
  return rows.length > 0;
}
