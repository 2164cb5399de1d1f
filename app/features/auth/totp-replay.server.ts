import { and, eq, lt, sql } from "drizzle-orm";
import { usedTotpCodes } from "../../../db/schema";
import type { Database } from "../../../db/client.server";

export const TOTP_CODE_REUSED = "Ce code a déjà été utilisé : attendez le code suivant.";

/** Longer than the 90 s during which better-auth accepts a code (±1 step of 30 s). */
const REMEMBER_SECONDS = 120;

/**
 * Claims an authenticator code for a user before it is checked. False when
 * the same code was already claimed within the last two minutes: a code
 * opens at most one session (RFC 6238 §5.2), even when two requests race.
 */
export async function claimTotpCode(db: Database, userId: string, code: string): Promise<boolean> {
  const stale = sql`now() - make_interval(secs => ${REMEMBER_SECONDS})`;
  await db.delete(usedTotpCodes).where(lt(usedTotpCodes.usedAt, stale));
  const claimed = await db
    .insert(usedTotpCodes)
    .values({ userId, code })
    .onConflictDoNothing()
    .returning({ userId: usedTotpCodes.userId });
  return claimed.length > 0;
}

/** A code that did not verify is not spent: the person may type it again. */
export async function releaseTotpCode(db: Database, userId: string, code: string): Promise<void> {
  await db
    .delete(usedTotpCodes)
    .where(and(eq(usedTotpCodes.userId, userId), eq(usedTotpCodes.code, code)));
}
