import { expect, test } from "vitest";
import { isSameOrigin } from "./same-origin.server";

const SELF = "http://127.0.0.1:3000";

test("Origin: null passes only when the browser says the request is same-origin", () => {
  // A form posted from a page with `Referrer-Policy: no-referrer`.
  expect(isSameOrigin("null", "same-origin", SELF)).toBe(true);
  // A sandboxed frame or a cross-site redirect also sends Origin: null.
  expect(isSameOrigin("null", "cross-site", SELF)).toBe(false);
  expect(isSameOrigin("null", "same-site", SELF)).toBe(false);
  expect(isSameOrigin("null", null, SELF)).toBe(false);
});

test("a named origin must be ours; no Origin falls back to Sec-Fetch-Site", () => {
  expect(isSameOrigin(SELF, "same-origin", SELF)).toBe(true);
  expect(isSameOrigin("https://evil.example", "same-origin", SELF)).toBe(false);
  expect(isSameOrigin(null, null, SELF)).toBe(true);
  expect(isSameOrigin(null, "cross-site", SELF)).toBe(false);
});
