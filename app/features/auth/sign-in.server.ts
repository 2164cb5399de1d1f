import type { Database } from "../../../db/client.server";
import { logger } from "~/infra/logger.server";
import { callAuth, SERVER_SECRET_CHANGED } from "./api-call.server";
import { INVALID_CREDENTIALS, SIGN_IN_ERROR_PREFIX } from "./messages";
import { auth } from "./auth.server";
import { backOfficeRole } from "./roles.server";
import { NOT_ADMIN_PAGE } from "./return-path";
import { signInSchema, twoFactorCodeSchema } from "./schema";
import { gateSignIn, recordPasswordFailure } from "./sign-in-limit.server";
import { deviceCookie, knownDevice } from "./device-cookie.server";
import type { Clock } from "~/lib/rate-limit.server";
import { TOTP_CODE_REUSED } from "./totp-replay.server";
import { recordAudit } from "~/features/audit/audit.server";
import { firstIssue } from "~/features/forms/form-values";

export type SignInOutcome =
  | { status: "signed-in"; redirectTo: string; headers: Headers }
  | { status: "two-factor"; headers: Headers }
  | {
      status: "error";
      message: string;
      step: "password" | "two-factor";
      /** 400 invalid input, 401 wrong credentials or code, 429 throttled, 500 other. */
      httpStatus: 400 | 401 | 429 | 500;
      headers?: Headers;
    };

// French for the better-auth error codes a person can meet at the code step.
const FRENCH_MESSAGES: Record<string, string> = {
  INVALID_CODE: "Code invalide",
  INVALID_BACKUP_CODE: "Code de secours invalide",
  INVALID_TWO_FACTOR_COOKIE: "La vérification a expiré : recommencez la connexion",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Trop de codes erronés : recommencez la connexion",
  ACCOUNT_TEMPORARILY_LOCKED: "Trop de codes erronés : réessayez dans quelques minutes",
  TOTP_CODE_REUSED,
};

/**
 * Where a sign-in lands: the back office (the dashboard sends an editor on to
 * their first page), or for an account without a back-office role the page
 * that says it has no access.
 */
async function destination(db: Database, userId: string | undefined): Promise<string> {
  return userId && (await backOfficeRole(db, userId)) ? "/admin" : NOT_ADMIN_PAGE;
}

/** Email and password sign-in (first step); answers the spec's messages. */
export async function signInWithPassword(
  db: Database,
  request: Request,
  clientIp: string,
  input: { email: unknown; password: unknown },
  clock: Clock = {},
): Promise<SignInOutcome> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) {
    return {
      status: "error",
      step: "password",
      httpStatus: 400,
      message: firstIssue(parsed.error).message,
    };
  }
  const { email, password } = parsed.data;
  const attempt = { ip: clientIp, email, device: knownDevice(request, email) };
  const gate = await gateSignIn(db, attempt, clock);
  if (!gate.allowed) {
    await recordAudit(db, {
      action: "auth.sign-in-failed",
      actor: { email },
      details: { reason: "throttled", step: "password" },
      ip: clientIp,
    });
    return { status: "error", step: "password", httpStatus: 429, message: gate.message };
  }

  const result = await callAuth<{ twoFactorRedirect?: boolean; user?: { id: string } }>(() =>
    auth(db).api.signInEmail({
      body: { email, password },
      headers: request.headers,
      asResponse: true,
    }),
  );
  if (!result.ok) {
    if (result.code === "INVALID_EMAIL_OR_PASSWORD" || result.status === 401) {
      await recordPasswordFailure(db, attempt, clock);
      // Where the authentication library answers: the address tried, never the password.
      await recordAudit(db, {
        action: "auth.sign-in-failed",
        actor: { email },
        details: { reason: "invalid-credentials", step: "password" },
        ip: clientIp,
      });
      return { status: "error", step: "password", httpStatus: 401, message: INVALID_CREDENTIALS };
    }
    logger.warn({ status: result.status, code: result.code }, "sign-in failed");
    return {
      status: "error",
      step: "password",
      httpStatus: 500,
      message: SIGN_IN_ERROR_PREFIX + (result.message ?? "erreur inconnue"),
    };
  }
  if (result.body?.twoFactorRedirect) return { status: "two-factor", headers: result.headers };
  result.headers.append("Set-Cookie", deviceCookie(email));
  await recordAudit(db, {
    action: "auth.sign-in",
    actor: { userId: result.body?.user?.id, email },
    details: { step: "password" },
    ip: clientIp,
  });
  return {
    status: "signed-in",
    redirectTo: await destination(db, result.body?.user?.id),
    headers: result.headers,
  };
}

/**
 * Second step for an account with two-factor: a 6-digit authenticator code,
 * or one of the backup codes. The pending sign-in lives in better-auth's
 * signed two-factor cookie; only now is a session created.
 */
export async function signInWithSecondFactor(
  db: Database,
  request: Request,
  clientIp: string,
  input: { code: unknown },
): Promise<SignInOutcome> {
  const parsed = twoFactorCodeSchema.safeParse(input);
  if (!parsed.success) {
    return {
      status: "error",
      step: "two-factor",
      httpStatus: 400,
      message: firstIssue(parsed.error).message,
    };
  }
  const gate = await gateSignIn(db, { ip: clientIp });
  if (!gate.allowed) {
    return { status: "error", step: "two-factor", httpStatus: 429, message: gate.message };
  }

  const code = parsed.data.code.replace(/\s+/g, "");
  const api = auth(db).api;
  const result = await callAuth<{ user?: { id: string; email: string } }>(() =>
    /^\d{6}$/.test(code)
      ? api.verifyTOTP({ body: { code }, headers: request.headers, asResponse: true })
      : api.verifyBackupCode({ body: { code }, headers: request.headers, asResponse: true }),
  );
  if (!result.ok) {
    if (result.code === SERVER_SECRET_CHANGED) {
      return { status: "error", step: "two-factor", httpStatus: 500, message: result.message! };
    }
    const message =
      (result.code && FRENCH_MESSAGES[result.code]) ??
      SIGN_IN_ERROR_PREFIX + (result.message ?? "erreur inconnue");
    await recordAudit(db, {
      action: "auth.sign-in-failed",
      details: { reason: result.code ?? "invalid-code", step: "two-factor" },
      ip: clientIp,
    });
    return {
      status: "error",
      step: "two-factor",
      httpStatus: 401,
      message,
      headers: result.headers,
    };
  }
  // Signed in with both factors: this browser is now a known device of the account.
  if (result.body?.user?.email)
    result.headers.append("Set-Cookie", deviceCookie(result.body.user.email));
  await recordAudit(db, {
    action: "auth.sign-in",
    actor: { userId: result.body?.user?.id, email: result.body?.user?.email },
    details: { step: "two-factor" },
    ip: clientIp,
  });
  return {
    status: "signed-in",
    redirectTo: await destination(db, result.body?.user?.id),
    headers: result.headers,
  };
}
