import { isIsoDate } from "~/domain/calendar";

/**
 * Dates of content, appointments and orders are ISO calendar days, read as
 * UTC midnight so no time zone shifts them by a day. They are written on the
 * server only (pages, mails, pro-formas), so Intl does it (decision 0014, as
 * amended): the browser never builds these formatters.
 */

function utcDate(iso: string): Date {
  if (!isIsoDate(iso)) throw new Error(`Invalid ISO date: ${iso}`);
  return new Date(`${iso}T00:00:00Z`);
}

// Built at the first call and kept: building a formatter costs far more than formatting.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found)
    formatters.set(key, (found = new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options })));
  return found;
}
const DAY = { day: "numeric", month: "long", year: "numeric" } as const;

/** `2025-01-15` → `15 janvier 2025`; with `weekday`, `mercredi 15 janvier 2025`. */
export function formatFrenchDate(iso: string, { weekday = false } = {}): string {
  return formatter("fr-FR", weekday ? { ...DAY, weekday: "long" } : DAY).format(utcDate(iso));
}

/**
 * `2025-01-15` → `15 جانفي 2025`; with `weekday`, `الأربعاء 15 جانفي 2025`: month
 * names as written in Tunisia (ar-TN: جانفي, فيفري… rather than يناير), Western
 * digits as on the rest of the site, the weekday without the comma ar-TN puts after it.
 */
export function formatArabicDate(iso: string, { weekday = false } = {}): string {
  const date = utcDate(iso);
  const day = formatter("ar-TN", DAY).format(date);
  return weekday ? `${formatter("ar-TN", { weekday: "long" }).format(date)} ${day}` : day;
}

/** A calendar day (YYYY-MM-DD) in the page's language, optionally with its weekday. */
export function formatContentDate(
  iso: string,
  lang: "fr" | "ar",
  options: { weekday?: boolean } = {},
): string {
  return lang === "ar" ? formatArabicDate(iso, options) : formatFrenchDate(iso, options);
}

/** `2025-01-15` → `Wed, 15 Jan 2025 00:00:00 GMT` (RFC 822, as RSS 2.0 wants). */
export function rfc822Date(iso: string): string {
  return utcDate(iso).toUTCString();
}
