/**
 * Dates of static content and appointments are ISO calendar days, read as
 * UTC midnight so no time zone shifts them by a day.
 *
 * French names are written out here instead of asking Intl: in the browser
 * the first Intl formatter loads ICU locale data, 40–130 ms of main-thread
 * work on the first page load for what a table of twelve words does.
 */
const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
] as const;
const WEEKDAYS = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"] as const;

/** A real calendar day written YYYY-MM-DD (no 2025-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

function utcDate(iso: string): Date {
  if (!isIsoDate(iso)) throw new Error(`Invalid ISO date: ${iso}`);
  return new Date(`${iso}T00:00:00Z`);
}

/** `2025-01-15` → `15 janvier 2025`; with `weekday`, `mercredi 15 janvier 2025`. */
export function formatFrenchDate(iso: string, { weekday = false } = {}): string {
  const date = utcDate(iso);
  const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return weekday ? `${WEEKDAYS[date.getUTCDay()]} ${day}` : day;
}

/** Month names as written in Tunisia (جانفي, فيفري… rather than يناير or كانون الثاني). */
const ARABIC_MONTHS = [
  "جانفي",
  "فيفري",
  "مارس",
  "أفريل",
  "ماي",
  "جوان",
  "جويلية",
  "أوت",
  "سبتمبر",
  "أكتوبر",
  "نوفمبر",
  "ديسمبر",
] as const;

const ARABIC_WEEKDAYS = [
  "الأحد",
  "الاثنين",
  "الثلاثاء",
  "الأربعاء",
  "الخميس",
  "الجمعة",
  "السبت",
] as const;

/** `2025-01-15` → `15 جانفي 2025`; with `weekday`, `الأربعاء 15 جانفي 2025`. Western digits, as on the rest of the site. */
export function formatArabicDate(iso: string, { weekday = false } = {}): string {
  const date = utcDate(iso);
  const day = `${date.getUTCDate()} ${ARABIC_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return weekday ? `${ARABIC_WEEKDAYS[date.getUTCDay()]} ${day}` : day;
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
