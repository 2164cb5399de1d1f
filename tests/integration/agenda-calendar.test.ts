import { tunisInstant } from "~/domain/calendar";
import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { appointments, bookingClosures, calendarFeeds, userRoles, users } from "../../db/schema";
import { withTestDatabase } from "../support/test-database";
import { appointment } from "../e2e/back-office-support";
import { currentMonday, weekOfParam } from "../../app/domain/agenda";
import { loadWeek } from "../../app/features/appointments/agenda.server";
import { saveRules, loadRules } from "../../app/features/appointments/availability.server";
import {
  feedCalendar,
  feedState,
  issueFeedToken,
  revokeFeed,
  tokenOfSegment,
} from "../../app/features/appointments/calendar-feed.server";
import { changeStatus } from "../../app/features/back-office/status.server";
import { getAppointment } from "../../app/features/back-office/records.server";
import { deleteRole, setRole } from "../../app/features/administrators/users.server";
import { resetAccess } from "../../app/features/administrators/administrators.server";

const { db } = withTestDatabase();

const SITE = { url: "https://www.example.tn", name: "DigiSolutions" };

async function addAdmin(id = "admin-1") {
  await db()
    .insert(users)
    .values({ id, name: id, email: `${id}@example.tn` });
  await db().insert(userRoles).values({ userId: id, role: "admin" });
}

describe("agenda week", () => {
  test("the ?semaine= value names its week, Monday to Sunday; anything else is refused", () => {
    const now = new Date("2030-03-13T10:00:00Z"); // a Wednesday
    expect(weekOfParam(null, now)).toBe("2030-03-11");
    expect(weekOfParam("", now)).toBe("2030-03-11");
    expect(weekOfParam("2030-03-11", now)).toBe("2030-03-11"); // Monday: its own week
    expect(weekOfParam("2030-03-17", now)).toBe("2030-03-11"); // Sunday: the week it ends
    expect(weekOfParam("2030-03-18", now)).toBe("2030-03-18"); // next Monday
    expect(weekOfParam("2029-01-01", now)).toBe("2029-01-01");
    expect(weekOfParam("2027-01-01", now)).toBe("2026-12-28"); // a week across the new year
    for (const hostile of [
      "2030-02-30",
      "2030-3-1",
      "20300311",
      "1999-12-31",
      "2000-01-01", // its Monday is in 1999
      "2100-01-04",
      "9999-12-31",
      "0000-01-01",
      "'; DROP TABLE appointments; --",
      "2030-03-11T00:00",
      " 2030-03-11",
      "2030-03-11\u0000",
      "a".repeat(5000),
    ]) {
      expect(weekOfParam(hostile, now), hostile).toBeNull();
    }
  });

  test("this week follows Tunis time around midnight", () => {
    // Sunday 23:30 UTC is already Monday 00:30 in Tunis.
    expect(currentMonday(new Date("2030-03-17T23:30:00Z"))).toBe("2030-03-18");
    expect(currentMonday(new Date("2030-03-17T22:59:00Z"))).toBe("2030-03-11");
  });

  test("a week holds its Monday and Sunday appointments, not its neighbours', with hours and closures", async () => {
    await db()
      .insert(appointments)
      .values([
        appointment({ name: "Dimanche avant", preferredDate: "2030-03-10" }),
        appointment({ name: "Lundi 14h", preferredDate: "2030-03-11", preferredTime: "14:00" }),
        appointment({ name: "Lundi 9h", preferredDate: "2030-03-11", preferredTime: "09:00" }),
        appointment({ name: "Dimanche", preferredDate: "2030-03-17", status: "confirmed" }),
        appointment({ name: "Lundi après", preferredDate: "2030-03-18" }),
        appointment({ name: "Annulé", preferredDate: "2030-03-13", status: "cancelled" }),
      ]);
    await db()
      .insert(bookingClosures)
      .values([
        { startDate: "2030-03-08", endDate: "2030-03-11", label: "Congés d'hiver" },
        { startDate: "2030-03-17", endDate: "2030-03-17", label: "Journée portes fermées" },
        { startDate: "2030-03-18", endDate: "2030-03-20", label: "Semaine suivante" },
      ]);
    const days = await loadWeek(db(), "2030-03-11", new Date("2030-03-13T10:00:00Z"));
    expect(days.map((d) => d.date)).toEqual([
      "2030-03-11",
      "2030-03-12",
      "2030-03-13",
      "2030-03-14",
      "2030-03-15",
      "2030-03-16",
      "2030-03-17",
    ]);
    const names = days.map((d) => d.appointments.map((a) => a.name));
    expect(names).toEqual([["Lundi 9h", "Lundi 14h"], [], ["Annulé"], [], [], [], ["Dimanche"]]);
    expect(days[2]!.appointments[0]!.status).toBe("cancelled");
    expect(days.map((d) => d.closure?.label ?? null)).toEqual([
      "Congés d'hiver",
      null,
      null,
      null,
      null,
      null,
      "Journée portes fermées",
    ]);
    // Default hours: weekdays open, the weekend closed.
    expect(days[1]!.hours).toEqual([
      ["09:00", "12:00"],
      ["14:00", "17:00"],
    ]);
    expect(days[5]!.hours).toEqual([]);
    expect(days[6]!.hours).toEqual([]);
  });

  test("a past week shows its own closures", async () => {
    await loadRules(db(), new Date("2030-03-13T10:00:00Z"));
    await db()
      .insert(bookingClosures)
      .values({ startDate: "2020-05-01", endDate: "2020-05-01", label: "Fête du Travail" });
    const days = await loadWeek(db(), "2020-04-27", new Date("2030-03-13T10:00:00Z"));
    expect(days[4]!.closure?.label).toBe("Fête du Travail");
  });
});

