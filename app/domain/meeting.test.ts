import { tunisInstant } from "./calendar";
import crypto from "node:crypto";
import { expect, test } from "vitest";
import {
  ROOM_RANDOM_LENGTH,
  ROOM_URL_PATTERN,
  beforeCutoff,
  isVideoBaseUrl,
  meetingRoomUrl,
  roomName,
  selfServiceCutoff,
} from "./meeting";

const secure = (below: number) => crypto.randomInt(below);

test("a room name carries 130 random bits and no two of 10 000 are alike", () => {
  // 26 characters from an alphabet of 32: log2(32) × 26 = 130 bits.
  expect(ROOM_RANDOM_LENGTH * Math.log2(32)).toBeGreaterThanOrEqual(128);
  const names = new Set(Array.from({ length: 10_000 }, () => roomName(secure)));
  expect(names.size).toBe(10_000);
  for (const name of [...names].slice(0, 50)) {
    expect(meetingRoomUrl("https://meet.jit.si", name)).toMatch(ROOM_URL_PATTERN);
  }
  // Every character of the alphabet is drawn, evenly enough (no modulo bias toward a few).
  const counts = new Map<string, number>();
  for (const name of names) {
    for (const c of name.slice(-ROOM_RANDOM_LENGTH)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  expect(counts.size).toBe(32);
  const expected = (10_000 * ROOM_RANDOM_LENGTH) / 32;
  for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.1);
});

test("the room's address on the configured server, with or without a trailing slash", () => {
  expect(meetingRoomUrl("https://meet.jit.si/", "DigiSolutions-x")).toBe(
    "https://meet.jit.si/DigiSolutions-x",
  );
  expect(meetingRoomUrl("https://visio.example.tn/salles", "R")).toBe(
    "https://visio.example.tn/salles/R",
  );
  for (const ok of ["https://meet.jit.si", "https://visio.example.tn/salles"])
    expect(isVideoBaseUrl(ok), ok).toBe(true);
  for (const bad of [
    "http://meet.jit.si",
    "javascript:alert(1)",
    "https://",
    "https://a b",
    "https://x?y=1",
    `https://${"a".repeat(200)}`,
  ])
    expect(isVideoBaseUrl(bad), bad).toBe(false);
});

test("the cut-off: open until one minute before it, closed exactly at it and after", () => {
  const start = tunisInstant("2026-12-02", "10:00");
  const cutoff = selfServiceCutoff("2026-12-02", "10:00", 24);
  expect(cutoff.toISOString()).toBe(new Date(start.getTime() - 24 * 3_600_000).toISOString());
  const at = (ms: number) =>
    beforeCutoff("2026-12-02", "10:00", 24, new Date(cutoff.getTime() + ms));
  expect(at(-60_000)).toBe(true);
  expect(at(0)).toBe(false);
  expect(at(60_000)).toBe(false);
  // 0 hours: open until the start itself.
  expect(beforeCutoff("2026-12-02", "10:00", 0, new Date(start.getTime() - 60_000))).toBe(true);
  expect(beforeCutoff("2026-12-02", "10:00", 0, start)).toBe(false);
});
