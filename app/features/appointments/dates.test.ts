import { expect, test } from "vitest";
import { clockTime } from "./dates";

test("a time of day reads «14 h 00» in French prose and stays 14:00 in Arabic", () => {
  expect(clockTime("14:00", "fr")).toBe("14\u00a0h\u00a000");
  expect(clockTime("09:30", "fr")).toBe("9\u00a0h\u00a030");
  expect(clockTime("09:30", "ar")).toBe("09:30");
  expect(clockTime("not a time", "fr")).toBe("not a time");
});
