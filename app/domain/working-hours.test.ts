import { tunisInstant } from "./calendar";
import { describe, expect, test } from "vitest";
import { DEFAULT_WEEKLY_HOURS } from "./availability";
import {
  addWorkingMinutes,
  formatWorkingMinutes,
  isPastPromise,
  median,
  workingMinutesBetween,
  type WorkingRules,
} from "./working-hours";

// Monday to Friday 09:00–12:00 and 14:00–17:00 (the defaults); 2026-12-01 is a Tuesday.
const rules: WorkingRules = {
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  closures: [{ startDate: "2026-12-17", endDate: "2026-12-18", label: "Fête de la Révolution" }],
};
const at = (date: string, time: string) => tunisInstant(date, time);

describe("working minutes between two instants", () => {
  test("within one opening period", () => {
    expect(workingMinutesBetween(at("2026-12-01", "09:10"), at("2026-12-01", "10:40"), rules)).toBe(
      90,
    );
  });

  test("the lunch break does not count", () => {
    expect(workingMinutesBetween(at("2026-12-01", "11:30"), at("2026-12-01", "14:30"), rules)).toBe(
      60,
    );
  });

  test("end of a day: the night does not count, the next morning does", () => {
    // 16:30 → 17:00 (30 min), then 09:00 → 10:00 the next day (60 min).
    expect(workingMinutesBetween(at("2026-12-01", "16:30"), at("2026-12-02", "10:00"), rules)).toBe(
      90,
    );
  });

  test("a request in the evening counts from the next opening", () => {
    expect(workingMinutesBetween(at("2026-12-01", "21:00"), at("2026-12-02", "09:45"), rules)).toBe(
      45,
    );
  });

  test("a weekend counts nothing: Friday evening to Monday morning", () => {
    // Friday 2026-12-04 16:00 → 17:00 (60), Saturday and Sunday closed, Monday 09:00 → 09:30 (30).
    expect(workingMinutesBetween(at("2026-12-04", "16:00"), at("2026-12-07", "09:30"), rules)).toBe(
      90,
    );
    expect(workingMinutesBetween(at("2026-12-05", "10:00"), at("2026-12-06", "16:00"), rules)).toBe(
      0,
    );
  });

  test("closed days (a closure of two days) count nothing", () => {
    // Wednesday 16 16:00 → 17:00 (60), Thursday 17 and Friday 18 closed, weekend, Monday 21 09:00 → 09:15.
    expect(workingMinutesBetween(at("2026-12-16", "16:00"), at("2026-12-21", "09:15"), rules)).toBe(
      75,
    );
  });

  test("an end before the start is no time at all", () => {
    expect(workingMinutesBetween(at("2026-12-02", "10:00"), at("2026-12-01", "10:00"), rules)).toBe(
      0,
    );
  });
});

describe("the promise's deadline: two working hours later", () => {
  test("a morning request: the same morning", () => {
    expect(addWorkingMinutes(at("2026-12-01", "09:30"), 120, rules)).toEqual(
      at("2026-12-01", "11:30"),
    );
  });

  test("across the lunch break", () => {
    expect(addWorkingMinutes(at("2026-12-01", "11:00"), 120, rules)).toEqual(
      at("2026-12-01", "15:00"),
    );
  });

  test("at the end of a day it runs on the next working morning", () => {
    expect(addWorkingMinutes(at("2026-12-01", "16:15"), 120, rules)).toEqual(
      at("2026-12-02", "10:15"),
    );
  });

  test("Friday afternoon → Monday; before a closure → after it", () => {
    expect(addWorkingMinutes(at("2026-12-04", "16:00"), 120, rules)).toEqual(
      at("2026-12-07", "10:00"),
    );
    expect(addWorkingMinutes(at("2026-12-16", "16:30"), 120, rules)).toEqual(
      at("2026-12-21", "10:30"),
    );
  });

  test("a request on a Sunday night is due on Monday at 11:00", () => {
    expect(addWorkingMinutes(at("2026-12-06", "23:00"), 120, rules)).toEqual(
      at("2026-12-07", "11:00"),
    );
  });

  test("no opening hours at all: no deadline", () => {
    const closed = {
      weeklyHours: { 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] },
      closures: [],
    };
    expect(addWorkingMinutes(at("2026-12-01", "09:00"), 120, closed)).toBeNull();
  });

  test("past the promise: more than 120 working minutes unanswered", () => {
    expect(isPastPromise(at("2026-12-01", "16:00"), at("2026-12-02", "09:59"), rules)).toBe(false);
    expect(isPastPromise(at("2026-12-01", "16:00"), at("2026-12-02", "10:01"), rules)).toBe(true);
  });
});

test("median and the dashboard's durations", () => {
  expect(median([])).toBeNull();
  expect(median([30, 10, 20])).toBe(20);
  expect(median([10, 20, 30, 40])).toBe(25);
  expect(formatWorkingMinutes(45)).toBe("45\u00a0min");
  expect(formatWorkingMinutes(125)).toBe("2\u00a0h\u00a005");
  expect(formatWorkingMinutes(120)).toBe("2\u00a0h");
});
