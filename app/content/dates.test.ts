import { expect, test } from "vitest";
import { formatFrenchDate, rfc822Date } from "./dates";

test("ISO dates render in French long format without a time-zone shift", () => {
  expect(formatFrenchDate("2025-01-15")).toBe("15 janvier 2025");
  expect(formatFrenchDate("2025-01-05")).toBe("5 janvier 2025");
  expect(formatFrenchDate("2025-03-01")).toBe("1 mars 2025");
  expect(formatFrenchDate("2024-12-31")).toBe("31 décembre 2024");
});

test("RSS dates are RFC 822 at UTC midnight", () => {
  expect(rfc822Date("2025-01-15")).toBe("Wed, 15 Jan 2025 00:00:00 GMT");
  expect(() => rfc822Date("15/01/2025")).toThrow();
});
