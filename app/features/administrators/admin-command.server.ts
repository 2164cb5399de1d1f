import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { users } from "../../../db/schema";
import { ROLE_LABELS, ROLES, type Role } from "~/domain/constants";
import { setRole } from "~/features/administrators/users.server";
import { logger } from "~/infra/logger.server";
import { recordAudit } from "~/features/audit/audit.server";
import { createAccount, resetAccess } from "./administrators.server";
import type { Refusal } from "~/domain/result";

/**
 * What `npm run admin:create` asks for: create an administrator, or with
 * `promote` give an existing account the admin role, and with
 * `resetPassword` set its password (and remove its two-factor). The command
 * runs this itself on PostgreSQL, or asks the running server to on PGlite.
 */
export interface AdminCommand {
  email: string;
  /** The role to create the account with, or to give it with `promote` (administrator when absent). */
  role?: Role;
  password?: string;
  promote: boolean;
  resetPassword: boolean;
}

export type AdminCommandResult =
  { ok: true; lines: string[] } | (Refusal & { code: "exists" | "missing" | "refused" });

export const ADMIN_COMMAND_MESSAGES = {
  exists:
    "Un compte existe déjà avec cet email : ajoutez --promote pour lui donner le rôle administrateur, --reset-password pour changer son mot de passe.",
  missing:
    "Aucun compte avec cet email : lancez la commande sans --promote ni --reset-password pour le créer.",
  noPassword: "Mot de passe manquant.",
} as const;

export async function runAdminCommand(
  db: Database,
  command: AdminCommand,
): Promise<AdminCommandResult> {
  const email = command.email.trim().toLowerCase();
  const role = command.role ?? "admin";
  const label = ROLE_LABELS[role].toLowerCase();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) {
    if (command.promote || command.resetPassword) {
      return { ok: false, code: "missing", message: ADMIN_COMMAND_MESSAGES.missing };
    }
    const created = await createAccount(db, { email, password: command.password }, role);
    if (created.ok) {
      await recordAudit(db, {
        action: "account.create",
        target: { type: "user", id: created.userId },
        details: { email: created.email, role, via: "ligne de commande" },
      });
    }
    return created.ok
      ? {
          ok: true,
          lines: [
            role === "admin"
              ? `Administrateur créé avec succès : ${created.email}`
              : `Compte ${label} créé avec succès : ${created.email}`,
          ],
        }
      : { ok: false, code: "refused", message: `Création échouée : ${created.message}` };
  }
  if (!command.promote && !command.resetPassword) {
    return { ok: false, code: "exists", message: ADMIN_COMMAND_MESSAGES.exists };
  }
  const lines: string[] = [];
  if (command.promote) {
    const promoted = await setRole(db, user.id, role, null);
    if (!promoted.ok) return { ok: false, code: "refused", message: promoted.message };
    if (promoted.changed) {
      await recordAudit(db, {
        action: "account.role",
        target: { type: "user", id: user.id },
        details: { from: promoted.from ?? null, to: role, via: "ligne de commande" },
      });
    }
    lines.push(
      promoted.changed ? `Rôle ${label} accordé à ${email}` : `${email} a déjà le rôle ${label}`,
    );
  }
  if (command.resetPassword) {
    if (!command.password) {
      return { ok: false, code: "refused", message: ADMIN_COMMAND_MESSAGES.noPassword };
    }
    const reset = await resetAccess(db, { userId: user.id, password: command.password });
    if (!reset.ok) {
      return { ok: false, code: "refused", message: `Réinitialisation échouée : ${reset.message}` };
    }
    await recordAudit(db, {
      action: "account.reset",
      target: { type: "user", id: user.id },
      details: { email, via: "ligne de commande" },
    });
    lines.push(
      `Mot de passe de ${email} réinitialisé : sessions fermées${
        reset.twoFactorRemoved ? ", double authentification désactivée" : ""
      }, e-mail d'information en file d'envoi.`,
    );
  }
  return { ok: true, lines };
}

/**
 * `npm run admin:create` cannot open a PGlite directory a running server
 * holds: it leaves this request (the command and the name of its answer
 * file) in the private data directory and signals the server (SIGUSR2, as
 * `npm run backup` does), which runs it and writes the answer beside it.
 */
export const ADMIN_REQUEST_FILE = "admin-request.json";

export interface AdminRequest {
  command: AdminCommand;
  /** A file name in the data directory (any directory part is ignored). */
  answer: string;
}

/** The server's side: runs a pending request, if any; a stray signal finds none. */
export async function answerAdminRequest(dataDir: string, db: Database): Promise<void> {
  const requestFile = path.join(dataDir, ADMIN_REQUEST_FILE);
  let request: AdminRequest;
  try {
    request = JSON.parse(fs.readFileSync(requestFile, "utf8")) as AdminRequest;
  } catch {
    return;
  } finally {
    // The request holds a password: it never outlives its reading.
    fs.rmSync(requestFile, { force: true });
  }
  const answerFile = path.join(dataDir, path.basename(String(request.answer)));
  let result: AdminCommandResult;
  try {
    result = await runAdminCommand(db, {
      email: String(request.command?.email ?? ""),
      password:
        typeof request.command?.password === "string" ? request.command.password : undefined,
      role: ROLES.find((r) => r === request.command?.role),
      promote: request.command?.promote === true,
      resetPassword: request.command?.resetPassword === true,
    });
  } catch (error) {
    logger.error({ err: error }, "admin:create request failed");
    result = { ok: false, code: "refused", message: (error as Error).message };
  }
  logger.info({ ok: result.ok }, "admin:create request answered");
  fs.writeFileSync(`${answerFile}.tmp`, JSON.stringify(result));
  fs.renameSync(`${answerFile}.tmp`, answerFile);
}
