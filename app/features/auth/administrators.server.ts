import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import type { Database } from "../../../db/client.server";
import { accounts, userRoles, users } from "../../../db/schema";
import type { Role } from "~/domain/constants";
import { logger } from "~/lib/logger.server";
import { hasFreshSignIn, STALE_SIGN_IN_MESSAGE, type AdminIdentity } from "./guard.server";
import { createAdministratorSchema, firstError } from "./schema";

export type CreateAdministratorResult =
  { success: true; userId: string; email: string } | { success: false; error: string };

export const CREATE_ADMIN_FAILED = "Erreur lors de la création de l'administrateur";

/**
 * Creates an administrator account (user, password credential, admin role) in
 * one transaction. The users page passes the acting administrator, whose
 * sign-in must be recent; the CLI and the one-time setup link pass none.
 */
export function createAdministrator(
  db: Database,
  input: { email: unknown; password: unknown },
  options: { actor?: AdminIdentity } = {},
): Promise<CreateAdministratorResult> {
  return createAccount(db, input, "admin", options);
}

/** An account with a password and one role record (administrators, and plain users in tests). */
export async function createAccount(
  db: Database,
  input: { email: unknown; password: unknown },
  role: Role,
  options: { actor?: AdminIdentity } = {},
): Promise<CreateAdministratorResult> {
  const parsed = createAdministratorSchema.safeParse(input);
  if (!parsed.success) return { success: false, error: firstError(parsed.error) };
  if (options.actor && !hasFreshSignIn(options.actor)) {
    return { success: false, error: STALE_SIGN_IN_MESSAGE };
  }
  const email = parsed.data.email.toLowerCase();
  try {
    const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing.length > 0) {
      return { success: false, error: "Un compte existe déjà avec cet email" };
    }
    // Slow hash (scrypt) outside the transaction: it takes ~170 ms of CPU.
    const hash = await hashPassword(parsed.data.password);
    const userId = crypto.randomUUID();
    await db.transaction(async (tx) => {
      await tx.insert(users).values({ id: userId, name: email.split("@")[0]!, email });
      await tx.insert(accounts).values({
        id: crypto.randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: hash,
      });
      await tx.insert(userRoles).values({ userId, role });
    });
    logger.info({ userId, role, by: options.actor?.userId ?? "setup" }, "account created");
    return { success: true, userId, email };
  } catch (error) {
    if ((error as { code?: string; cause?: { code?: string } }).cause?.code === "23505") {
      return { success: false, error: "Un compte existe déjà avec cet email" };
    }
    logger.error({ err: error, role }, "account creation failed");
    return { success: false, error: CREATE_ADMIN_FAILED };
  }
}
