import { isAPIError } from "better-auth/api";
import { logger } from "~/infra/logger.server";
import { TWO_FACTOR_SECRET_UNREADABLE } from "./messages";

export interface AuthCallResult<T> {
  ok: boolean;
  status: number;
  body: T | null;
  /** better-auth's error code (e.g. INVALID_EMAIL_OR_PASSWORD) when the call failed. */
  code?: string;
  message?: string;
  /** The Set-Cookie headers to pass on to the browser. */
  headers: Headers;
}

/**
 * What decrypting a two-factor secret with another server secret throws (the
 * cipher's authentication tag does not match): after a restore under another
 * BETTER_AUTH_SECRET.
 */
const SECRET_CHANGED = /invalid tag/i;
export const SERVER_SECRET_CHANGED = "SERVER_SECRET_CHANGED";

/**
 * Runs a better-auth endpoint as a Response (`asResponse: true`) and returns
 * its JSON body, error code and cookies, so route actions can forward the
 * session cookies and map failures to French messages.
 */
export async function callAuth<T>(run: () => Promise<Response>): Promise<AuthCallResult<T>> {
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    if (!isAPIError(error) && SECRET_CHANGED.test((error as Error)?.message ?? "")) {
      logger.error(
        { err: error },
        "two-factor secret unreadable: the server secret (BETTER_AUTH_SECRET) is not the one it was encrypted with",
      );
      return {
        ok: false,
        status: 500,
        body: null,
        code: SERVER_SECRET_CHANGED,
        message: TWO_FACTOR_SECRET_UNREADABLE,
        headers: new Headers(),
      };
    }
    if (!isAPIError(error)) {
      // Internals stay in the log; the person sees a short French reason.
      logger.error({ err: error }, "authentication service error");
      return {
        ok: false,
        status: 500,
        body: null,
        code: "INTERNAL",
        message: "service d'authentification indisponible, réessayez plus tard",
        headers: new Headers(),
      };
    }
    const body = error.body as { code?: string; message?: string } | undefined;
    return {
      ok: false,
      status: error.statusCode,
      body: null,
      code: body?.code,
      message: body?.message ?? error.message,
      headers: new Headers(),
    };
  }
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const err = (json ?? {}) as { code?: string; message?: string };
    return {
      ok: false,
      status: response.status,
      body: null,
      code: err.code,
      message: err.message ?? response.statusText,
      headers,
    };
  }
  return { ok: true, status: response.status, body: json as T, headers };
}
