/**
 * When an appointment may be booked: weekly opening hours, closures, minimum
 * notice, how far ahead, and how many appointments share one slot. Pure
 * functions of the rules and the clock; the database layer feeds them.
 *
 * Times are Africa/Tunis, which has kept UTC+01:00 all year since 2009 (no
 * daylight saving time), so a local date and time convert with a fixed offset.
 */

import { addDays, tunisInstant, tunisWallClock } from "./calendar";

/** Monday = 1 … Sunday = 7 (ISO 8601). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One opening period of a day, "HH:MM" to "HH:MM" (the end excluded). */
export type OpeningRange = readonly [opens: string, closes: string];
export type WeeklyHours = Record<Weekday, readonly OpeningRange[]>;

export interface Closure {
  /** First closed day, YYYY-MM-DD. */
  startDate: string;
  /** Last closed day (included), YYYY-MM-DD. */
  endDate: string;
  label: string;
}

export interface AvailabilityRules {
  weeklyHours: WeeklyHours;
  closures: readonly Closure[];
  /** A booking must start at least this long after now. */
  minNoticeMinutes: number;
  /** The last bookable day is today plus this many days. */
  horizonDays: number;
  /** Pending and confirmed appointments one slot holds. */
  capacity: number;
  /** The customer's reminder leaves this many hours before a confirmed appointment; 0: none. */
  reminderHours: number;
}

/** An appointment lasts one slot. */
/** Statuses that hold a place in a slot; cancelled (and past outcomes) free it. */
export const HOLDING_STATUSES = ["pending", "confirmed"] as const;

export const SLOT_MINUTES = 60;

export const LIMITS = {
  minNoticeMinutes: { min: 0, max: 30 * 24 * 60 },
  horizonDays: { min: 1, max: 365 },
  capacity: { min: 1, max: 50 },
  reminderHours: { min: 0, max: 168 },
  closureLabel: 100,
} as const;

const WORKDAY: readonly OpeningRange[] = [
  ["09:00", "12:00"],
  ["14:00", "17:00"],
];

/** Monday to Friday, the six slots of page A (09:00–11:00 and 14:00–16:00 starts). */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = {
  1: WORKDAY,
  2: WORKDAY,
  3: WORKDAY,
  4: WORKDAY,
  5: WORKDAY,
  6: [],
  7: [],
};

export const DEFAULT_RULES: Omit<AvailabilityRules, "closures"> = {
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  minNoticeMinutes: 120,
  horizonDays: 60,
  capacity: 1,
  reminderHours: 24,
};

/**
 * Tunisian public holidays with a fixed date, named in French (the back
 * office's language, where closures are labelled) and in Arabic; religious
 * ones move and are added by hand.
 */
export const FIXED_HOLIDAYS: readonly { monthDay: string; label: string; ar: string }[] = [
  { monthDay: "01-01", label: "Jour de l'an", ar: "رأس السنة الميلادية" },
  { monthDay: "03-20", label: "Fête de l'Indépendance", ar: "عيد الاستقلال" },
  { monthDay: "04-09", label: "Journée des Martyrs", ar: "عيد الشهداء" },
  { monthDay: "05-01", label: "Fête du Travail", ar: "عيد الشغل" },
  { monthDay: "07-25", label: "Fête de la République", ar: "عيد الجمهورية" },
  { monthDay: "08-13", label: "Fête de la Femme", ar: "عيد المرأة" },
  { monthDay: "10-15", label: "Fête de l'Évacuation", ar: "عيد الجلاء" },
  { monthDay: "12-17", label: "Fête de la Révolution", ar: "عيد الثورة" },
];

/**
 * A closure's label as a visitor reads it: as typed in French; in Arabic a
 * fixed holiday's Arabic name, and no label for one typed by hand (it is
 * French, and an Arabic page shows no French words).
 */
export function closureLabel(label: string, lang: "fr" | "ar"): string | undefined {
  if (lang === "fr") return label;
  return FIXED_HOLIDAYS.find((h) => h.label === label)?.ar;
}

