/**
 * Working time, for the promise of a call back «sous 2h»: only the opening
 * hours of the availability settings count, on days that are not closed
 * (closures and holidays). Pure functions of the rules and two instants
 * (Africa/Tunis wall clock, UTC+01:00 all year).
 */
import { addDays, tunisInstant, tunisWallClock } from "./calendar";
import { closureOn, weekdayOf, type AvailabilityRules } from "./availability";

export type WorkingRules = Pick<AvailabilityRules, "weeklyHours" | "closures">;

/** The promise: a first response within two working hours. */
export const PROMISE_MINUTES = 120;

/** How far the arithmetic looks (a year of closed days has no working time at all). */
const MAX_DAYS = 400;
const MINUTE = 60_000;

/** The opening periods of one Tunis day as instants; none on a closed day. */
function periodsOf(rules: WorkingRules, date: string): [Date, Date][] {
  if (closureOn(rules, date)) return [];
  return rules.weeklyHours[weekdayOf(date)].map(
    ([opens, closes]) => [tunisInstant(date, opens), tunisInstant(date, closes)] as [Date, Date],
  );
}

/** Working minutes between two instants (0 when `end` is not after `start`). */
export function workingMinutesBetween(start: Date, end: Date, rules: WorkingRules): number {
  if (end <= start) return 0;
  let total = 0;
  let date = tunisWallClock(start).date;
  const last = tunisWallClock(end).date;
  for (let i = 0; i <= MAX_DAYS && date <= last; i++, date = addDays(date, 1)) {
    for (const [opens, closes] of periodsOf(rules, date)) {
      const from = Math.max(opens.getTime(), start.getTime());
      const to = Math.min(closes.getTime(), end.getTime());
      if (to > from) total += (to - from) / MINUTE;
    }
  }
  return Math.round(total);
}

/**
 * The instant `minutes` working minutes after `start`: a request that
 * arrives at night or on a closed day starts counting when the team opens.
 * Null when no working time comes within a year (no opening hours at all).
 */
export function addWorkingMinutes(start: Date, minutes: number, rules: WorkingRules): Date | null {
  let left = minutes;
  let date = tunisWallClock(start).date;
  for (let i = 0; i <= MAX_DAYS; i++, date = addDays(date, 1)) {
    for (const [opens, closes] of periodsOf(rules, date)) {
      const from = Math.max(opens.getTime(), start.getTime());
      const available = (closes.getTime() - from) / MINUTE;
      if (available <= 0) continue;
      if (available >= left) return new Date(from + left * MINUTE);
      left -= available;
    }
  }
  return null;
}

/** Whether a request that arrived at `arrivedAt` and is still unanswered at `now` is past the promise. */
export function isPastPromise(arrivedAt: Date, now: Date, rules: WorkingRules): boolean {
  return workingMinutesBetween(arrivedAt, now, rules) > PROMISE_MINUTES;
}

/** The median of some numbers (null for none). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** «1 h 05», «45 min»: a working-time duration as the dashboard shows it. */
export function formatWorkingMinutes(minutes: number): string {
  const rounded = Math.round(minutes);
  if (rounded < 60) return `${rounded}\u00a0min`;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return `${hours}\u00a0h${rest ? `\u00a0${String(rest).padStart(2, "0")}` : ""}`;
}
