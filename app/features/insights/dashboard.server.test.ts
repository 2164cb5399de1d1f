import { expect, test } from "vitest";
import { isSnapshotTime } from "./dashboard.server";

test.each([
  "2026-11-23 18:00:00.123456+00",
  "2026-11-23T18:00:00Z",
  "2026-02-28 23:59:59+01:00",
  "2024-02-29T00:00:00-0330",
])("accepts the dashboard's timestamp %j", (value) => {
  expect(isSnapshotTime(value)).toBe(true);
});

test.each([
  "0000-01-01T00:00:00Z",
  "2026-02-30T00:00:00Z",
  "2026-13-01T00:00:00Z",
  "2026-01-01T24:00:00Z",
  "2026-01-01T23:60:00Z",
  "9999-12-31T23:59:59+99:99",
  "2026-01-01T00:00:00\u0000Z",
  "hier",
])("refuses %j before it reaches PostgreSQL", (value) => {
  expect(isSnapshotTime(value)).toBe(false);
});
