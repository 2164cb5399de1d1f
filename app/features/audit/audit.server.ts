import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { auditLog } from "../../../db/schema";
import { currentClientIp } from "~/infra/request-context.server";
import { logger } from "~/infra/logger.server";
import { AUDIT_PAGE_SIZE, type AuditAction } from "./actions";

export interface AuditEntry {
  action: AuditAction;
  /** Who acted; null for a refused sign-in, the command line or the system. */
  actor?: { userId?: string | null; email?: string | null } | null;
  target?: { type: string; id: string } | null;
  details?: Record<string, unknown>;
  /** Defaults to the client address of the request being answered. */
  ip?: string | null;
}

/**
 * Names that may carry a secret: their values never reach the log, whatever
 * the caller passes (passwords, codes, tokens, hashes, keys, cookies).
 */
const SECRET_KEY = /pass|secret|token|code|hash|key|cookie|otp|session|credential/i;
const REDACTED = "[masqué]";
const MAX_TEXT = 500;

// eslint-disable-next-line no-control-regex -- NUL is what the pattern removes.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A text jsonb accepts: PostgreSQL refuses the NUL character and a lone
 * surrogate in a JSON string, and a request's query may carry either; the
 * line must still be written.
 */
function storableText(text: string): string {
  return text.replace(UNSTORABLE, "\uFFFD");
}

/** A copy of `details` without any secret-looking field, long texts cut, every text storable. */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (depth > 4) return null;
  if (typeof value === "string") return storableText(value.slice(0, MAX_TEXT));
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => withoutSecrets(v, depth + 1));
  if (value && typeof value === "object") {
    if (value instanceof Date) return value.toISOString();
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        storableText(k),
        SECRET_KEY.test(k) ? REDACTED : withoutSecrets(v, depth + 1),
      ]),
    );
  }
  return value ?? null;
}

/**
 * Writes one line of the audit log. A failure to write is logged and never
 * undoes or refuses the action it describes (the action has happened).
 */
export async function recordAudit(db: Pick<Database, "insert">, entry: AuditEntry): Promise<void> {
  try {
    await db.insert(auditLog).values({
      action: entry.action,
      actorUserId: entry.actor?.userId ?? null,
      actorEmail: entry.actor?.email?.toLowerCase() ?? null,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      details: withoutSecrets(entry.details ?? {}) as Record<string, unknown>,
      ip: entry.ip === undefined ? currentClientIp() : entry.ip,
    });
  } catch (error) {
    logger.error({ err: error, action: entry.action }, "audit log write failed");
  }
}

export interface AuditQuery {
  /** Words found in the e-mail, the action, the record or the address. */
  q: string;
  action: AuditAction | "";
  /** YYYY-MM-DD, Africa/Tunis days. */
  from: string;
  to: string;
  page: number;
}

export type AuditRow = typeof auditLog.$inferSelect;

/** One page of the log, newest first, and the number of matching lines. */
export async function searchAudit(
  db: Database,
  query: AuditQuery,
): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(auditLog.actorEmail, like),
        ilike(auditLog.targetId, like),
        ilike(auditLog.ip, like),
        ilike(auditLog.action, like),
        sql`${auditLog.details}::text ILIKE ${like}`,
      )!,
    );
  }
  if (query.from)
    conditions.push(
      gte(auditLog.at, sql`(${query.from}::date)::timestamp AT TIME ZONE 'Africa/Tunis'`),
    );
  if (query.to)
    conditions.push(
      lt(auditLog.at, sql`(${query.to}::date + 1)::timestamp AT TIME ZONE 'Africa/Tunis'`),
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}
