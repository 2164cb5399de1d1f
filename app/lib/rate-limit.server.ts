import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/client.server";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After and the message). */
  retryAfter: number;
}

/**
 * Fixed-window counter kept in the database, so every server instance shares
 * it. `limit` 0 means no limit.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowSeconds = 60,
): Promise<RateLimitResult> {
  if (limit <= 0) return { allowed: true, retryAfter: 0 };
  const rows = await queryRows<{ count: number; window_start: string | Date }>(
    db,
    sql`
    INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                   THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                   THEN now() ELSE rate_limits.window_start END
    RETURNING count::int AS count, window_start`,
  );
  const row = rows[0]!;
  const elapsed = (Date.now() - new Date(row.window_start).getTime()) / 1000;
  return {
    allowed: row.count <= limit,
    retryAfter: Math.max(1, Math.ceil(windowSeconds - elapsed)),
  };
}
