import { tunisInstant } from "~/domain/calendar";
import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { queryRows } from "../../db/client.server";
import { Refused } from "~/domain/result";
import { formsFr } from "~/i18n/forms/fr";
import { adminSettings, appointments, statusEvents, userRoles, users } from "../../db/schema";
import { loadRules } from "~/features/appointments/availability.server";
import { createAppointment, type NewAppointment } from "~/features/appointments/create.server";
import {
  LINK_VALID_AFTER_MS,
  manageToken,
  manageUrl,
  verifyManageToken,
} from "~/features/appointments/manage-link.server";
import {
  cancelByCustomer,
  findManaged,
  moveByCustomer,
} from "~/features/appointments/manage.server";
import { changeStatus } from "~/features/back-office/status.server";
import { statusHistory } from "~/features/back-office/records.server";
import { queueDigests } from "~/features/notifications/digest.server";
import { REMINDER_KIND } from "~/features/notifications/reminders.server";
import { withTestDatabase } from "../support/test-database";
import { memoryMailer, testOutboxWorker } from "../support/outbox";

/**
 * The visitor's link to their appointment (signature, expiry, what it may
 * still change), the customer's reminder with a controlled clock, and the
 * administrators' morning digest, on PGlite or PostgreSQL (DATABASE_URL).
 */
const { db } = withTestDatabase();

// Monday 23 November 2026, 10:00 in Tunis.
const NOW = tunisInstant("2026-11-23", "10:00");
const HOUR = 3_600_000;
const SECRET = "s".repeat(40);

const visitor = (over: Partial<NewAppointment> = {}): NewAppointment => ({
  name: "Leila Trabelsi",
  email: "leila@example.com",
  phone: "71000000",
  company: null,
  service: "digimed",
  preferredDate: "2026-11-26",
  preferredTime: "10:00",
  message: null,
  language: "ar",
  ...over,
});

let keys = 0;
async function book(over: Partial<NewAppointment> = {}) {
  const { id } = await createAppointment(db(), visitor(over), `key-${++keys}`);
  return id;
}

async function admin(id = "admin-1", email = "admin@example.tn") {
  await db().insert(users).values({ id, name: email, email });
  await db().insert(userRoles).values({ userId: id, role: "admin" });
  return id;
}

async function confirm(id: string, now: Date) {
  const adminUserId = await admin(`admin-${id}`, `${id}@example.tn`);
  const result = await changeStatus(db(), {
    entity: "appointment",
    id,
    to: "confirmed",
    adminUserId,
    now,
  });
  expect(result.ok).toBe(true);
}

const outboxRows = (kind: string) =>
  queryRows<{ payload: Record<string, unknown>; next_attempt_at: Date | string; sent_at: unknown }>(
    db(),
    sql`select payload, next_attempt_at, sent_at from outbox where kind = ${kind} order by created_at`,
  );

/** A worker whose clock the test sets, and the mails it sent. */
function clockedWorker() {
  const clock = { now: NOW };
  const { mailer, sent } = memoryMailer();
  const worker = testOutboxWorker({
    db: db(),
    mailer,
    now: () => clock.now,
  });
  const reminders = () => sent.filter((m) => /تذكير|Rappel/.test(m.subject ?? ""));
  return { clock, sent, reminders, runAt: (at: Date) => ((clock.now = at), worker.runOnce()) };
}

