import { tunisInstant } from "~/domain/calendar";
import { and, eq, isNull } from "drizzle-orm";
import { expect, test } from "vitest";
import { appointments, orders, outbox, recordChanges, userRoles, users } from "../../db/schema";
import { phoneKey } from "~/domain/phone";
import { addClosure, loadRules } from "~/features/appointments/availability.server";
import { changeText } from "~/features/back-office/edits";
import { changesOf, editRecord } from "~/features/back-office/edits.server";
import { getCustomer } from "../../app/features/customers/customers.server";
import { formsFr } from "~/i18n/forms/fr";
import { REMINDER_KIND, scheduleReminder } from "~/features/notifications/reminders.server";
import { appointment, order } from "../e2e/back-office-support";
import { withTestDatabase } from "../support/test-database";

const { db } = withTestDatabase();

/** Monday 23 November 2026, 10:00 in Tunis: Thursday the 26th is bookable (default hours). */
const NOW = tunisInstant("2026-11-23", "10:00");

async function admin() {
  await db().insert(users).values({ id: "admin-1", name: "Amel", email: "amel@digi.example.tn" });
  await db().insert(userRoles).values({ userId: "admin-1", role: "admin" });
}

const orderForm = (row: typeof orders.$inferSelect, over: Record<string, unknown> = {}) => ({
  customer_name: row.customerName,
  phone: row.phone,
  email: row.email ?? "",
  city: row.city,
  address: row.address,
  version: row.updatedAt.toISOString(),
  ...over,
});

const appointmentForm = (
  row: typeof appointments.$inferSelect,
  over: Record<string, unknown> = {},
) => ({
  name: row.name,
  phone: row.phone,
  email: row.email,
  preferred_date: row.preferredDate,
  preferred_time: row.preferredTime,
  version: row.updatedAt.toISOString(),
  ...over,
});

test("a correction records each changed field before → after, by whom, on the record and the customer's timeline", async () => {
  await admin();
  const [row] = await db()
    .insert(orders)
    .values(order({ phone: "+216 22 333 444", city: "Sfax" }))
    .returning();
  const result = await editRecord(db(), {
    entity: "order",
    id: row!.id,
    input: orderForm(row!, { phone: "+216 98 111 222", city: "  Sousse ", email: "" }),
    adminUserId: "admin-1",
  });
  expect(result).toEqual({ ok: true, changes: 3 });

  const [after] = await db().select().from(orders).where(eq(orders.id, row!.id));
  // Cleaned as the public form cleans; an emptied optional e-mail is stored as null.
  expect(after).toMatchObject({ phone: "+216 98 111 222", city: "Sousse", email: null });
  expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(row!.updatedAt.getTime());

  const changes = await changesOf(db(), "order", [row!.id]);
  expect(changes.map(changeText).sort()).toEqual([
    "Email\u202F: sami@example.tn → (vide)",
    "Téléphone\u202F: +216 22 333 444 → +216 98 111 222",
    "Ville\u202F: Sfax → Sousse",
  ]);
  expect(changes.every((c) => c.adminEmail === "amel@digi.example.tn")).toBe(true);

  // The new phone makes the record another person's: their timeline carries the correction.
  const customer = await getCustomer(db(), phoneKey("+216 98 111 222"));
  const entries = customer!.timeline.filter((e) => e.kind === "change");
  expect(entries.map((e) => e.detail)).toContain(
    "Téléphone\u202F: +216 22 333 444 → +216 98 111 222",
  );
  expect(entries[0]).toMatchObject({
    title: `Correction : Commande ${row!.reference}`,
    by: "amel@digi.example.tn",
    href: `/admin/orders/${row!.id}`,
  });
});

test("a save made from a stale version is refused and changes nothing", async () => {
  await admin();
  const [row] = await db().insert(orders).values(order()).returning();
  const first = await editRecord(db(), {
    entity: "order",
    id: row!.id,
    input: orderForm(row!, { city: "Bizerte" }),
    adminUserId: "admin-1",
  });
  expect(first.ok).toBe(true);
  // A second tab still holds the page as it was before the first save.
  const stale = await editRecord(db(), {
    entity: "order",
    id: row!.id,
    input: orderForm(row!, { address: "1 avenue Habib Bourguiba" }),
    adminUserId: "admin-1",
  });
  expect(stale).toMatchObject({ ok: false, status: 409 });
  expect(stale.ok || stale.message).toMatch(/modifiée entre-temps.*Rechargez la page/);
  const [after] = await db().select().from(orders).where(eq(orders.id, row!.id));
  expect(after).toMatchObject({ city: "Bizerte", address: row!.address });
  expect(await db().select().from(recordChanges)).toHaveLength(1);
});

