import type { Route } from "./+types/auth-api";
import { auth } from "~/features/auth/auth.server";
import { gateSignIn } from "~/features/auth/sign-in-limit.server";
import { db } from "~/lib/db.server";

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
const THROTTLED = new Set([
  "/api/auth/sign-in/email",
  "/api/auth/two-factor/verify-totp",
  "/api/auth/two-factor/verify-backup-code",
]);

/**
 * The email a sign-in names, read the way better-auth reads the body (JSON,
 * or a form where the last value wins), so a form body cannot escape the
 * per-account limit.
 */
async function emailOf(request: Request): Promise<string | undefined> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  try {
    if (/^application\/([a-z0-9.+-]*\+)?json/.test(type)) {
      const body = (await request.clone().json()) as { email?: unknown } | null;
      return typeof body?.email === "string" ? body.email : undefined;
    }
    if (type.includes("application/x-www-form-urlencoded")) {
      return new URLSearchParams(await request.clone().text()).getAll("email").at(-1);
    }
  } catch {
    // malformed: better-auth answers it itself
  }
  return undefined;
}

function notExposed() {
  return Response.json({ code: "NOT_FOUND", message: "Introuvable" }, { status: 404 });
}

export function loader({ request }: Route.LoaderArgs) {
  if (!EXPOSED.has(`GET ${new URL(request.url).pathname}`)) return notExposed();
  return auth().handler(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const path = new URL(request.url).pathname;
  if (!EXPOSED.has(`${request.method} ${path}`)) return notExposed();
  if (THROTTLED.has(path)) {
    // The same per-address and per-account limits as the sign-in page.
    const gate = await gateSignIn(db(), { ip: context.clientIp, email: await emailOf(request) });
    if (!gate.allowed) {
      return Response.json(
        { code: "TOO_MANY_REQUESTS", message: gate.message },
        { status: 429, headers: { "Retry-After": String(gate.retryAfter) } },
      );
    }
  }
  return auth().handler(request);
}
