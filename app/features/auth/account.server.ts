import { and, eq, lt } from "drizzle-orm";
import QRCode from "qrcode";
import { sessions, users } from "../../../db/schema";
import { db } from "~/lib/db.server";
import { logger } from "~/infra/logger.server";
import { callAuth } from "./api-call.server";
import { gateSignIn, recordPasswordFailure, type PasswordAttempt } from "./sign-in-limit.server";
import { auth } from "./auth.server";
import { knownDevice } from "./device-cookie.server";
import { hasFreshSignIn, STALE_SIGN_IN_MESSAGE, type AdminIdentity } from "./guard.server";
import { changePasswordSchema, passwordConfirmSchema, twoFactorCodeSchema } from "./schema";
import type { Refusal } from "~/domain/result";
import { firstIssue } from "~/features/forms/form-values";

/** What the settings forms receive back: a French message, and cookies to forward. */
export type AccountResult =
  | { ok: true; message: string; headers?: Headers }
  | (Refusal & { status: number; headers?: Headers });

const WRONG_PASSWORD = "Mot de passe incorrect";

function failed(message: string, status = 400): AccountResult {
  return { ok: false, message, status };
}

/**
 * A form that asks for the current password is a password guess like a
 * sign-in: the same limits apply before it is checked (null = go ahead).
 */
async function throttledPasswordCheck(
  attempt: PasswordAttempt,
): Promise<Extract<AccountResult, { ok: false }> | null> {
  const gate = await gateSignIn(db(), attempt);
  return gate.allowed ? null : { ok: false, message: gate.message, status: 429 };
}

/** Who is checking a password inside a session: the signed-in account, from this browser. */
function attemptOf(request: Request, identity: AdminIdentity, clientIp: string): PasswordAttempt {
  return { ip: clientIp, email: identity.email, device: knownDevice(request, identity.email) };
}

/** Changes the password (policy enforced) and ends every other session of the user. */
export async function changePassword(
  request: Request,
  identity: AdminIdentity,
  clientIp: string,
  input: Record<string, unknown>,
): Promise<AccountResult> {
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success) return failed(firstIssue(parsed.error).message);
  const attempt = attemptOf(request, identity, clientIp);
  const throttled = await throttledPasswordCheck(attempt);
  if (throttled) return throttled;
  const result = await callAuth(() =>
    auth().api.changePassword({
      body: {
        currentPassword: parsed.data.currentPassword,
        newPassword: parsed.data.newPassword,
        revokeOtherSessions: true,
      },
      headers: request.headers,
      asResponse: true,
    }),
  );
  if (!result.ok) {
    if (result.code === "INVALID_PASSWORD") {
      await recordPasswordFailure(db(), attempt);
      return failed("Mot de passe actuel incorrect");
    }
    logger.error({ status: result.status, code: result.code }, "password change failed");
    return failed("Erreur lors du changement de mot de passe", 500);
  }
  return {
    ok: true,
    message: "Mot de passe modifié. Vos autres sessions ont été fermées.",
    headers: result.headers,
  };
}

export async function twoFactorEnabled(userId: string): Promise<boolean> {
  const rows = await db()
    .select({ enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0]?.enabled === true;
}

export interface TwoFactorEnrolment {
  qrSvg: string;
  /** The secret for manual entry in an authenticator app. */
  secret: string;
  backupCodes: string[];
}

/** First step of enrolment: a new TOTP secret (QR code) and backup codes, not active yet. */
export async function startTwoFactorEnrolment(
  request: Request,
  identity: AdminIdentity,
  clientIp: string,
  input: Record<string, unknown>,
): Promise<{ ok: true; enrolment: TwoFactorEnrolment } | Extract<AccountResult, { ok: false }>> {
  const parsed = passwordConfirmSchema.safeParse(input);
  if (!parsed.success)
    return failed(firstIssue(parsed.error).message) as Extract<AccountResult, { ok: false }>;
  const attempt = attemptOf(request, identity, clientIp);
  const throttled = await throttledPasswordCheck(attempt);
  if (throttled) return throttled;
  const result = await callAuth<{ totpURI: string; backupCodes: string[] }>(() =>
    auth().api.enableTwoFactor({
      body: { password: parsed.data.password },
      headers: request.headers,
      asResponse: true,
    }),
  );
  if (!result.ok || !result.body?.totpURI) {
    if (result.code === "INVALID_PASSWORD") {
      await recordPasswordFailure(db(), attempt);
      return { ok: false, message: WRONG_PASSWORD, status: 400 };
    }
    if (result.code === "TOTP_ALREADY_ENABLED") {
      return { ok: false, message: "La double authentification est déjà activée", status: 400 };
    }
    logger.error({ status: result.status, code: result.code }, "two-factor enrolment failed");
    return {
      ok: false,
      message: "Erreur lors de l'activation de la double authentification",
      status: 500,
    };
  }
  const uri = result.body.totpURI;
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return { ok: true, enrolment: { qrSvg, secret, backupCodes: result.body.backupCodes } };
}

/**
 * Second step: the first code from the app activates the factor. Every other
 * session of the user ends, so no session that skipped the factor survives
 * (sessions of a two-factor account are all aal2).
 */
export async function confirmTwoFactorEnrolment(
  request: Request,
  identity: AdminIdentity,
  input: Record<string, unknown>,
): Promise<AccountResult> {
  const parsed = twoFactorCodeSchema.safeParse(input);
  if (!parsed.success) return failed(firstIssue(parsed.error).message);
  const startedAt = new Date();
  const result = await callAuth(() =>
    auth().api.verifyTOTP({
      body: { code: parsed.data.code.replace(/\s+/g, "") },
      headers: request.headers,
      asResponse: true,
    }),
  );
  if (!result.ok) return failed("Code invalide : vérifiez l'heure de votre téléphone et réessayez");
  // verifyTOTP replaced this session with a new one (created after startedAt).
  await db()
    .delete(sessions)
    .where(and(eq(sessions.userId, identity.userId), lt(sessions.createdAt, startedAt)));
  logger.info({ userId: identity.userId }, "two-factor enabled");
  return {
    ok: true,
    message: "Double authentification activée. Vos autres sessions ont été fermées.",
    headers: result.headers,
  };
}

/** Turning the factor off is sensitive: recent sign-in and the password. */
export async function disableTwoFactor(
  request: Request,
  identity: AdminIdentity,
  clientIp: string,
  input: Record<string, unknown>,
): Promise<AccountResult> {
  if (!hasFreshSignIn(identity)) return failed(STALE_SIGN_IN_MESSAGE, 403);
  const parsed = passwordConfirmSchema.safeParse(input);
  if (!parsed.success) return failed(firstIssue(parsed.error).message);
  const attempt = attemptOf(request, identity, clientIp);
  const throttled = await throttledPasswordCheck(attempt);
  if (throttled) return throttled;
  const result = await callAuth(() =>
    auth().api.disableTwoFactor({
      body: { password: parsed.data.password },
      headers: request.headers,
      asResponse: true,
    }),
  );
  if (!result.ok) {
    if (result.code === "INVALID_PASSWORD") {
      await recordPasswordFailure(db(), attempt);
      return failed(WRONG_PASSWORD);
    }
    logger.error({ status: result.status, code: result.code }, "two-factor disable failed");
    return failed("Erreur lors de la désactivation de la double authentification", 500);
  }
  logger.info({ userId: identity.userId }, "two-factor disabled");
  return { ok: true, message: "Double authentification désactivée", headers: result.headers };
}