test("fields follow the public form's rules and French messages; hostile input stores nothing", async () => {
  await admin();
  const [row] = await db().insert(orders).values(order()).returning();
  const bad = await editRecord(db(), {
    entity: "order",
    id: row!.id,
    input: orderForm(row!, { phone: "appelez-moi" }),
    adminUserId: "admin-1",
  });
  expect(bad).toEqual({
    ok: false,
    status: 400,
    message: formsFr.validation.orderPhoneInvalid,
    field: "phone",
  });
  const hostile = await editRecord(db(), {
    entity: "order",
    id: row!.id,
    input: { customer_name: ["x"], version: 42 },
    adminUserId: "admin-1",
  });
  expect(hostile).toMatchObject({ ok: false, status: 400 });
  const missing = await editRecord(db(), {
    entity: "order",
    id: "00000000-0000-4000-8000-000000000000",
    input: orderForm(row!),
    adminUserId: "admin-1",
  });
  expect(missing).toMatchObject({ ok: false, status: 404 });
  expect(await db().select().from(recordChanges)).toEqual([]);
});

test("an appointment's new date and time pass the availability check, the record itself excluded", async () => {
  await admin();
  const rules = await loadRules(db(), NOW);
  expect(rules.capacity).toBe(1);
  await addClosure(db(), { startDate: "2026-11-27", endDate: "2026-11-27", label: "Pont" }, NOW);
  const [mine, other] = await db()
    .insert(appointments)
    .values([
      appointment({ preferredDate: "2026-11-26", preferredTime: "10:00" }),
      appointment({ name: "Autre", preferredDate: "2026-11-26", preferredTime: "14:00" }),
    ])
    .returning();
  const move = (over: Record<string, unknown>) =>
    editRecord(db(), {
      entity: "appointment",
      id: mine!.id,
      input: appointmentForm(mine!, over),
      adminUserId: "admin-1",
      now: NOW,
    });
  const refusals = {
    saturday: await move({ preferred_date: "2026-11-28" }),
    closure: await move({ preferred_date: "2026-11-27" }),
    night: await move({ preferred_time: "22:00" }),
    full: await move({ preferred_time: "14:00" }),
    past: await move({ preferred_date: "2026-11-20" }),
  };
  expect(refusals.saturday).toMatchObject({ ok: false, status: 409, field: "preferred_date" });
  expect(refusals.closure).toMatchObject({ message: formsFr.booking.closure });
  expect(refusals.night).toMatchObject({ ok: false, status: 409 });
  expect(refusals.full).toMatchObject({ message: formsFr.booking.full });
  expect(refusals.past).toMatchObject({ message: formsFr.booking.past });
  expect(await db().select().from(recordChanges)).toEqual([]);

  // Its own slot is full with itself: a phone correction does not re-check the slot.
  const phoneOnly = await move({ phone: "+216 20 000 111" });
  expect(phoneOnly).toEqual({ ok: true, changes: 1, customerMailed: false });
  const [current] = await db().select().from(appointments).where(eq(appointments.id, mine!.id));
  const moved = await editRecord(db(), {
    entity: "appointment",
    id: mine!.id,
    input: appointmentForm(current!, { preferred_date: "2026-11-30", preferred_time: "15:00" }),
    adminUserId: "admin-1",
    now: NOW,
  });
  expect(moved).toEqual({ ok: true, changes: 2, customerMailed: true });
  const texts = (await changesOf(db(), "appointment", [mine!.id])).map(changeText);
  expect(texts).toContain("Heure\u202F: 10:00 → 15:00");
  expect(texts.find((t) => t.startsWith("Date\u202F:"))).toMatch(/26.*→.*30/);
  expect(other).toBeDefined();
});

test("an appointment long past keeps its date when only its contact details change", async () => {
  await admin();
  const [old] = await db()
    .insert(appointments)
    .values(appointment({ preferredDate: "2024-02-01", preferredTime: "09:00" }))
    .returning();
  const result = await editRecord(db(), {
    entity: "appointment",
    id: old!.id,
    input: appointmentForm(old!, { email: "nouvelle@example.tn" }),
    adminUserId: "admin-1",
    now: NOW,
  });
  expect(result).toEqual({ ok: true, changes: 1, customerMailed: false });
});

test("moving a confirmed appointment or correcting its e-mail writes its reminder anew", async () => {
  await admin();
  const [row] = await db()
    .insert(appointments)
    .values(
      appointment({ status: "confirmed", preferredDate: "2026-11-26", preferredTime: "10:00" }),
    )
    .returning();
  await scheduleReminder(db(), row!, NOW);
  const reminders = async () =>
    (
      await db()
        .select({ payload: outbox.payload, at: outbox.nextAttemptAt })
        .from(outbox)
        .where(and(eq(outbox.kind, REMINDER_KIND), isNull(outbox.sentAt)))
    ).map((r) => ({ ...(r.payload as Record<string, string>), at: r.at.toISOString() }));
  expect(await reminders()).toMatchObject([{ preferredTime: "10:00" }]);

  const result = await editRecord(db(), {
    entity: "appointment",
    id: row!.id,
    input: appointmentForm(row!, { preferred_time: "15:00", email: "nouvelle@example.tn" }),
    adminUserId: "admin-1",
    now: NOW,
  });
  expect(result).toEqual({ ok: true, changes: 2, customerMailed: true });
  expect(await reminders()).toEqual([
    expect.objectContaining({
      preferredDate: "2026-11-26",
      preferredTime: "15:00",
      email: "nouvelle@example.tn",
      // 24 hours before 15:00 in Tunis (UTC+1).
      at: "2026-11-25T14:00:00.000Z",
    }),
  ]);
});
