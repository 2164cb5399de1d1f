import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { accounts, sessions, twoFactors, userRoles, users } from "../../../db/schema";
import type { Role } from "~/domain/constants";
import type { Refusal, Result } from "~/domain/result";
import { logger } from "~/infra/logger.server";
import {
  hasFreshSignIn,
  STALE_SIGN_IN_MESSAGE,
  type AdminIdentity,
} from "~/features/auth/guard.server";
import { revokeFeed } from "~/features/appointments/calendar-feed.server";
import { enqueue, wakeOutbox } from "~/features/notifications/outbox.server";
import { createAdministratorSchema, resetPasswordSchema } from "~/features/auth/schema";
import { firstIssue } from "~/features/forms/form-values";
import { hashPassword } from "~/features/auth/password-hash.server";

export type CreateAdministratorResult = Result<{ userId: string; email: string }>;

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
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error).message };
  if (options.actor && !hasFreshSignIn(options.actor)) {
    return { ok: false, message: STALE_SIGN_IN_MESSAGE };
  }
  const email = parsed.data.email.toLowerCase();
  try {
    const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing.length > 0) {
      return { ok: false, message: "Un compte existe déjà avec cet email" };
    }
    // Slow hash (scrypt) outside the transaction: about 150 ms of CPU.
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
    return { ok: true, userId, email };
  } catch (error) {
    if ((error as { code?: string; cause?: { code?: string } }).cause?.code === "23505") {
      return { ok: false, message: "Un compte existe déjà avec cet email" };
    }
    logger.error({ err: error, role }, "account creation failed");
    return { ok: false, message: CREATE_ADMIN_FAILED };
  }
}

export type ResetAccessResult =
  | { ok: true; email: string; twoFactorRemoved: boolean }
  | (Refusal<400 | 403 | 404 | 409> & { status: 400 | 403 | 404 | 409 });

export const RESET_MESSAGES = {
  done: (email: string) =>
    `Accès de ${email} réinitialisé : ses sessions sont fermées et un e-mail l'en informe.`,
  own: "Pour votre propre compte, changez le mot de passe dans les paramètres.",
  notAdmin: "Seul l'accès d'un administrateur peut être réinitialisé ici.",
  notFound: "Ce compte n'existe plus.",
  failure: "Erreur lors de la réinitialisation de l'accès",
} as const;

/**
 * Resets an account's password and removes its two-factor setup, for an
 * administrator locked out (lost password or phone). From the users page
 * (`actor`: a fresh sign-in, another administrator's account) or the command
 * line (no actor, any account). In one transaction: the new password, the
 * factor removed, every session of the account ended, and the mail telling
 * the person queued (never with the password).
 */
export async function resetAccess(
  db: Database,
  input: { userId: string; password: unknown },
  options: { actor?: AdminIdentity } = {},
): Promise<ResetAccessResult> {
  const { actor } = options;
  if (actor && !hasFreshSignIn(actor)) {
    return { ok: false, status: 403, message: STALE_SIGN_IN_MESSAGE };
  }
  const parsed = resetPasswordSchema.safeParse({ password: input.password });
  if (!parsed.success) return { ok: false, status: 400, message: firstIssue(parsed.error).message };
  if (actor && actor.userId === input.userId) {
    return { ok: false, status: 409, message: RESET_MESSAGES.own };
  }
  const hash = await hashPassword(parsed.data.password);
  const result = await db.transaction(async (tx): Promise<ResetAccessResult> => {
    const [user] = await tx
      .select({ email: users.email, twoFactor: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, input.userId))
      .for("update");
    if (!user) return { ok: false, status: 404, message: RESET_MESSAGES.notFound };
    if (actor) {
      const [admin] = await tx
        .select({ id: userRoles.id })
        .from(userRoles)
        .where(and(eq(userRoles.userId, input.userId), eq(userRoles.role, "admin")));
      if (!admin) return { ok: false, status: 409, message: RESET_MESSAGES.notAdmin };
    }
    const updated = await tx
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, input.userId), eq(accounts.providerId, "credential")))
      .returning({ id: accounts.id });
    if (updated.length === 0) {
      await tx.insert(accounts).values({
        id: crypto.randomUUID(),
        accountId: input.userId,
        providerId: "credential",
        userId: input.userId,
        password: hash,
      });
    }
    const factors = await tx
      .delete(twoFactors)
      .where(eq(twoFactors.userId, input.userId))
      .returning({ id: twoFactors.id });
    const twoFactorRemoved = user.twoFactor || factors.length > 0;
    await tx
      .update(users)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(users.id, input.userId));
    await tx.delete(sessions).where(eq(sessions.userId, input.userId));
    await revokeFeed(tx, input.userId);
    await enqueue(tx, "account.access.reset", {
      userId: input.userId,
      email: user.email,
      by: actor?.email ?? "la ligne de commande (npm run admin:create)",
      at: new Date().toISOString(),
      twoFactorRemoved,
    });
    return { ok: true, email: user.email, twoFactorRemoved };
  });
  if (result.ok) {
    wakeOutbox();
    logger.info(
      {
        userId: input.userId,
        by: actor?.userId ?? "cli",
        twoFactorRemoved: result.twoFactorRemoved,
      },
      "access reset",
    );
  }
  return result;
}
