import { expect, test } from "vitest";
import { formatArabicDate, formatContentDate, formatFrenchDate, rfc822Date } from "./dates";

test("ISO dates render in French long format without a time-zone shift", () => {
  expect(formatFrenchDate("2025-01-15")).toBe("15 janvier 2025");
  expect(formatFrenchDate("2025-01-05")).toBe("5 janvier 2025");
  expect(formatFrenchDate("2025-03-01")).toBe("1 mars 2025");
  expect(formatFrenchDate("2024-12-31")).toBe("31 décembre 2024");
  expect(formatFrenchDate("2025-03-03", { weekday: true })).toBe("lundi 3 mars 2025");
});

test("Arabic dates: the twelve months as Tunisia writes them, Western digits, no comma after the weekday", () => {
  const months = Array.from(
    { length: 12 },
    (_, m) => formatArabicDate(`2025-${String(m + 1).padStart(2, "0")}-01`).split(" ")[1],
  );
  expect(months).toEqual([
    "جانفي",
    "فيفري",
    "مارس",
    "أفريل",
    "ماي",
    "جوان",
    "جويلية",
    "أوت",
    "سبتمبر",
    "أكتوبر",
    "نوفمبر",
    "ديسمبر",
  ]);
  expect(formatArabicDate("2025-12-31", { weekday: true })).toBe("الأربعاء 31 ديسمبر 2025");
});

test("malformed dates are refused", () => {
  expect(() => formatFrenchDate("15/01/2025")).toThrow();
  expect(() => formatFrenchDate("2025-13-01")).toThrow();
});

test("RSS dates are RFC 822 at UTC midnight", () => {
  expect(rfc822Date("2025-01-15")).toBe("Wed, 15 Jan 2025 00:00:00 GMT");
  expect(() => rfc822Date("15/01/2025")).toThrow();
});

test("a day in either language, with its weekday when asked, month names as Tunisia writes them", () => {
  expect(formatContentDate("2025-01-15", "fr", { weekday: true })).toBe("mercredi 15 janvier 2025");
  expect(formatContentDate("2025-01-15", "ar", { weekday: true })).toBe("الأربعاء 15 جانفي 2025");
  expect(formatContentDate("2025-08-03", "ar")).toBe("3 أوت 2025");
});
