import { TIME_ZONE } from "~/domain/constants";

// One formatter for the process: building one costs far more than formatting.
// Built at the first call, not when the module loads: the appointment pages'
// form code imports this module, and in a browser the first formatter with a
// time zone loads ICU data (about 20 ms on these machines, 80 ms on a phone
// Lighthouse emulates) that only the check before submitting needs.
// en-CA formats as YYYY-MM-DD.
let tunisDate: Intl.DateTimeFormat | undefined;

/** Today's date (YYYY-MM-DD) in Africa/Tunis, whatever the machine's time zone. */
export function todayInTunis(now = new Date()): string {
  tunisDate ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return tunisDate.format(now);
}

/** YYYY-MM-DD plus `days` (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Appointments are booked at most this far ahead. */
export const MAX_DAYS_AHEAD = 365;

/**
 * A time of day (HH:MM) as prose writes it: `14 h 00` in French (non-breaking
 * spaces), `14:00` in Arabic. Forms and lists keep HH:MM.
 * Here, with the form code, not with the content dates: the appointment
 * pages need it in the browser, and the content date tables must stay out.
 */
export function clockTime(time: string, lang: "fr" | "ar"): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || lang === "ar") return time;
  return `${Number(match[1])}\u00a0h\u00a0${match[2]}`;
}
