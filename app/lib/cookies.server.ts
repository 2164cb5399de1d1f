import { env } from "~/config/env.server";
import { writeCookie } from "~/infra/cookies";

/**
 * A cookie only the server reads (the flash, the device cookie): HttpOnly,
 * SameSite=Lax, for the whole site, and Secure like the session cookie,
 * whenever the site is served over TLS.
 */
export function serverCookie(name: string, value: string, maxAge: number): string {
  const e = env();
  const secure = e.NODE_ENV === "production" && e.SITE_URL.startsWith("https:");
  return writeCookie(name, value, { maxAge, path: "/", httpOnly: true, sameSite: "lax", secure });
}
