import { describe, expect, it } from "vitest";
import { backupsToDelete, backupTime, isoWeek, KEEP_DAILY, KEEP_WEEKLY } from "./backup-retention";

const nameAt = (date: Date) => `backup-${date.toISOString().replace(/[:.]/g, "-")}.jsonl.gz`;

describe("backup retention", () => {
  it("names ISO weeks as calendars do", () => {
    expect(isoWeek(new Date("2026-11-23T10:00:00Z"))).toBe("2026-W48");
    expect(isoWeek(new Date("2027-01-01T10:00:00Z"))).toBe("2026-W53");
    expect(isoWeek(new Date("2025-12-29T10:00:00Z"))).toBe("2026-W01");
  });

  it("after 120 nights keeps 14 daily and 8 weekly backups, and nothing else", () => {
    const start = Date.UTC(2026, 6, 1, 2, 30);
    const names = Array.from({ length: 120 }, (_, i) => nameAt(new Date(start + i * 86_400_000)));
    const deleted = new Set(backupsToDelete(names));
    const kept = names.filter((n) => !deleted.has(n));
    // The last 14 nights, plus the newest of each of the 8 most recent weeks
    // (the two newest weeks already have theirs among the 14).
    expect(kept.slice(-KEEP_DAILY)).toEqual(names.slice(-KEEP_DAILY));
    const weeks = new Set(kept.map((n) => isoWeek(backupTime(n)!)));
    expect(weeks.size).toBe(KEEP_WEEKLY);
    expect(kept.length).toBeLessThanOrEqual(KEEP_DAILY + KEEP_WEEKLY);
    expect(kept.length).toBeGreaterThan(KEEP_DAILY);
  });

  it("keeps the newest of two backups taken the same day, and ignores other files", () => {
    const names = [
      "backup-2026-11-23T02-30-00-000Z.jsonl.gz",
      "backup-2026-11-23T14-00-00-000Z.jsonl.gz",
      "notes.txt",
      "backup-2026-11-23T15-00-00-000Z.jsonl.gz.partial",
    ];
    expect(backupsToDelete(names)).toEqual(["backup-2026-11-23T02-30-00-000Z.jsonl.gz"]);
  });
});
