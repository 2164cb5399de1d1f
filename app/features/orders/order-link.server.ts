import crypto from "node:crypto";
import type { Language } from "~/i18n/language";
import { appSecret } from "~/lib/secret.server";

/**
 * The customer's link to their order (decision 0057): the order's id and its
 * link version, signed with the server secret like the appointment links.
 * It has no expiry: it works while the order exists, is not erased and
 * still has that version; an administrator's revocation moves the version on,
 * which ends every link mailed before.
 */

export const ORDER_PATH = "/ma-commande";

const TOKEN = /^([0-9a-f]{32})\.([0-9a-z]{1,6})\.([A-Za-z0-9_-]{43})$/;

function sign(secret: string, id: string, version: string): string {
  return crypto
    .createHmac("sha256", secret)
    .update(`order-link:${id}:${version}`)
    .digest("base64url");
}

export function orderToken(id: string, linkVersion: number, secret = appSecret()): string {
  const hex = id.replace(/-/g, "").toLowerCase();
  const version = linkVersion.toString(36);
  return `${hex}.${version}.${sign(secret, hex, version)}`;
}

export type OrderTokenCheck = { ok: true; id: string; version: number } | { ok: false };

export function verifyOrderToken(value: unknown, secret = appSecret()): OrderTokenCheck {
  if (typeof value !== "string" || value.length > 100) return { ok: false };
  const match = TOKEN.exec(value);
  if (!match) return { ok: false };
  const [, hex, version, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(secret, hex, version));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    return { ok: false };
  }
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { ok: true, id, version: parseInt(version, 36) };
}

/** The absolute link a mail carries, in the customer's language. */
export function orderUrl(
  siteUrl: string,
  order: { id: string; linkVersion: number; language: Language },
): string {
  const url = new URL(`${ORDER_PATH}/${orderToken(order.id, order.linkVersion)}`, siteUrl);
  if (order.language === "ar") url.searchParams.set("lang", "ar");
  return url.href;
}
