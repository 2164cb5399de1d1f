import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/client.server";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After and the message); 0 when allowed. */
  retryAfter: number;
}

/** The limiter's clock: tests pass their own `now` instead of sleeping through a window. */
export interface Clock {
  now?: Date;
}

/** Stored key: fixed length whatever the input, so a client cannot grow a row. */
function storedKey(key: string): string {
  return crypto.createHash("sha256").update(key).digest("hex");
}

function secondsUntil(end: string | Date, now: Date): number {
  return Math.max(1, Math.ceil((new Date(end).getTime() - now.getTime()) / 1000));
}

/**
 * Counts one event under `key` (e.g. `signin:ip:203.0.113.7`, stored only as
 * its SHA-256) and says whether it is within `limit` per window (0 = no
 * limit). Atomic, and a refused event writes nothing: the row is only
 * updated while it is under its limit or its window has ended.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowSeconds = 60,
  { now = new Date() }: Clock = {},
): Promise<RateLimitResult> {
  if (limit <= 0) return { allowed: true, retryAfter: 0 };
  const counted = await upsert(db, key, windowSeconds, now, sql`rate_limits.count < ${limit}`);
  if (counted) return { allowed: true, retryAfter: 0 };
  const current = await peekRateLimit(db, key, { now });
  return { allowed: false, retryAfter: current ? secondsUntil(current.expiresAt, now) : 1 };
}

/** Counts one event under `key` without a limit (e.g. a failure that later checks read). */
export async function countEvent(
  db: Database,
  key: string,
  windowSeconds: number,
  { now = new Date() }: Clock = {},
): Promise<void> {
  await upsert(db, key, windowSeconds, now, sql`true`);
}

/** The live count of a key, or null when it has none (never counted, or its window ended). */
export async function peekRateLimit(
  db: Database,
  key: string,
  { now = new Date() }: Clock = {},
): Promise<{ count: number; expiresAt: Date } | null> {
  const rows = await queryRows<{ count: number; expires_at: string | Date }>(
    db,
    sql`SELECT count::int AS count, expires_at FROM rate_limits
        WHERE key = ${storedKey(key)} AND expires_at > ${now.toISOString()}::timestamptz`,
  );
  const row = rows[0];
  return row ? { count: row.count, expiresAt: new Date(row.expires_at) } : null;
}

/** Seconds until a peeked window ends. */
export function retryAfterSeconds(expiresAt: Date, { now = new Date() }: Clock = {}): number {
  return secondsUntil(expiresAt, now);
}

/** Deletes every window that has ended; returns how many rows went. */
export async function purgeExpiredRateLimits(
  db: Database,
  { now = new Date() }: Clock = {},
): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`DELETE FROM rate_limits WHERE expires_at <= ${now.toISOString()}::timestamptz RETURNING key`,
  );
  return rows.length;
}

const PURGE_EVERY_MS = 60_000;
const lastPurge = new WeakMap<Database, number>();

/** At most once a minute per process, ended windows are deleted as a side effect of counting. */
async function purgeNowAndThen(db: Database, now: Date): Promise<void> {
  const last = lastPurge.get(db);
  if (last !== undefined && now.getTime() - last < PURGE_EVERY_MS && now.getTime() >= last) return;
  lastPurge.set(db, now.getTime());
  await purgeExpiredRateLimits(db, { now });
}

async function upsert(
  db: Database,
  key: string,
  windowSeconds: number,
  now: Date,
  underLimit: ReturnType<typeof sql>,
): Promise<boolean> {
  await purgeNowAndThen(db, now);
  const at = now.toISOString();
  const end = new Date(now.getTime() + windowSeconds * 1000).toISOString();
  const ended = sql`rate_limits.expires_at <= ${at}::timestamptz`;
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    INSERT INTO rate_limits (key, count, window_start, expires_at)
    VALUES (${storedKey(key)}, 1, ${at}::timestamptz, ${end}::timestamptz)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN ${ended} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN ${ended} THEN EXCLUDED.window_start ELSE rate_limits.window_start END,
      expires_at = CASE WHEN ${ended} THEN EXCLUDED.expires_at ELSE rate_limits.expires_at END
    WHERE ${ended} OR ${underLimit}
    RETURNING count::int AS count`,
  );
  return rows.length > 0;
}
