import { addDays, tunisWallClock } from "~/domain/calendar";
import {
  DEFAULT_WEEKLY_HOURS,
  fixedHolidays,
  slotsOfWeekday,
  timeOf,
  weekdayOf,
} from "../../app/domain/availability";

/**
 * The n-th day after today (n ≥ 1) on which a fresh install takes
 * appointments: a weekday that is not a fixed-date public holiday. Tests that
 * book through the public pages use it so they pass whatever day they run.
 */
export function openDay(n: number, now = new Date()): string {
  const today = tunisWallClock(now).date;
  const holidays = new Set(fixedHolidays(today).map((h) => h.startDate));
  let day = today;
  for (let found = 0; found < n;) {
    day = addDays(day, 1);
    if (slotsOfWeekday(DEFAULT_WEEKLY_HOURS, weekdayOf(day)).length > 0 && !holidays.has(day)) {
      found++;
    }
  }
  return day;
}

/** Every start minute the default opening hours allow (09:00–11:00 and 14:00–16:00). */
export const OPEN_MINUTES: readonly string[] = [
  ...Array.from({ length: 121 }, (_, i) => timeOf(9 * 60 + i)),
  ...Array.from({ length: 121 }, (_, i) => timeOf(14 * 60 + i)),
];

/** The i-th distinct bookable (day, time) of a fresh install, for tests that book many. */
export function distinctSlot(i: number): { date: string; time: string } {
  return {
    date: openDay(2 + Math.floor(i / OPEN_MINUTES.length)),
    time: OPEN_MINUTES[i % OPEN_MINUTES.length]!,
  };
}
