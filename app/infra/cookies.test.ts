import fc from "fast-check";
import { expect, test } from "vitest";
import { FUZZ_RUNS, FUZZ_SEED } from "../../tests/support/fuzz";
import { parseCookies, readCookie, writeCookie } from "./cookies";

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

// FUZZ_RUNS headers from the fixed FUZZ_SEED (a failure replays); a
// milliseconds' job on a quiet machine, given a minute on a loaded one.
test("never throws, whatever the header", { timeout: 60_000 }, () => {
  fc.assert(
    fc.property(fc.string({ unit: "binary" }), (header) => {
      parseCookies(header);
    }),
    { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
  );
});

test("a written cookie reads back, its value encoded", () => {
  const written = writeCookie("note", "café; x", { path: "/", maxAge: 60, sameSite: "lax" });
  expect(written).toBe("note=caf%C3%A9%3B%20x; Max-Age=60; Path=/; SameSite=Lax");
  expect(readCookie(written.split(";")[0], "note")).toBe("café; x");
});
