import { tunisInstant } from "~/domain/calendar";
import crypto from "node:crypto";
import type { Language } from "~/i18n/language";
import { appSecret } from "~/lib/secret.server";

/**
 * The visitor's link to their appointment (decision 0026): the appointment's
 * id and an expiry, signed with the server secret. Nothing is stored: the
 * signature is the proof, and changing the secret ends every link.
 */

/** A link works until this long after the appointment it was issued for. */
export const LINK_VALID_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

/** Where the page lives; the token follows it. */
export const MANAGE_PATH = "/mon-rendez-vous";

const TOKEN = /^([0-9a-f]{32})\.([0-9a-z]{1,9})\.([A-Za-z0-9_-]{43})$/;

function sign(secret: string, id: string, expires: string): string {
  return crypto
    .createHmac("sha256", secret)
    .update(`appointment-link:${id}:${expires}`)
    .digest("base64url");
}

/** A token for appointment `id` that stops working at `expiresAt`. */
export function manageToken(id: string, expiresAt: Date, secret = appSecret()): string {
  const hex = id.replace(/-/g, "").toLowerCase();
  const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${hex}.${expires}.${sign(secret, hex, expires)}`;
}

export type TokenCheck = { ok: true; id: string } | { ok: false; reason: "invalid" | "expired" };

export function verifyManageToken(
  value: unknown,
  now = new Date(),
  secret = appSecret(),
): TokenCheck {
  if (typeof value !== "string" || value.length > 100) return { ok: false, reason: "invalid" };
  const match = TOKEN.exec(value);
  if (!match) return { ok: false, reason: "invalid" };
  const [, hex, expires, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(secret, hex, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    return { ok: false, reason: "invalid" };
  }
  if (parseInt(expires, 36) * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { ok: true, id };
}

/**
 * The absolute link a mail carries, in the visitor's language, valid until
 * LINK_VALID_AFTER_MS after the slot it names (a move's mail carries a new one).
 */
export function manageUrl(
  siteUrl: string,
  appointment: { id: string; preferredDate: string; preferredTime: string; language: Language },
): string {
  const start = tunisInstant(appointment.preferredDate, appointment.preferredTime);
  const token = manageToken(appointment.id, new Date(start.getTime() + LINK_VALID_AFTER_MS));
  const url = new URL(`${MANAGE_PATH}/${token}`, siteUrl);
  if (appointment.language === "ar") url.searchParams.set("lang", "ar");
  return url.href;
}
