import { tunisInstant, tunisWallClock } from "~/domain/calendar";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { appointments, bookingClosures } from "../../db/schema";
import {
  DEFAULT_RULES,
  checkBooking,
  dayAvailability,
  fixedHolidays,
  type AvailabilityRules,
} from "~/domain/availability";
import { addClosure, loadRules, saveRules } from "~/features/appointments/availability.server";
import { Refused } from "~/domain/result";
import { createAppointment, type NewAppointment } from "~/features/appointments/create.server";
import { availabilityOn } from "~/features/appointments/submit.server";
import { withTestDatabase } from "../support/test-database";

/**
 * Availability rules of appointments, on the database the tests run on
 * (PGlite, or PostgreSQL with DATABASE_URL): opening hours, closures,
 * notice, horizon, capacity, Tunis time around midnight, and the race for
 * the last place of a slot.
 */
const database = withTestDatabase();

// Monday 23 November 2026, 10:00 in Tunis.
const NOW = tunisInstant("2026-11-23", "10:00");
const rules = (over: Partial<AvailabilityRules> = {}): AvailabilityRules => ({
  ...DEFAULT_RULES,
  closures: [],
  ...over,
});

const visitor = (over: Partial<NewAppointment> = {}): NewAppointment => ({
  name: "Leila Trabelsi",
  email: "leila@example.com",
  phone: "71000000",
  company: null,
  service: "digimed",
  preferredDate: "2026-11-25",
  preferredTime: "10:00",
  message: null,
  language: "fr",
  ...over,
});

describe("the rules", () => {
  test("opening hours: weekdays 09:00–17:00 minus lunch, weekend closed", () => {
    const r = rules();
    expect(checkBooking(r, "2026-11-25", "10:00", NOW)).toEqual({ ok: true });
    expect(checkBooking(r, "2026-11-25", "16:00", NOW)).toEqual({ ok: true });
    // A one-hour slot must end by closing time.
    expect(checkBooking(r, "2026-11-25", "16:30", NOW)).toEqual({ ok: false, reason: "hours" });
    expect(checkBooking(r, "2026-11-25", "12:30", NOW)).toEqual({ ok: false, reason: "hours" });
    expect(checkBooking(r, "2026-11-25", "08:59", NOW)).toEqual({ ok: false, reason: "hours" });
    // Sunday 29 November 2026, 03:00.
    expect(checkBooking(r, "2026-11-29", "03:00", NOW)).toEqual({
      ok: false,
      reason: "closed-day",
    });
  });

  test("closures, single days and ranges", () => {
    const r = rules({
      closures: [
        { startDate: "2026-11-26", endDate: "2026-11-26", label: "Inventaire" },
        { startDate: "2026-12-01", endDate: "2026-12-03", label: "Aïd" },
      ],
    });
    expect(checkBooking(r, "2026-11-26", "10:00", NOW)).toEqual({ ok: false, reason: "closure" });
    expect(checkBooking(r, "2026-12-02", "10:00", NOW)).toEqual({ ok: false, reason: "closure" });
    expect(checkBooking(r, "2026-12-04", "10:00", NOW)).toEqual({ ok: true });
  });

  test("minimum notice (2 hours by default) and horizon (60 days by default)", () => {
    const r = rules();
    expect(checkBooking(r, "2026-11-23", "11:00", NOW)).toEqual({ ok: false, reason: "too-soon" });
    expect(checkBooking(r, "2026-11-23", "09:00", NOW)).toEqual({ ok: false, reason: "past" });
    expect(checkBooking(r, "2026-11-23", "14:00", NOW)).toEqual({ ok: true });
    // 60 days after 23 November is 22 January 2027 (a Friday).
    expect(checkBooking(r, "2027-01-22", "10:00", NOW)).toEqual({ ok: true });
    expect(checkBooking(r, "2027-01-25", "10:00", NOW)).toEqual({ ok: false, reason: "too-far" });
  });

  test("Tunis time around midnight: the day turns at 23:00 UTC, all year (no DST)", () => {
    // 23:30 UTC on Sunday is already Monday 00:30 in Tunis.
    expect(tunisWallClock(new Date("2026-11-22T23:30:00Z"))).toEqual({
      date: "2026-11-23",
      time: "00:30",
    });
    expect(tunisWallClock(new Date("2026-07-12T22:59:00Z"))).toEqual({
      date: "2026-07-12",
      time: "23:59",
    });
    // Summer and winter alike: 09:00 in Tunis is 08:00 UTC.
    expect(tunisInstant("2026-07-15", "09:00").toISOString()).toBe("2026-07-15T08:00:00.000Z");
    expect(tunisInstant("2026-01-15", "09:00").toISOString()).toBe("2026-01-15T08:00:00.000Z");
    // At 23:30 UTC on Sunday, Monday 09:00 is 8h30 away: bookable; at 07:30 UTC it is too soon.
    const r = rules();
    expect(checkBooking(r, "2026-11-23", "09:00", new Date("2026-11-22T23:30:00Z")).ok).toBe(true);
    expect(checkBooking(r, "2026-11-23", "09:00", new Date("2026-11-23T07:30:00Z"))).toEqual({
      ok: false,
      reason: "too-soon",
    });
  });

  test("the fixed-date Tunisian holidays of the next twelve months", () => {
    const days = fixedHolidays("2026-11-23").map((h) => h.startDate);
    expect(days).toEqual([
      "2026-12-17",
      "2027-01-01",
      "2027-03-20",
      "2027-04-09",
      "2027-05-01",
      "2027-07-25",
      "2027-08-13",
      "2027-10-15",
    ]);
  });

  test("a day at the end of the calendar answers at once (no endless search)", () => {
    const empty = new Map<string, number>();
    for (const date of ["9999-12-31", "0000-01-01", "2027-01-22", "2027-01-23"]) {
      const day = dayAvailability(rules(), date, NOW, () => empty);
      expect(day.kind).toBe(date === "2027-01-22" ? "open" : "closed");
    }
  });

  test("a closed day proposes the next open day", () => {
    const empty = new Map<string, number>();
    const saturday = dayAvailability(rules(), "2026-11-28", NOW, () => empty);
    expect(saturday).toMatchObject({
      kind: "closed",
      reason: "closed-day",
      nextOpenDay: "2026-11-30",
    });
    const full = new Map(["09:00", "10:00", "11:00", "14:00", "15:00", "16:00"].map((t) => [t, 1]));
    const day = dayAvailability(rules(), "2026-11-24", NOW, (d) =>
      d === "2026-11-24" ? full : empty,
    );
    expect(day).toMatchObject({ kind: "closed", reason: "full", nextOpenDay: "2026-11-25" });
  });
});

