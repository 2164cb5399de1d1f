/**
 * Which nightly backups to keep: the newest of each of the last 14 days that
 * have one, and the newest of each of the last 8 ISO weeks that have one.
 * Files are named backup-<ISO time with - for : and .>.jsonl.gz (scripts/backup.ts).
 */
export const KEEP_DAILY = 14;
export const KEEP_WEEKLY = 8;

const NAME = /^backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.jsonl\.gz$/;

export function backupTime(name: string): Date | undefined {
  const m = NAME.exec(name);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, ms] = m;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`);
}

/** The ISO week of a date (UTC), e.g. "2026-W48". */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the Thursday of this week decides its year
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** The backup files among `names` to delete; names that are not backups are never touched. */
export function backupsToDelete(names: string[]): string[] {
  const backups = names
    .map((name) => ({ name, time: backupTime(name) }))
    .filter((b): b is { name: string; time: Date } => b.time !== undefined)
    .sort((a, b) => b.time.getTime() - a.time.getTime());
  const keep = new Set<string>();
  const keepNewestPer = (period: (d: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const b of backups) {
      const key = period(b.time);
      if (seen.has(key)) continue;
      seen.add(key);
      if (seen.size > count) break;
      keep.add(b.name);
    }
  };
  keepNewestPer((d) => d.toISOString().slice(0, 10), KEEP_DAILY);
  keepNewestPer(isoWeek, KEEP_WEEKLY);
  return backups.filter((b) => !keep.has(b.name)).map((b) => b.name);
}
