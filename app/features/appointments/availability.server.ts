import { addDays, tunisWallClock } from "~/domain/calendar";
import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { appointments, bookingClosures, bookingSettings } from "../../../db/schema";
import {
  DEFAULT_RULES,
  HOLDING_STATUSES,
  WEEKDAYS,
  fixedHolidays,
  isTime,
  type AvailabilityRules,
  type Closure,
  type OpeningRange,
  type WeeklyHours,
} from "~/domain/availability";

export type StoredClosure = Closure & { id: string };
export type StoredRules = Omit<AvailabilityRules, "closures"> & { closures: StoredClosure[] };

/** Opening hours read back from the database, anything malformed dropped. */
export function parseWeeklyHours(value: unknown): WeeklyHours {
  const source = (typeof value === "object" && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const out = {} as Record<number, OpeningRange[]>;
  for (const day of WEEKDAYS) {
    const ranges = Array.isArray(source[day]) ? (source[day] as unknown[]) : [];
    out[day] = ranges.filter(
      (r): r is OpeningRange =>
        Array.isArray(r) && r.length === 2 && isTime(r[0]) && isTime(r[1]) && r[0] < r[1],
    );
  }
  return out as unknown as WeeklyHours;
}

/**
 * The booking rules. The first read of a fresh install writes the defaults
 * and the fixed-date public holidays of the next twelve months (once: the
 * settings row is the marker, inserted in the same transaction).
 */
export async function loadRules(db: Database, now = new Date()): Promise<StoredRules> {
  let [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  if (!row) {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(bookingSettings)
        .values({ id: 1, ...DEFAULT_RULES })
        .onConflictDoNothing()
        .returning({ id: bookingSettings.id });
      if (inserted.length > 0) {
        const holidays = fixedHolidays(tunisWallClock(now).date);
        if (holidays.length > 0) await tx.insert(bookingClosures).values(holidays);
      }
    });
    [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
    if (!row) throw new Error("booking settings missing after insert");
  }
  const closures = await db
    .select({
      id: bookingClosures.id,
      startDate: bookingClosures.startDate,
      endDate: bookingClosures.endDate,
      label: bookingClosures.label,
    })
    .from(bookingClosures)
    .where(gte(bookingClosures.endDate, addDays(tunisWallClock(now).date, -1)))
    .orderBy(asc(bookingClosures.startDate));
  return {
    weeklyHours: parseWeeklyHours(row.weeklyHours),
    minNoticeMinutes: row.minNoticeMinutes,
    horizonDays: row.horizonDays,
    capacity: row.capacity,
    reminderHours: row.reminderHours,
    closures,
  };
}

export type RulesUpdate = Omit<AvailabilityRules, "closures">;

export function saveRules(db: Database, rules: RulesUpdate, now = new Date()) {
  return saveBookingSettings(db, rules, now);
}

/** Writes some of the booking settings (rules, demo settings) to their one row. */
export async function saveBookingSettings(
  db: Database,
  values: Partial<typeof bookingSettings.$inferInsert>,
  now: Date,
) {
  await loadRules(db, now); // a fresh install gets its row and its holidays first
  await db
    .update(bookingSettings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(bookingSettings.id, 1));
}

export async function addClosure(db: Database, closure: Closure, now = new Date()) {
  await loadRules(db, now);
  await db.insert(bookingClosures).values(closure);
}

export async function removeClosure(db: Database, id: string): Promise<boolean> {
  const removed = await db
    .delete(bookingClosures)
    .where(eq(bookingClosures.id, id))
    .returning({ id: bookingClosures.id });
  return removed.length > 0;
}

/** Places taken per day and start time, pending and confirmed appointments, between two days. */
export async function takenBetween(
  db: Database,
  from: string,
  to: string,
): Promise<Map<string, Map<string, number>>> {
  const rows = await db
    .select({
      date: appointments.preferredDate,
      time: appointments.preferredTime,
      count: sql<number>`count(*)::int`,
    })
    .from(appointments)
    .where(
      and(
        gte(appointments.preferredDate, from),
        lte(appointments.preferredDate, to),
        inArray(appointments.status, [...HOLDING_STATUSES]),
      ),
    )
    .groupBy(appointments.preferredDate, appointments.preferredTime);
  const out = new Map<string, Map<string, number>>();
  for (const r of rows) {
    let day = out.get(r.date);
    if (!day) out.set(r.date, (day = new Map()));
    day.set(r.time, Number(r.count));
  }
  return out;
}

/** Appointments one slot holds, as set in the availability rules (the default before any is saved). */
export async function slotCapacity(db: Database): Promise<number> {
  const [row] = await db
    .select({ capacity: bookingSettings.capacity })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, 1));
  return row?.capacity ?? DEFAULT_RULES.capacity;
}

/**
 * Serialises bookings and confirmations of one slot until the transaction
 * ends (the same key as the back office's confirmation), so two requests for
 * the last place cannot both count it free.
 */
export async function lockSlot(tx: Database, date: string, time: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${date} ${time}`}))`);
}

export async function placesTaken(tx: Database, date: string, time: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.preferredDate, date),
        eq(appointments.preferredTime, time),
        inArray(appointments.status, [...HOLDING_STATUSES]),
      ),
    );
  return Number(row?.count ?? 0);
}