describe("in the database", () => {
  test("a fresh install gets the defaults and the holidays, once", async () => {
    const first = await loadRules(database.handle().db, NOW);
    expect(first.minNoticeMinutes).toBe(120);
    expect(first.horizonDays).toBe(60);
    expect(first.capacity).toBe(1);
    expect(first.closures.map((c) => c.startDate)).toContain("2026-12-17");
    await loadRules(database.handle().db, NOW);
    const rows = await database.handle().db.select().from(bookingClosures);
    expect(rows).toHaveLength(8);
  });

  test("only free slots: pending and confirmed take a place, cancelled frees it", async () => {
    await createAppointment(database.handle().db, visitor(), "k1", { now: NOW });
    const [second] = await database
      .handle()
      .db.insert(appointments)
      .values({ ...visitor({ preferredTime: "11:00" }), status: "cancelled" })
      .returning();
    expect(second).toBeDefined();
    const day = await availabilityOn(database.handle().db, "2026-11-25", NOW);
    expect(day).toEqual({
      kind: "open",
      date: "2026-11-25",
      free: ["09:00", "11:00", "14:00", "15:00", "16:00"],
    });
    await expect(
      createAppointment(database.handle().db, visitor(), "k2", { now: NOW }),
    ).rejects.toThrow(Refused);
    // The same request again (same key) is the first one, not a refusal.
    const again = await createAppointment(database.handle().db, visitor(), "k1", { now: NOW });
    expect(again.created).toBe(false);
  });

  test("an administrator's closure and capacity apply at once", async () => {
    await addClosure(
      database.handle().db,
      { startDate: "2026-11-25", endDate: "2026-11-25", label: "Séminaire" },
      NOW,
    );
    expect(await availabilityOn(database.handle().db, "2026-11-25", NOW)).toMatchObject({
      kind: "closed",
      reason: "closure",
      nextOpenDay: "2026-11-26",
    });
    const refused = await createAppointment(database.handle().db, visitor(), "k1", {
      now: NOW,
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Refused);
    expect(refused).toMatchObject({ refusal: { status: 409, reason: "closure" } });
    const current = await loadRules(database.handle().db, NOW);
    await saveRules(database.handle().db, { ...current, capacity: 2 }, NOW);
    const thursday = visitor({ preferredDate: "2026-11-26" });
    await createAppointment(database.handle().db, thursday, "a", { now: NOW });
    await createAppointment(database.handle().db, thursday, "b", { now: NOW });
    await expect(
      createAppointment(database.handle().db, thursday, "c", { now: NOW }),
    ).rejects.toThrow(Refused);
  });

  test("two visitors race for the last place: one success, one refusal", async () => {
    for (const date of ["2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10", "2026-12-11"]) {
      const results = await Promise.allSettled(
        ["x", "y", "z"].map((who) =>
          createAppointment(
            database.handle().db,
            visitor({ preferredDate: date, name: who }),
            `${date}${who}`,
            {
              now: NOW,
            },
          ),
        ),
      );
      const ok = results.filter((r) => r.status === "fulfilled");
      const refused = results.filter((r) => r.status === "rejected");
      expect([ok.length, refused.length]).toEqual([1, 2]);
      for (const r of refused) {
        expect(r.reason).toBeInstanceOf(Refused);
        expect(r.reason).toMatchObject({ refusal: { reason: "full" } });
      }
      const rows = await database
        .handle()
        .db.select()
        .from(appointments)
        .where(eq(appointments.preferredDate, date));
      expect(rows).toHaveLength(1);
    }
  });
});
