import fc from "fast-check";
import { expect, test } from "vitest";
import { parseCookies, readCookie } from "./cookies";

test("reads names and decoded values", () => {
  const cookies = parseCookies('language=ar; theme="dark"; note=caf%C3%A9');
  expect(Object.fromEntries(cookies)).toEqual({ language: "ar", theme: "dark", note: "café" });
});

test("a malformed escape, a nameless or valueless pair is ignored, not thrown", () => {
  expect(readCookie("language=%E0%A4%A", "language")).toBeUndefined();
  expect(readCookie("=x; ; junk; language=ar", "language")).toBe("ar");
  expect(parseCookies(undefined).size).toBe(0);
});

test("the first occurrence of a name wins", () => {
  expect(readCookie("language=ar; language=fr", "language")).toBe("ar");
});

test("never throws, whatever the header", () => {
  fc.assert(
    fc.property(fc.string({ unit: "binary" }), (header) => {
      parseCookies(header);
    }),
    { numRuns: 500 },
  );
});
