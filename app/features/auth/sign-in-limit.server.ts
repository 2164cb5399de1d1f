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
 * account and from which of its known devices (see device-cookie.server).
 * `email` must already be validated (it names the account's counters).
 */
export interface PasswordAttempt {
  ip: string;
  email?: string;
  device?: string;
}

const ipKey = (ip: string) => `signin:ip:${ip}`;
/** The budget of wrong passwords of one known device of the account, or of all other browsers. */
const budgetKey = (email: string, device: string | undefined) =>
  device
    ? `signin:device:${email.toLowerCase()}:${device}`
    : `signin:unknown-devices:${email.toLowerCase()}`;

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
 * - per account (ADR 0044): a browser the account signed in from before (a
 *   known device) has its own budget of RATE_LIMIT_SIGNIN_PER_MINUTE wrong
 *   passwords in 15 minutes; every other browser, whatever its address,
 *   spends one shared budget of the same size. Guesses are bounded per
 *   account, and a guesser cannot lock the real administrator's browser out.
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
    const spent = await peekRateLimit(db, budgetKey(attempt.email, attempt.device), clock);
    if (spent && spent.count >= limit) {
      const reason = attempt.device ? "device" : "account";
      return refuse(attempt, retryAfterSeconds(spent.expiresAt, clock), reason);
    }
  }
  const perIp = await hitRateLimit(db, ipKey(attempt.ip), limit * IP_FACTOR, 60, clock);
  if (!perIp.allowed) return refuse(attempt, perIp.retryAfter, "address");
  return { allowed: true };
}

/** Spends one wrong password from the budget the attempt's browser draws on. */
export async function recordPasswordFailure(
  db: Database,
  attempt: PasswordAttempt,
  clock: Clock = {},
): Promise<void> {
  if (env().RATE_LIMIT_SIGNIN_PER_MINUTE <= 0 || !attempt.email) return;
  await countEvent(db, budgetKey(attempt.email, attempt.device), FAILURE_MEMORY_SECONDS, clock);
}
