/**
 * The one calendar of the code base: Tunis days and instants, the date check
 * and the day shift. Every other module asks here.
 *
 * Africa/Tunis has kept UTC+01:00 all year since 2009 (no daylight saving
 * time), so a local date and time convert with a fixed offset: no Intl, so
 * nothing here loads ICU data in a browser.
 */

export const TUNIS_OFFSET = "+01:00";
const TUNIS_OFFSET_MS = 60 * 60 * 1000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string" || !ISO_DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** YYYY-MM-DD plus `days` (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant a Tunis wall-clock date and time denote. */
export function tunisInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${TUNIS_OFFSET}`);
}

/** The Tunis calendar date (YYYY-MM-DD) and time (HH:MM) of an instant. */
export function tunisWallClock(instant: Date): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + TUNIS_OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** Today's date (YYYY-MM-DD) in Tunis, whatever the machine's time zone. */
export function todayInTunis(now = new Date()): string {
  return tunisWallClock(now).date;
}