/** The feed parsed by ical.js, its events with what the tests look at. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: vevent.getFirstPropertyValue("status"),
      sequence: event.sequence,
      lastModified: (vevent.getFirstPropertyValue("last-modified") as ICAL.Time)
        .toJSDate()
        .toISOString(),
      stamp: vevent.getFirstPropertyValue("dtstamp")?.toString(),
      url: vevent.getFirstPropertyValue("url"),
    };
  });
  return { calendar, events };
}

const NOW = new Date("2030-03-13T10:00:00Z"); // Wednesday 11:00 in Tunis

describe("calendar feed", () => {
  test("lists confirmed appointments from 30 days back to 90 days ahead, in Tunis time", async () => {
    await addAdmin();
    const token = await issueFeedToken(db(), "admin-1");
    await db()
      .insert(appointments)
      .values([
        appointment({ name: "Trop tôt", preferredDate: "2030-02-10", status: "confirmed" }),
        appointment({ name: "Premier jour", preferredDate: "2030-02-11", status: "confirmed" }),
        appointment({
          name: "Confirmé",
          preferredDate: "2030-03-14",
          preferredTime: "16:00",
          status: "confirmed",
          company: "Clinique Les Jasmins",
        }),
        appointment({ name: "Dernier jour", preferredDate: "2030-06-11", status: "confirmed" }),
        appointment({ name: "Trop tard", preferredDate: "2030-06-12", status: "confirmed" }),
        appointment({ name: "En attente", preferredDate: "2030-03-15" }),
        appointment({ name: "Annulé", preferredDate: "2030-03-15", status: "cancelled" }),
        appointment({ name: "Terminé", preferredDate: "2030-03-12", status: "done" }),
      ]);
    const text = (await feedCalendar(db(), token, SITE, NOW))!;
    const { calendar, events } = parseFeed(text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    expect(events.map((e) => e.summary)).toEqual([
      "DigiMed : Premier jour",
      "DigiMed : Terminé",
      "DigiMed : Confirmé",
      "DigiMed : Dernier jour",
    ]);
    const confirmed = events[2]!;
    // 16:00 in Tunis is 15:00 UTC, one slot long.
    expect(confirmed.start).toBe("2030-03-14T15:00:00.000Z");
    expect(confirmed.end).toBe("2030-03-14T16:00:00.000Z");
    expect(confirmed.status).toBe("CONFIRMED");
    expect(confirmed.uid).toMatch(/^[0-9a-f-]{36}@www\.example\.tn$/);
    expect(confirmed.description).toContain("Téléphone : +216 98 765 432");
    expect(confirmed.description).toContain("Entreprise : Clinique Les Jasmins");
    expect(confirmed.description).toContain(
      `https://www.example.tn/admin/appointments/${confirmed.uid.split("@")[0]}`,
    );
    expect(confirmed.url).toBe(
      `https://www.example.tn/admin/appointments/${confirmed.uid.split("@")[0]}`,
    );
    expect(confirmed.stamp).toBe("2030-03-13T10:00:00Z");
  });

  test("a status change updates the event; a cancellation removes it", async () => {
    await addAdmin();
    const token = await issueFeedToken(db(), "admin-1");
    const [kept, cancelled] = await db()
      .insert(appointments)
      .values([
        appointment({ name: "Gardé", preferredDate: "2030-03-20" }),
        appointment({ name: "Retiré", preferredDate: "2030-03-21" }),
      ])
      .returning();
    const feed = async () => parseFeed((await feedCalendar(db(), token, SITE, NOW))!).events;
    // Pending: not in the feed yet.
    expect(await feed()).toEqual([]);
    for (const row of [kept!, cancelled!]) {
      const result = await changeStatus(db(), {
        entity: "appointment",
        id: row.id,
        to: "confirmed",
        adminUserId: "admin-1",
      });
      expect(result.ok).toBe(true);
    }
    const before = await feed();
    expect(before.map((e) => [e.summary, e.sequence])).toEqual([
      ["DigiMed : Gardé", 1],
      ["DigiMed : Retiré", 1],
    ]);
    // Back-dated, so the next change's LAST-MODIFIED is visibly later (it has whole seconds).
    await db()
      .update(appointments)
      .set({ updatedAt: new Date("2020-03-01T08:00:00Z") })
      .where(eq(appointments.id, kept!.id));
    const backdated = (await feed())[0]!;
    expect(backdated.lastModified).toBe("2020-03-01T08:00:00.000Z");
    expect(
      await changeStatus(db(), {
        entity: "appointment",
        id: kept!.id,
        to: "done",
        adminUserId: "admin-1",
        // An outcome is noted once the appointment has started.
        now: tunisInstant(kept!.preferredDate, kept!.preferredTime),
      }),
    ).toMatchObject({ ok: true });
    expect(
      await changeStatus(db(), {
        entity: "appointment",
        id: cancelled!.id,
        to: "cancelled",
        adminUserId: "admin-1",
        now: NOW,
      }),
    ).toMatchObject({ ok: true });
    const after = await feed();
    expect(after).toHaveLength(1);
    expect(after[0]!.uid).toBe(before[0]!.uid);
    expect(after[0]!.sequence).toBe(2);
    expect(after[0]!.status).toBe("CONFIRMED");
    expect(after[0]!.description).toContain("Statut : Terminé");
    expect(Date.parse(after[0]!.lastModified)).toBeGreaterThan(Date.parse(backdated.lastModified));
  });

  test("RFC 5545 basics: CRLF everywhere, lines folded at 75 octets, required properties", async () => {
    await addAdmin();
    const token = await issueFeedToken(db(), "admin-1");
    await db()
      .insert(appointments)
      .values(
        appointment({
          name: "Mohamed Ali Ben Salah Trabelsi, dit « le Sfaxien »; société; très longue",
          company: "Établissement de santé privé des Jasmins — cabinet de radiologie",
          status: "confirmed",
          // Inside the feed's window (30 days back, 90 ahead).
          preferredDate: "2030-03-20",
        }),
      );
    const text = (await feedCalendar(db(), token, SITE, NOW))!;
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n").slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(" "))).toBe(true); // something was folded
    const unfolded = text.replace(/\r\n /g, "").split("\r\n");
    for (const required of ["VERSION:2.0", "PRODID:", "BEGIN:VTIMEZONE", "TZID:Africa/Tunis"]) {
      expect(
        unfolded.some((l) => l.startsWith(required)),
        required,
      ).toBe(true);
    }
    const event = unfolded.slice(unfolded.indexOf("BEGIN:VEVENT"), unfolded.indexOf("END:VEVENT"));
    for (const required of [
      "UID:",
      "DTSTAMP:",
      "DTSTART;TZID=Africa/Tunis:",
      "DTEND;",
      "SEQUENCE:",
    ]) {
      expect(
        event.some((l) => l.startsWith(required)),
        required,
      ).toBe(true);
    }
    // Text values escaped, and ical.js reads them back whole.
    const [parsed] = parseFeed(text).events;
    expect(parsed!.summary).toBe(
      "DigiMed : Mohamed Ali Ben Salah Trabelsi, dit « le Sfaxien »; société; très longue",
    );
  });

  test("a new address replaces the old one; a revoked or unknown token finds nothing", async () => {
    await addAdmin("admin-1");
    await addAdmin("admin-2");
    expect(await feedState(db(), "admin-1")).toEqual({ enabled: false, since: null });
    const first = await issueFeedToken(db(), "admin-1");
    const other = await issueFeedToken(db(), "admin-2");
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await feedState(db(), "admin-1")).enabled).toBe(true);
    // Only the hash is stored.
    const stored = await db().select().from(calendarFeeds);
    expect(stored.map((r) => r.tokenHash).join()).not.toContain(first);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);

    const second = await issueFeedToken(db(), "admin-1");
    expect(second).not.toBe(first);
    expect(await feedCalendar(db(), first, SITE, NOW)).toBeNull();
    expect(await feedCalendar(db(), second, SITE, NOW)).toContain("BEGIN:VCALENDAR");
    await revokeFeed(db(), "admin-1");
    expect(await feedCalendar(db(), second, SITE, NOW)).toBeNull();
    expect((await feedState(db(), "admin-1")).enabled).toBe(false);
    // Another administrator's feed is untouched.
    expect(await feedCalendar(db(), other, SITE, NOW)).toContain("BEGIN:VCALENDAR");
    // An administrator removed: their feed goes with them.
    await db().delete(users).where(eq(users.id, "admin-2"));
    expect(await feedCalendar(db(), other, SITE, NOW)).toBeNull();
  });

  test("a feed answers only while its owner is an administrator: demotion, role removal and access reset revoke it", async () => {
    for (const id of ["admin-1", "admin-2", "admin-3", "admin-4"]) await addAdmin(id);
    const demoted = await issueFeedToken(db(), "admin-1");
    const removed = await issueFeedToken(db(), "admin-2");
    const reset = await issueFeedToken(db(), "admin-3");
    expect(await feedCalendar(db(), demoted, SITE, NOW)).toContain("BEGIN:VCALENDAR");

    expect(await setRole(db(), "admin-1", "user", "admin-4")).toMatchObject({
      ok: true,
      changed: true,
    });
    const [role] = await db().select().from(userRoles).where(eq(userRoles.userId, "admin-2"));
    expect(await deleteRole(db(), role!.id, "admin-4")).toMatchObject({ ok: true });
    const result = await resetAccess(db(), { userId: "admin-3", password: "Nouveau-Sésame-2030" });
    expect(result.ok).toBe(true);
    for (const token of [demoted, removed, reset]) {
      expect(await feedCalendar(db(), token, SITE, NOW)).toBeNull();
    }
    // Revoked, not hidden: the role given back does not bring the old address back.
    expect(await setRole(db(), "admin-1", "admin", "admin-4")).toMatchObject({
      ok: true,
      changed: true,
    });
    expect(await feedCalendar(db(), demoted, SITE, NOW)).toBeNull();
    expect((await feedState(db(), "admin-1")).enabled).toBe(false);

    // Whatever removes the role (a direct SQL change included), the feed stops answering.
    const direct = await issueFeedToken(db(), "admin-4");
    await db().delete(userRoles).where(eq(userRoles.userId, "admin-4"));
    expect(await feedCalendar(db(), direct, SITE, NOW)).toBeNull();
  });

  test("hostile feed segments are malformed tokens, never a query", async () => {
    await addAdmin();
    const token = await issueFeedToken(db(), "admin-1");
    expect(tokenOfSegment(`${token}.ics`)).toBe(token);
    for (const hostile of [
      undefined,
      "",
      ".ics",
      token,
      `${token}.ics.ics`,
      `${token.slice(1)}.ics`,
      `${token}A.ics`,
      `${token.slice(0, 42)}/.ics`,
      "' OR '1'='1.ics",
      `${"a".repeat(5000)}.ics`,
      "%00.ics",
      "..%2f..%2fetc%2fpasswd.ics",
    ]) {
      expect(tokenOfSegment(hostile), String(hostile)).toBeNull();
    }
    expect(await feedCalendar(db(), "' OR '1'='1", SITE, NOW)).toBeNull();
    expect(await feedCalendar(db(), "A".repeat(43), SITE, NOW)).toBeNull();
  });
});

describe("double-booking warning", () => {
  test("counts the slot capacity: it warns only once the slot is full of confirmed appointments", async () => {
    await addAdmin();
    await saveRules(db(), { ...(await loadRules(db())), capacity: 2 });
    const rows = await db()
      .insert(appointments)
      .values([
        appointment({ name: "Un" }),
        appointment({ name: "Deux" }),
        appointment({ name: "Trois" }),
      ])
      .returning();
    const confirm = (id: string) =>
      changeStatus(db(), { entity: "appointment", id, to: "confirmed", adminUserId: "admin-1" });
    expect(await confirm(rows[0]!.id)).toMatchObject({ ok: true });
    // One place left: no warning in the lists either.
    expect((await getAppointment(db(), rows[1]!.id))!.conflict).toBe(false);
    expect(await confirm(rows[1]!.id)).toMatchObject({ ok: true });
    expect((await getAppointment(db(), rows[2]!.id))!.conflict).toBe(true);
    const warned = await confirm(rows[2]!.id);
    expect(warned).toMatchObject({ ok: false, status: 409, doubleBooking: true });
    // The slot is named by its day (the seeded date, from the test's clock) and time.
    const [year, , day] = rows[2]!.preferredDate.split("-");
    expect((warned as { message: string }).message).toMatch(
      new RegExp(
        `^Le créneau du \\S+ ${Number(day)} \\S+ ${year} à 10:00 est complet\u202F: 2 rendez-vous y sont déjà confirmés\\.$`,
      ),
    );
    expect((await getAppointment(db(), rows[2]!.id))!.status).toBe("pending");
  });

  test("with the default capacity of one, the second confirmation is warned", async () => {
    await addAdmin();
    const rows = await db()
      .insert(appointments)
      .values([appointment({ name: "Un" }), appointment({ name: "Deux" })])
      .returning();
    const confirm = (id: string) =>
      changeStatus(db(), { entity: "appointment", id, to: "confirmed", adminUserId: "admin-1" });
    expect(await confirm(rows[0]!.id)).toMatchObject({ ok: true });
    const [year, , day] = rows[1]!.preferredDate.split("-");
    expect(await confirm(rows[1]!.id)).toMatchObject({
      ok: false,
      doubleBooking: true,
      message: expect.stringMatching(
        new RegExp(
          `^Un rendez-vous est déjà confirmé le \\S+ ${Number(day)} \\S+ ${year} à 10:00\\.$`,
        ),
      ),
    });
  });
});
