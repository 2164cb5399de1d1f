import type { Database } from "../../../db/client.server";
import { env } from "~/config/env.server";
import {
  countEvent,
  hitRateLimit,
  peekRateLimit,
  retryAfterSeconds,
  type Clock,
} from "~/lib/rate-limit.server";
import { logger } from "~/infra/logger.server";
import { formatWait } from "~/i18n/durations";

/** One address may try a few accounts (an office behind one NAT), an account fewer. */
const IP_FACTOR = 3;
/** How long an account remembers wrong passwords, and how long a client that gave one is held back. */
export const FAILURE_MEMORY_SECONDS = 15 * 60;

export type SignInGate =
  { allowed: true } | { allowed: false; message: string; retryAfter: number };

/**
 * A password check: who asks (client address) and, when known, for which
 * account. `email` must already be validated (it names the account's counters).
 */
export interface PasswordAttempt {
  ip: string;
  email?: string;
}

const ipKey = (ip: string) => `signin:ip:${ip}`;
const accountKey = (email: string) => `signin:account:${email.toLowerCase()}`;
const clientKey = (email: string, ip: string) => `signin:client:${email.toLowerCase()}:${ip}`;

function refuse(attempt: PasswordAttempt, retryAfter: number, reason: string): SignInGate {
  logger.warn({ ip: attempt.ip, retryAfter, reason }, "sign-in throttled");
  return {
    allowed: false,
    retryAfter,
    message: `Trop de tentatives de connexion. Réessayez dans ${formatWait("fr", retryAfter)}.`,
  };
}

/**
 * Decides whether a password (or code) may be checked now; counters live in
 * the database so every instance shares them. Two rules:
 * - per client address: RATE_LIMIT_SIGNIN_PER_MINUTE × 3 checks a minute, strict;
 * - per account: once it has had RATE_LIMIT_SIGNIN_PER_MINUTE wrong passwords
 *   within 15 minutes, a client that gave one of them waits until its own
 *   15 minutes end, while a client that has not failed is still judged on the
 *   password. So someone guessing cannot lock the real administrator out.
 * A refused attempt writes nothing. RATE_LIMIT_SIGNIN_PER_MINUTE=0 turns this off.
 */
export async function gateSignIn(
  db: Database,
  attempt: PasswordAttempt,
  clock: Clock = {},
): Promise<SignInGate> {
  const limit = env().RATE_LIMIT_SIGNIN_PER_MINUTE;
  if (limit <= 0) return { allowed: true };
  if (attempt.email) {
    const account = await peekRateLimit(db, accountKey(attempt.email), clock);
    if (account && account.count >= limit) {
      const client = await peekRateLimit(db, clientKey(attempt.email, attempt.ip), clock);
      if (client) return refuse(attempt, retryAfterSeconds(client.expiresAt, clock), "account");
    }
  }
  const perIp = await hitRateLimit(db, ipKey(attempt.ip), limit * IP_FACTOR, 60, clock);
  if (!perIp.allowed) return refuse(attempt, perIp.retryAfter, "address");
  return { allowed: true };
}

/** Remembers a wrong password for the account and for the client that gave it. */
export async function recordPasswordFailure(
  db: Database,
  attempt: PasswordAttempt,
  clock: Clock = {},
): Promise<void> {
  if (env().RATE_LIMIT_SIGNIN_PER_MINUTE <= 0 || !attempt.email) return;
  await countEvent(db, accountKey(attempt.email), FAILURE_MEMORY_SECONDS, clock);
  await countEvent(db, clientKey(attempt.email, attempt.ip), FAILURE_MEMORY_SECONDS, clock);
}