describe("the signed link", () => {
  const id = "6f1c2a9e-0000-4000-8000-000000000002";
  const expires = new Date(NOW.getTime() + 10 * HOUR);

  test("a token names its appointment until it expires", () => {
    const token = manageToken(id, expires, SECRET);
    expect(verifyManageToken(token, NOW, SECRET)).toEqual({ ok: true, id });
    expect(verifyManageToken(token, new Date(expires.getTime() + 1), SECRET)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  test("a tampered token, another secret or hostile values are invalid, never an error", () => {
    const token = manageToken(id, expires, SECRET);
    const [hex, exp, signature] = token.split(".") as [string, string, string];
    const otherId = `${hex.slice(0, -1)}${hex.endsWith("0") ? "1" : "0"}`;
    const later = (parseInt(exp, 36) + 86_400).toString(36);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    for (const value of [
      `${otherId}.${exp}.${signature}`,
      `${hex}.${later}.${signature}`,
      `${hex}.${exp}.${flipped}`,
      token.toUpperCase(),
      `${token}x`,
      "",
      "x".repeat(5000),
      "../../etc/passwd",
      "%00",
      undefined,
      42,
    ]) {
      expect(verifyManageToken(value, NOW, SECRET), String(value).slice(0, 40)).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
    expect(verifyManageToken(token, NOW, "t".repeat(40))).toEqual({ ok: false, reason: "invalid" });
  });

  test("the mails' link is valid until 30 days after the appointment, in the visitor's language", () => {
    const url = new URL(
      manageUrl("https://digi.example.tn", {
        id,
        preferredDate: "2026-11-26",
        preferredTime: "10:00",
        language: "ar",
      }),
    );
    expect(url.searchParams.get("lang")).toBe("ar");
    const token = url.pathname.split("/").pop();
    const start = tunisInstant("2026-11-26", "10:00").getTime();
    expect(verifyManageToken(token, new Date(start + LINK_VALID_AFTER_MS - 60_000)).ok).toBe(true);
    expect(verifyManageToken(token, new Date(start + LINK_VALID_AFTER_MS + 1000))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  test("the confirmation mail carries the link", async () => {
    const appointmentId = await book();
    const [mail] = await outboxRows("appointment.created.customer");
    const token = new URL(String(mail!.payload.manageUrl)).pathname.split("/").pop();
    expect(verifyManageToken(token, NOW)).toEqual({ ok: true, id: appointmentId });
  });
});

describe("what the link may still change", () => {
  test("the visitor cancels: the slot is freed, history says by the customer, both sides are mailed", async () => {
    const id = await book();
    await confirm(id, NOW);
    await cancelByCustomer(db(), id, NOW);
    const [row] = await db().select().from(appointments).where(eq(appointments.id, id));
    expect(row!.status).toBe("cancelled");
    const history = await statusHistory(db(), "appointment", id);
    expect(history.at(-1)).toMatchObject({
      fromStatus: "confirmed",
      toStatus: "cancelled",
      byCustomer: true,
      adminEmail: null,
    });
    const [customer] = (await outboxRows("appointment.status.customer")).filter(
      (r) => r.payload.status === "cancelled",
    );
    expect(customer!.payload).toMatchObject({ email: "leila@example.com", language: "ar" });
    const [adminMail] = await outboxRows("appointment.customer.admin");
    expect(adminMail!.payload).toMatchObject({ appointmentId: id, change: "cancelled" });
    expect(await outboxRows(REMINDER_KIND)).toHaveLength(0);
  });

  test("every invitation after the first takes a higher SEQUENCE: confirmed, moved, cancelled", async () => {
    const id = await book();
    await confirm(id, NOW);
    await moveByCustomer(db(), id, { date: "2026-11-27", time: "14:00" }, NOW);
    await cancelByCustomer(db(), id, NOW);
    const rows = await queryRows<{ kind: string; sequence: number | null }>(
      db(),
      sql`SELECT kind, (payload->>'sequence')::int AS sequence FROM outbox
          WHERE kind IN ('appointment.status.customer', 'appointment.moved.customer')
          ORDER BY created_at, id`,
    );
    expect(rows.map((r) => r.kind)).toEqual([
      "appointment.status.customer",
      "appointment.moved.customer",
      "appointment.status.customer",
    ]);
    // The creation's invitation is SEQUENCE 0; each later one is above every earlier one
    // (the cancellation used to carry none, so 1, below the move's: calendars ignored it).
    expect(rows.map((r) => r.sequence)).toEqual([2, 3, 4]);
  });

  test("a cancelled or past appointment is shown read-only and refuses changes, storing nothing", async () => {
    const cancelled = await book();
    await cancelByCustomer(db(), cancelled, NOW);
    expect((await findManaged(db(), cancelled, NOW))?.state).toBe("cancelled");
    await expect(cancelByCustomer(db(), cancelled, NOW)).rejects.toMatchObject({
      refusal: { status: 409, reason: "closed", message: formsFr.manage.refused },
    });
    await expect(
      moveByCustomer(db(), cancelled, { date: "2026-11-27", time: "14:00" }, NOW),
    ).rejects.toBeInstanceOf(Refused);

    const past = await book({ preferredDate: "2026-11-20", preferredTime: "10:00" });
    expect((await findManaged(db(), past, NOW))?.state).toBe("past");
    // Started an hour ago: past too.
    const started = await book({ preferredDate: "2026-11-23", preferredTime: "09:00" });
    expect((await findManaged(db(), started, NOW))?.state).toBe("past");
    for (const id of [past, started]) {
      await expect(cancelByCustomer(db(), id, NOW)).rejects.toMatchObject({
        refusal: { reason: "closed" },
      });
    }
    const events = await db().select().from(statusEvents);
    expect(events.map((e) => e.entityId)).toEqual([cancelled]);
    expect(await findManaged(db(), "6f1c2a9e-0000-4000-8000-00000000dead", NOW)).toBeNull();
  });

  test("a move goes only to a free slot the rules allow; a refused one changes nothing", async () => {
    const id = await book();
    await book({ preferredDate: "2026-11-27", preferredTime: "10:00", email: "x@example.com" });
    const refusals: [string, string, string][] = [
      ["2026-11-27", "10:00", "full"],
      ["2026-11-29", "10:00", "closed-day"],
      ["2026-11-27", "12:30", "hours"],
      ["2026-11-23", "11:00", "too-soon"],
      ["2026-11-26", "10:00", "same-slot"],
    ];
    for (const [date, time, reason] of refusals) {
      await expect(moveByCustomer(db(), id, { date, time }, NOW), reason).rejects.toMatchObject({
        refusal: { reason },
      });
    }
    expect(await db().select().from(statusEvents)).toHaveLength(0);
    expect(await outboxRows("appointment.moved.customer")).toHaveLength(0);

    await moveByCustomer(db(), id, { date: "2026-11-27", time: "14:00" }, NOW);
    const [row] = await db().select().from(appointments).where(eq(appointments.id, id));
    expect([row!.preferredDate, row!.preferredTime, row!.status]).toEqual([
      "2026-11-27",
      "14:00",
      "pending",
    ]);
    const history = await statusHistory(db(), "appointment", id);
    expect(history).toMatchObject([
      { byCustomer: true, fromSlot: "2026-11-26 10:00", toSlot: "2026-11-27 14:00" },
    ]);
    const [moved] = await outboxRows("appointment.moved.customer");
    expect(moved!.payload).toMatchObject({ fromDate: "2026-11-26", preferredTime: "14:00" });
    expect(String(moved!.payload.manageUrl)).toContain("lang=ar");
  });

  test("two visitors moving to the last place of a slot: one succeeds", async () => {
    const a = await book({ email: "a@example.com" });
    const b = await book({ preferredTime: "11:00", email: "b@example.com" });
    const target = { date: "2026-11-27", time: "15:00" };
    const results = await Promise.allSettled([
      moveByCustomer(db(), a, target, NOW),
      moveByCustomer(db(), b, target, NOW),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [rejected] = results.filter((r) => r.status === "rejected");
    expect((rejected as PromiseRejectedResult).reason).toMatchObject({
      refusal: { reason: "full" },
    });
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from appointments where preferred_date = '2026-11-27' and preferred_time = '15:00'`,
    );
    expect(n).toBe(1);
  });
});

describe("the customer's reminder", () => {
  const start = tunisInstant("2026-11-26", "10:00");

  test("queued at confirmation for 24 hours before, sent exactly once at that time", async () => {
    const id = await book();
    await confirm(id, NOW);
    const rows = await outboxRows(REMINDER_KIND);
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.next_attempt_at).toISOString()).toBe(
      new Date(start.getTime() - 24 * HOUR).toISOString(),
    );
    const w = clockedWorker();
    await w.runAt(NOW);
    expect(w.reminders()).toHaveLength(0);
    await w.runAt(new Date(start.getTime() - 24 * HOUR - 60_000));
    expect(w.reminders()).toHaveLength(0);
    await w.runAt(new Date(start.getTime() - 24 * HOUR));
    expect(w.reminders()).toHaveLength(1);
    expect(w.reminders()[0]!.to).toEqual(["leila@example.com"]);
    expect(w.reminders()[0]!.text).toContain("/mon-rendez-vous/");
    for (const at of [start.getTime() - 23 * HOUR, start.getTime() - HOUR])
      await w.runAt(new Date(at));
    expect(w.reminders()).toHaveLength(1);
  });

  test("cancelled → none, even when the worker already holds it", async () => {
    const id = await book();
    await confirm(id, NOW);
    await cancelByCustomer(db(), id, NOW);
    expect(await outboxRows(REMINDER_KIND)).toHaveLength(0);
    const w = clockedWorker();
    await w.runAt(start);
    expect(w.reminders()).toHaveLength(0);

    // A reminder that escaped removal (raced the cancellation) is checked at send time.
    const other = await book({ preferredTime: "14:00", email: "other@example.com" });
    await confirm(other, NOW);
    await db().update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, other));
    await w.runAt(start);
    expect(w.reminders()).toHaveLength(0);
    const [row] = await outboxRows(REMINDER_KIND);
    expect(row!.sent_at).not.toBeNull();
  });

  test("moved → rescheduled to the new slot, the old one never sent", async () => {
    const id = await book();
    await confirm(id, NOW);
    await moveByCustomer(db(), id, { date: "2026-11-27", time: "14:00" }, NOW);
    const newStart = tunisInstant("2026-11-27", "14:00");
    const rows = await outboxRows(REMINDER_KIND);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toMatchObject({ preferredDate: "2026-11-27", preferredTime: "14:00" });
    expect(new Date(rows[0]!.next_attempt_at).getTime()).toBe(newStart.getTime() - 24 * HOUR);
    const w = clockedWorker();
    await w.runAt(new Date(start.getTime() - 24 * HOUR));
    expect(w.reminders()).toHaveLength(0);
    await w.runAt(new Date(newStart.getTime() - 24 * HOUR));
    expect(w.reminders()).toHaveLength(1);
    expect(w.reminders()[0]!.subject).toContain("14:00");
  });

  test("confirmed less than 24 hours ahead: sent at once; less than an hour ahead: none", async () => {
    const soon = await book({ preferredDate: "2026-11-23", preferredTime: "16:00" });
    await confirm(soon, NOW);
    const [row] = await outboxRows(REMINDER_KIND);
    expect(new Date(row!.next_attempt_at).getTime()).toBe(NOW.getTime());

    await db().execute(sql`delete from outbox`);
    const imminent = await book({ preferredDate: "2026-11-23", preferredTime: "10:30" });
    await confirm(imminent, NOW);
    expect(await outboxRows(REMINDER_KIND)).toHaveLength(0);
  });

  test("the hours come from the availability settings; 0 sends none", async () => {
    await loadRules(db(), NOW); // a fresh install's settings row
    await db().execute(sql`update booking_settings set reminder_hours = 48`);
    const id = await book({ preferredTime: "11:00", email: "b@example.com" });
    await confirm(id, NOW);
    const [row] = await outboxRows(REMINDER_KIND);
    expect(new Date(row!.next_attempt_at).getTime()).toBe(
      tunisInstant("2026-11-26", "11:00").getTime() - 48 * HOUR,
    );
    await db().execute(sql`update booking_settings set reminder_hours = 0`);
    await confirm(await book({ preferredTime: "14:00", email: "c@example.com" }), NOW);
    expect(await outboxRows(REMINDER_KIND)).toHaveLength(1);
  });
});

describe("the morning digest", () => {
  const at = (time: string) => tunisInstant("2026-11-26", time);

  test("from 07:00, once per administrator and day whatever the instances; none without appointments", async () => {
    await admin("a1", "a1@example.tn");
    await admin("a2", "a2@example.tn");
    await admin("a3", "a3@example.tn");
    await db()
      .insert(adminSettings)
      .values([
        { userId: "a1", notifyDigest: true },
        { userId: "a2", notifyDigest: true },
        { userId: "a3", notifyDigest: false },
      ]);
    expect(await queueDigests(db(), at("07:30"))).toBe(0); // no appointment that day
    await book({ preferredTime: "14:00" });
    await book({ preferredTime: "09:00", email: "b@example.com" });
    const cancelled = await book({ preferredTime: "10:00", email: "c@example.com" });
    await cancelByCustomer(db(), cancelled, NOW);
    await book({ preferredDate: "2026-11-27", email: "d@example.com" });

    expect(await queueDigests(db(), at("06:59"))).toBe(0);
    // Two instances at once, then again a minute later.
    const counts = await Promise.all([
      queueDigests(db(), at("07:00")),
      queueDigests(db(), at("07:00")),
    ]);
    expect(counts.reduce((a, b) => a + b)).toBe(2);
    expect(await queueDigests(db(), at("07:01"))).toBe(0);
    const rows = await outboxRows("appointments.digest.admin");
    expect(rows.map((r) => r.payload.email).sort()).toEqual(["a1@example.tn", "a2@example.tn"]);
    const list = rows[0]!.payload.appointments as { time: string }[];
    expect(list.map((a) => a.time)).toEqual(["09:00", "14:00"]);

    const w = clockedWorker();
    await w.runAt(at("07:01"));
    const digests = w.sent.filter((m) => m.subject?.startsWith("Rendez-vous du"));
    expect(digests.map((m) => m.to).sort()).toEqual([["a1@example.tn"], ["a2@example.tn"]]);
    expect(digests[0]!.text).toContain("09:00");
    // The next day starts over.
    expect(await queueDigests(db(), tunisInstant("2026-11-27", "07:05"))).toBe(2);
  });
});
