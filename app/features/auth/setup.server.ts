import crypto from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { verifications } from "../../../db/schema";
import {
  createAdministrator,
  type CreateAdministratorResult,
} from "~/features/administrators/administrators.server";
import { SETUP_LINK_INVALID } from "./messages";
import { administratorExists } from "./roles.server";
import { createAdministratorSchema } from "./schema";
import { logger } from "~/infra/logger.server";
import { firstIssue } from "~/features/forms/form-values";
import { Refused } from "~/domain/result";

const SETUP_IDENTIFIER = "first-administrator-setup";
const SETUP_LIFETIME_MS = 24 * 60 * 60 * 1000;

function digest(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/**
 * When no administrator exists, issues a fresh one-time setup token (only its
 * hash is stored) and returns it; otherwise returns null.
 */
export async function issueSetupToken(db: Database): Promise<string | null> {
  if (await administratorExists(db)) return null;
  const token = crypto.randomBytes(24).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, SETUP_IDENTIFIER));
    await tx.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier: SETUP_IDENTIFIER,
      value: digest(token),
      expiresAt: new Date(Date.now() + SETUP_LIFETIME_MS),
    });
  });
  return token;
}

/** Whether the token would be accepted now (the setup page shows its form only then). */
export async function isSetupTokenValid(db: Database, token: string): Promise<boolean> {
  if (!token || (await administratorExists(db))) return false;
  const rows = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(
        eq(verifications.identifier, SETUP_IDENTIFIER),
        eq(verifications.value, digest(token)),
        gt(verifications.expiresAt, new Date()),
      ),
    );
  return rows.length > 0;
}

/**
 * Spends the token and creates the first administrator, both or neither: the
 * token row is deleted in the same transaction, so a second use finds nothing,
 * and a refused email or password leaves the link usable.
 */
export async function completeSetup(
  db: Database,
  token: string,
  input: { email: unknown; password: unknown },
): Promise<CreateAdministratorResult> {
  const parsed = createAdministratorSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error).message };
  try {
    return await db.transaction(async (tx) => {
      const spent = await tx
        .delete(verifications)
        .where(
          and(
            eq(verifications.identifier, SETUP_IDENTIFIER),
            eq(verifications.value, digest(token)),
            gt(verifications.expiresAt, new Date()),
          ),
        )
        .returning({ id: verifications.id });
      if (spent.length === 0 || (await administratorExists(tx))) {
        return { ok: false, status: 410, message: SETUP_LINK_INVALID } as const;
      }
      const result = await createAdministrator(tx, parsed.data);
      // Thrown to roll back the token's deletion: the link stays usable.
      if (!result.ok) throw new Refused({ ...result, status: result.status ?? 400 });
      return result;
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/**
 * At start-up: when no administrator exists, prints the one-time link that
 * creates the first one in the browser (no default password anywhere).
 */
export async function announceSetupLink(db: Database, siteUrl: string): Promise<void> {
  try {
    const token = await issueSetupToken(db);
    if (!token) return;
    const link = new URL(`/setup?token=${token}`, siteUrl).toString();
    // The link itself is the message: the person starting the server needs it.
    logger.warn(
      `Aucun administrateur. Créez le premier ici (lien à usage unique) : ${link} ` +
        "— ou en ligne de commande : npm run admin:create -- email@exemple.com",
    );
  } catch (error) {
    logger.error({ err: error }, "first-administrator setup link not issued");
  }
}
