import { expect, test } from "vitest";
import { countOf, formatWait } from "./durations";

test("French: singular for 1 (and 0), plural from 2", () => {
  expect(formatWait("fr", 1)).toBe("1 seconde");
  expect(formatWait("fr", 2)).toBe("2 secondes");
  expect(formatWait("fr", 59)).toBe("59 secondes");
  expect(formatWait("fr", 60)).toBe("1 minute");
  expect(formatWait("fr", 61)).toBe("2 minutes");
  expect(formatWait("fr", 0.2)).toBe("1 seconde");
});

test("Arabic: the six plural forms (one, dual, 3–10, 11–99, hundreds)", () => {
  expect(formatWait("ar", 1)).toBe("ثانية واحدة");
  expect(formatWait("ar", 2)).toBe("ثانيتين");
  expect(formatWait("ar", 3)).toBe("3 ثوانٍ");
  expect(formatWait("ar", 10)).toBe("10 ثوانٍ");
  expect(formatWait("ar", 11)).toBe("11 ثانية");
  expect(formatWait("ar", 45)).toBe("45 ثانية");
  expect(formatWait("ar", 120)).toBe("دقيقتين");
  expect(formatWait("ar", 300)).toBe("5 دقائق");
  expect(countOf("ar", 100, "minute")).toBe("100 دقيقة");
  expect(countOf("ar", 103, "second")).toBe("103 ثوانٍ");
  expect(countOf("ar", 0, "second")).toBe("0 ثانية");
});
