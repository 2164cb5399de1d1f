import { expect, test } from "vitest";
import { buildIcs, foldLine } from "./ics";

test("an appointment becomes an iCalendar event in Africa/Tunis time", () => {
  const { method, content } = buildIcs(
    {
      uid: "abc@example.com",
      date: "2025-03-04",
      time: "14:00",
      durationMinutes: 60,
      summary: "Rendez-vous DigiSolutions : DigiMed, démo",
      description: "Ligne 1\nLigne 2; fin",
      status: "pending",
      sequence: 0,
      stamp: new Date("2025-03-01T08:09:10.123Z"),
    },
    "PUBLISH",
  );
  expect(method).toBe("PUBLISH");
  expect(content).toContain("DTSTART;TZID=Africa/Tunis:20250304T140000\r\n");
  expect(content).toContain("DTSTAMP:20250301T080910Z\r\n");
  expect(content).toContain("SUMMARY:Rendez-vous DigiSolutions : DigiMed\\, démo\r\n");
  expect(content).toContain("DESCRIPTION:Ligne 1\\nLigne 2\\; fin\r\n");
  expect(content).toContain("STATUS:TENTATIVE");
  expect(content.endsWith("END:VCALENDAR\r\n")).toBe(true);
});

test("a cancelled appointment cancels the event", () => {
  const { method, content } = buildIcs(
    {
      uid: "abc@example.com",
      date: "2025-03-04",
      time: "14:00",
      durationMinutes: 60,
      summary: "x",
      description: "y",
      status: "cancelled",
      sequence: 1,
      stamp: new Date(),
    },
    "CANCEL",
  );
  expect(method).toBe("CANCEL");
  expect(content).toContain("STATUS:CANCELLED");
  expect(content).toContain("SEQUENCE:1");
});

test("long lines are folded at 75 octets without splitting a character", () => {
  const line = `DESCRIPTION:${"é".repeat(100)}`;
  const folded = foldLine(line);
  for (const part of folded.split("\r\n")) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
  expect(
    folded
      .split("\r\n")
      .map((p, i) => (i ? p.slice(1) : p))
      .join(""),
  ).toBe(line);
});
