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
