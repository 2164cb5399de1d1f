/**
 * Dates of static content are ISO calendar days. They are read as UTC
 * midnight and formatted in UTC so no time zone shifts them by a day.
 */
const FRENCH_LONG = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function utcDate(iso: string): Date {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid ISO date: ${iso}`);
  return date;
}

/** `2025-01-15` → `15 janvier 2025`. */
export function formatFrenchDate(iso: string): string {
  return FRENCH_LONG.format(utcDate(iso));
}

/** `2025-01-15` → `Wed, 15 Jan 2025 00:00:00 GMT` (RFC 822, as RSS 2.0 wants). */
export function rfc822Date(iso: string): string {
  return utcDate(iso).toUTCString();
}
