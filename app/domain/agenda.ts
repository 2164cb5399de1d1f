/**
 * The agenda's week: Monday to Sunday in Africa/Tunis, chosen by the date of
 * any of its days. Pure functions; the database layer fills the days.
 */
import { addDays, isIsoDate, tunisWallClock } from "./calendar";
import {
  closureOn,
  weekdayOf,
  type Closure,
  type OpeningRange,
  type WeeklyHours,
} from "./availability";

/** Weeks outside these years are refused: far enough for any real agenda, and dates stay 4-digit. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;

/** The Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - weekdayOf(date));
}

/** The Monday of the week of `now` in Tunis. */
export function currentMonday(now: Date): string {
  return mondayOf(tunisWallClock(now).date);
}

/**
 * The week a `?semaine=` value names: absent or empty means this week, a real
 * date within the supported years means the week holding it, anything else is
 * refused (null).
 */
export function weekOfParam(value: string | null, now: Date): string | null {
  if (value === null || value === "") return currentMonday(now);
  if (!isIsoDate(value)) return null;
  const year = Number(value.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR) return null;
  const monday = mondayOf(value);
  // The first days of 2000 belong to a week that starts in 1999.
  return Number(monday.slice(0, 4)) < FIRST_YEAR ||
    Number(addDays(monday, 7).slice(0, 4)) > LAST_YEAR
    ? null
    : monday;
}

/** The seven dates of the week starting on `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export interface AgendaDay<A> {
  date: string;
  /** Opening hours of the day from the weekly rules (empty: closed that weekday). */
  hours: readonly OpeningRange[];
  /** The closure covering the day, if any. */
  closure: Closure | null;
  appointments: A[];
}

/** The week's days with their hours, closure and appointments, sorted by time. */
export function agendaWeek<A extends { preferredDate: string; preferredTime: string }>(
  monday: string,
  weeklyHours: WeeklyHours,
  closures: readonly Closure[],
  appointments: readonly A[],
): AgendaDay<A>[] {
  return weekDates(monday).map((date) => ({
    date,
    hours: weeklyHours[weekdayOf(date)],
    closure: closureOn({ closures }, date) ?? null,
    appointments: appointments
      .filter((a) => a.preferredDate === date)
      .sort((a, b) => a.preferredTime.localeCompare(b.preferredTime)),
  }));
}
