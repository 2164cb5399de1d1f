import type { Database } from "../../../db/client.server";
import { recordAudit } from "~/features/audit/audit.server";
import { auth } from "./auth.server";
import { signInSchema } from "./schema";
import { gateSignIn, recordPasswordFailure } from "./sign-in-limit.server";
import { knownDevice } from "./device-cookie.server";
import { firstIssue } from "~/features/forms/form-values";

// better-auth's HTTP API, limited to what the product uses: the pages call the
// same functions on the server, where the password policy, the recent sign-in
// rule for sensitive changes and the rate limits apply. Everything else
// (change password, disable two-factor, update user…) is not exposed.
const EXPOSED = new Set([
  "GET /api/auth/get-session",
  "POST /api/auth/sign-in/email",
  "POST /api/auth/sign-up/email", // 403 unless ALLOW_SIGNUP
  "POST /api/auth/sign-out",
  "POST /api/auth/two-factor/verify-totp",
  "POST /api/auth/two-factor/verify-backup-code",
]);
const SIGN_IN = "/api/auth/sign-in/email";
const CODE_CHECKS = new Set([
  "/api/auth/two-factor/verify-totp",
  "/api/auth/two-factor/verify-backup-code",
]);

/**
 * The fields a sign-in sends, read the way better-auth reads the body (JSON,
 * or a form where the last value wins), so a form body cannot escape the
 * per-account limit.
 */
async function credentialsOf(request: Request): Promise<{ email: unknown; password: unknown }> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  try {
    if (/^application\/([a-z0-9.+-]*\+)?json/.test(type)) {
      const body = (await request.clone().json()) as Record<string, unknown> | null;
      return { email: body?.email, password: body?.password };
    }
    if (type.includes("application/x-www-form-urlencoded")) {
      const form = new URLSearchParams(await request.clone().text());
      return { email: form.getAll("email").at(-1), password: form.getAll("password").at(-1) };
    }
  } catch {
    // malformed: answered below as an invalid sign-in
  }
  return { email: undefined, password: undefined };
}

function json(status: number, code: string, message: string, headers?: HeadersInit) {
  return Response.json({ code, message }, { status, headers });
}

function throttled(gate: { message: string; retryAfter: number }) {
  return json(429, "TOO_MANY_REQUESTS", gate.message, { "Retry-After": String(gate.retryAfter) });
}

/**
 * Answers `/api/auth/*`. A sign-in is validated with the sign-in page's own
 * rules before anything is counted (so no input, however long, reaches the
 * limiter or the database), then goes through the same per-address and
 * per-account limits as the page; a wrong password is remembered.
 */
export async function handleAuthApi(
  db: Database,
  request: Request,
  clientIp: string,
): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (!EXPOSED.has(`${request.method} ${path}`)) {
    return json(404, "NOT_FOUND", "Introuvable");
  }
  if (path === SIGN_IN) {
    const parsed = signInSchema.safeParse(await credentialsOf(request));
    if (!parsed.success) return json(400, "INVALID_INPUT", firstIssue(parsed.error).message);
    const { email } = parsed.data;
    const attempt = { ip: clientIp, email, device: knownDevice(request, email) };
    const gate = await gateSignIn(db, attempt);
    if (!gate.allowed) return throttled(gate);
    const response = await auth(db).handler(request);
    if (response.status === 401) await recordPasswordFailure(db, attempt);
    await recordAudit(db, {
      action: response.status === 200 ? "auth.sign-in" : "auth.sign-in-failed",
      actor: { email },
      details: { step: "password", via: "api", status: response.status },
      ip: clientIp,
    });
    return response;
  }
  if (CODE_CHECKS.has(path)) {
    const gate = await gateSignIn(db, { ip: clientIp });
    if (!gate.allowed) return throttled(gate);
  }
  return auth(db).handler(request);
}
