import { expect, test } from "vitest";
import { INVALID_FILTER_CHARACTERS, INVALID_FILTER_DATE, parseListQuery } from "./schema";
import { Refused } from "~/domain/result";

const parse = (params: Record<string, string>) =>
  parseListQuery("order", new URLSearchParams(params));

test("defaults: no filter, newest first, page 1", () => {
  expect(parse({})).toEqual({
    q: undefined,
    status: undefined,
    from: undefined,
    to: undefined,
    sort: "recent",
    page: 1,
  });
});

test("keeps valid values and trims the search", () => {
  expect(
    parse({
      q: "  Sami ",
      status: "shipped",
      from: "2026-02-28",
      to: "2026-03-01",
      sort: "oldest",
      page: "3",
    }),
  ).toEqual({
    q: "Sami",
    status: "shipped",
    from: "2026-02-28",
    to: "2026-03-01",
    sort: "oldest",
    page: 3,
  });
});

test("drops unknown statuses, sorts and pages instead of failing the page", () => {
  expect(parse({ status: "volée", sort: "x", page: "-1", q: "a".repeat(101) })).toMatchObject({
    status: undefined,
    sort: "recent",
    page: 1,
    q: undefined,
  });
  expect(
    parseListQuery("appointment", new URLSearchParams({ status: "shipped" })).status,
  ).toBeUndefined();
});

test.each(["2026-02-30", "2026-13-01", "0000-01-01", "0000-00-00", "1899-12-31", "hier"])(
  "refuses the impossible date %j with a French message",
  (day) => {
    expect(() => parse({ from: day })).toThrow(INVALID_FILTER_DATE);
    expect(() => parse({ to: day })).toThrow(Refused);
  },
);

test("refuses a NUL byte or another control character in a filter", () => {
  expect(() => parse({ q: "a\u0000b" })).toThrow(INVALID_FILTER_CHARACTERS);
  expect(() => parse({ from: "2026-01-01\u0000" })).toThrow(Refused);
  expect(parse({ from: "", to: "" })).toMatchObject({ from: undefined, to: undefined });
});
