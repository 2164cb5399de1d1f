import type { Database } from "../../../db/client.server";
import { env } from "~/config/env.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { logger } from "~/lib/logger.server";

/** One address may try a few accounts (an office behind one NAT), an account fewer. */
const IP_FACTOR = 3;

export type SignInGate =
  { allowed: true } | { allowed: false; message: string; retryAfter: number };

/**
 * Counts a sign-in attempt per client address and per account, in the
 * database so every instance shares the counters. Past the per-minute limit
 * the account (or address) is locked until the minute ends: the right
 * password works again afterwards, never locked out for good.
 * RATE_LIMIT_SIGNIN_PER_MINUTE=0 turns this off (tests).
 */
export async function gateSignIn(
  db: Database,
  attempt: { ip: string; email?: string },
): Promise<SignInGate> {
  const limit = env().RATE_LIMIT_SIGNIN_PER_MINUTE;
  if (limit <= 0) return { allowed: true };
  const checks = [hitRateLimit(db, `signin:ip:${attempt.ip}`, limit * IP_FACTOR)];
  if (attempt.email) {
    checks.push(hitRateLimit(db, `signin:account:${attempt.email.toLowerCase()}`, limit));
  }
  const results = await Promise.all(checks);
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length === 0) return { allowed: true };
  const retryAfter = Math.max(...blocked.map((r) => r.retryAfter));
  logger.warn({ ip: attempt.ip, retryAfter }, "sign-in throttled");
  return {
    allowed: false,
    retryAfter,
    message: `Trop de tentatives de connexion. Réessayez dans ${retryAfter} secondes.`,
  };
}