/** The fixed-date holidays from `today` (included) through the next 12 months, in date order. */
export function fixedHolidays(today: string): Closure[] {
  const year = Number(today.slice(0, 4));
  const end = `${year + 1}${today.slice(4)}`;
  const out: Closure[] = [];
  for (const y of [year, year + 1]) {
    for (const h of FIXED_HOLIDAYS) {
      const date = `${y}-${h.monthDay}`;
      if (date >= today && date < end) out.push({ startDate: date, endDate: date, label: h.label });
    }
  }
  return out.sort((a, b) => a.startDate.localeCompare(b.startDate));
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTime(value: unknown): value is string {
  return typeof value === "string" && TIME.test(value);
}

export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export function timeOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

export function closureOn(rules: Pick<AvailabilityRules, "closures">, date: string) {
  return rules.closures.find((c) => c.startDate <= date && date <= c.endDate);
}

/** The slot start times of a day from its opening hours alone (closures not applied). */
export function slotsOfWeekday(hours: WeeklyHours, weekday: Weekday): string[] {
  const out: string[] = [];
  for (const [opens, closes] of hours[weekday]) {
    for (let t = minutesOf(opens); t + SLOT_MINUTES <= minutesOf(closes); t += SLOT_MINUTES) {
      out.push(timeOf(t));
    }
  }
  return out;
}

export type RefusalReason = "past" | "too-soon" | "too-far" | "closure" | "closed-day" | "hours";

/**
 * Whether a booking at `date` `time` (Tunis) is allowed by the rules at
 * `now`, capacity aside (that needs the database). The first broken rule wins.
 */
export function checkBooking(
  rules: AvailabilityRules,
  date: string,
  time: string,
  now: Date,
): { ok: true } | { ok: false; reason: RefusalReason } {
  const start = tunisInstant(date, time).getTime();
  const today = tunisWallClock(now).date;
  if (start <= now.getTime()) return { ok: false, reason: "past" };
  if (date > addDays(today, rules.horizonDays)) return { ok: false, reason: "too-far" };
  if (closureOn(rules, date)) return { ok: false, reason: "closure" };
  const ranges = rules.weeklyHours[weekdayOf(date)];
  if (ranges.length === 0) return { ok: false, reason: "closed-day" };
  const t = minutesOf(time);
  const inside = ranges.some(([o, c]) => minutesOf(o) <= t && t + SLOT_MINUTES <= minutesOf(c));
  if (!inside) return { ok: false, reason: "hours" };
  if (start - now.getTime() < rules.minNoticeMinutes * 60_000) {
    return { ok: false, reason: "too-soon" };
  }
  return { ok: true };
}

/**
 * A day as an appointment page shows it: a closed day's next open day comes
 * written out in the page's language by the server, so the browser carries
 * no date tables.
 */
export type ShownDay = DayAvailability & { nextOpenDayText?: string };

export type DayAvailability =
  | { kind: "open"; date: string; free: string[] }
  /** No free slot: closed, fully booked, past, too soon or beyond the horizon. */
  | {
      kind: "closed";
      date: string;
      reason: RefusalReason | "full";
      /** The next day with a free slot within the horizon, if any. */
      nextOpenDay: string | null;
      /** A closure's label («Aïd el-Fitr»), so the page names it rather than read as a full day. */
      closure?: string;
      /** Beyond the horizon: how many days ahead booking is open. */
      horizonDays?: number;
    };

/**
 * The free slots of `date`: the day's slots that the rules allow now and
 * whose bookings (`taken`: start time → pending and confirmed count) are
 * below capacity. `takenOn` gives the counts of other days, to find the next
 * open one.
 */
export function dayAvailability(
  rules: AvailabilityRules,
  date: string,
  now: Date,
  takenOn: (date: string) => ReadonlyMap<string, number>,
): DayAvailability {
  const free = freeSlots(rules, date, now, takenOn(date));
  if (free.length > 0) return { kind: "open", date, free };
  const reason = closedReason(rules, date, now);
  return {
    kind: "closed",
    date,
    reason,
    nextOpenDay: nextOpenDay(rules, date, now, takenOn),
    ...(reason === "closure" && { closure: closureOn(rules, date)?.label }),
    ...(reason === "too-far" && { horizonDays: rules.horizonDays }),
  };
}

export function freeSlots(
  rules: AvailabilityRules,
  date: string,
  now: Date,
  taken: ReadonlyMap<string, number>,
): string[] {
  return slotsOfWeekday(rules.weeklyHours, weekdayOf(date)).filter(
    (time) => checkBooking(rules, date, time, now).ok && (taken.get(time) ?? 0) < rules.capacity,
  );
}

function closedReason(rules: AvailabilityRules, date: string, now: Date): RefusalReason | "full" {
  const slots = slotsOfWeekday(rules.weeklyHours, weekdayOf(date));
  if (slots.length === 0) {
    const check = checkBooking(rules, date, "23:59", now);
    return check.ok ? "closed-day" : check.reason === "hours" ? "closed-day" : check.reason;
  }
  const reasons = slots.map((t) => checkBooking(rules, date, t, now));
  if (reasons.some((r) => r.ok)) return "full";
  const last = reasons[reasons.length - 1];
  return last && !last.ok ? last.reason : "closed-day";
}

/** The first day after `date` (and not before today) with a free slot, within the horizon. */
export function nextOpenDay(
  rules: AvailabilityRules,
  date: string,
  now: Date,
  takenOn: (date: string) => ReadonlyMap<string, number>,
): string | null {
  const today = tunisWallClock(now).date;
  const last = addDays(today, rules.horizonDays);
  if (date >= last) return null;
  let day = date < today ? today : addDays(date, 1);
  // Bounded by the horizon's length too: a date near year 9999 must not loop.
  for (let i = 0; i <= rules.horizonDays && day <= last; i++, day = addDays(day, 1)) {
    if (freeSlots(rules, day, now, takenOn(day)).length > 0) return day;
  }
  return null;
}
