import { readCookie } from "~/infra/cookies";
import { frenchSpacing } from "~/i18n/typography";
import { serverCookie } from "./cookies.server";

/**
 * The one way to say something across a redirect (decision 0080): the
 * sign-in, and a back-office save, erasure or deletion that sends the person
 * to another page. The action sets the cookie on its redirect; the root
 * loader of the page it lands on reads it once, clears it and toasts its
 * message. The cookie holds a known name, never a text: any other value is
 * ignored, so nobody can make the site say something by setting it.
 */
const FLASH_COOKIE = "flash";

/** The messages a flash can carry, by the name its cookie holds. */
const MESSAGES = {
  "signed-in": "Connexion réussie",
  "block-saved": frenchSpacing(
    "Liste enregistrée : la page d'accueil affiche la nouvelle version.",
  ),
  "product-saved": frenchSpacing(
    "Produit enregistré : le site public affiche la nouvelle version.",
  ),
  "article-saved": frenchSpacing(
    "Article enregistré : le site public affiche la nouvelle version.",
  ),
  "article-deleted": frenchSpacing(
    "Article supprimé : son adresse indique désormais aux visiteurs qu'il a été retiré.",
  ),
  "customer-erased": "Les données du client ont été effacées.",
} as const;
export type Flash = keyof typeof MESSAGES;

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
