import { TIME_ZONE } from "~/domain/constants";

// One formatter for the process: building one costs far more than formatting.
// en-CA formats as YYYY-MM-DD.
const tunisDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date (YYYY-MM-DD) in Africa/Tunis, whatever the machine's time zone. */
export function todayInTunis(now = new Date()): string {
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
