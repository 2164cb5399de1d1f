import { expect, test } from "vitest";
import { parseListQuery } from "./schema";

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

test("drops what the database would refuse instead of failing the page", () => {
  expect(parse({ from: "2026-02-30", to: "2026-13-01" })).toMatchObject({
    from: undefined,
    to: undefined,
  });
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
