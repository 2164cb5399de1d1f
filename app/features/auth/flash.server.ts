import { readCookie } from "~/infra/cookies";
import { serverCookie } from "~/lib/cookies.server";
import { SIGN_IN_SUCCESS } from "./messages";

/**
 * A one-shot message carried across a redirect: the sign-in action always
 * redirects (with JavaScript too), and the page it lands on, the back office
 * or the home page, says «Connexion réussie». The cookie holds a known name,
 * never a text: any other value is ignored, so nobody can make the site say
 * something by setting it.
 */
const FLASH_COOKIE = "flash";
const MESSAGES = { "signed-in": SIGN_IN_SUCCESS } as const;
type Flash = keyof typeof MESSAGES;

/** Long enough for the redirect it rides on; a flash never read is soon gone. */
const FLASH_MAX_AGE_SECONDS = 60;

/** The Set-Cookie header that makes the next page show this flash. */
export function setFlash(flash: Flash): string {
  return serverCookie(FLASH_COOKIE, flash, FLASH_MAX_AGE_SECONDS);
}

/**
 * The flash the request carries, as the answer the page toasts (none for an
 * unknown value), and the Set-Cookie header that clears it; null without one.
 */
export function takeFlash(
  request: Request,
): { answer?: { ok: true; message: string }; clear: string } | null {
  const value = readCookie(request.headers.get("Cookie"), FLASH_COOKIE);
  if (value === undefined) return null;
  const clear = serverCookie(FLASH_COOKIE, "", 0);
  if (!Object.hasOwn(MESSAGES, value)) return { clear };
  return { answer: { ok: true, message: MESSAGES[value as Flash] }, clear };
}
