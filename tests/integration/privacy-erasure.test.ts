import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { eq, sql } from "drizzle-orm";
import { queryRows } from "../../db/client.server";
import {
  adminSettings,
  appointments,
  orders,
  outbox,
  privacyErasures,
  recordChanges,
  users,
  userRoles,
} from "../../db/schema";
import { withTestDatabase } from "../support/test-database";
import { tempDir } from "../support/server";
import { phoneKey } from "../../app/domain/phone";
import { getCustomer } from "../../app/features/customers/customers.server";
import { editRecord } from "../../app/features/back-office/edits.server";
import { erasureText } from "../../app/features/back-office/format";
import { erasureOf } from "../../app/features/back-office/records.server";
import { addNote } from "../../app/features/records/notes.server";
import { changeStatus } from "../../app/features/back-office/status.server";
import { enqueue } from "../../app/features/notifications/outbox.server";
import { queueDigests } from "../../app/features/notifications/digest.server";
import type { AppointmentsDigestPayload } from "../../app/features/notifications/payloads";
import { eraseCustomer } from "../../app/features/privacy/erasure.server";
import { appointment, order } from "../e2e/back-office-support";

const { db } = withTestDatabase();

/** Every row of every table of the schema, as text: where a trace of the person would show. */
async function everything(): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    db(),
    sql`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const dumps = await Promise.all(
    tables.map(({ name }) =>
      queryRows<{ row: unknown }>(
        db(),
        sql`SELECT row_to_json(t) AS row FROM ${sql.identifier(name)} t`,
      ),
    ),
  );
  return JSON.stringify(dumps);
}

test("erasure anonymises every order and appointment of the person, deletes notes and mails, blanks corrections, audits counts only", async () => {
  await db().insert(users).values({ id: "admin-1", name: "admin", email: "admin@digi.example.tn" });
  await db().insert(userRoles).values({ userId: "admin-1", role: "admin" });
  // One person, two spellings of the phone, an order and an appointment; and someone else.
  const person = {
    name: "Yasmine Trabelsi",
    email: "yasmine.t@exemple.tn",
    phone: "+216 55 444 777",
  };
  const [o1, o2] = await db()
    .insert(orders)
    .values([
      order({
        customerName: person.name,
        phone: person.phone,
        email: person.email,
        city: "Nabeul",
        address: "5 rue des Orangers",
        // A sole trader's company and tax identifier name the person too.
        companyName: "Pharmacie Trabelsi",
        taxId: "1234567A/A/M/000",
      }),
      order({
        customerName: person.name,
        phone: "55444777",
        email: null,
        city: "Nabeul",
        address: "5 rue des Orangers",
      }),
    ])
    .returning();
  const [a1] = await db()
    .insert(appointments)
    .values(
      appointment({
        name: person.name,
        phone: "55 444 777",
        email: person.email,
        company: "Pharmacie Trabelsi",
      }),
    )
    .returning();
  const [other] = await db()
    .insert(orders)
    .values(order({ customerName: "Karim Autre", phone: "+216 98 111 222" }))
    .returning();
  await addNote(db(), {
    entity: "order",
    entityId: o1!.id,
    body: "Préfère être appelée le soir (Yasmine)",
    authorUserId: "admin-1",
  });
  await changeStatus(db(), {
    entity: "appointment",
    id: a1!.id,
    to: "confirmed",
    adminUserId: "admin-1",
  });
  await db().transaction(async (tx) => {
    await enqueue(tx, "order.created.customer", {
      orderId: o1!.id,
      reference: o1!.reference,
      createdAt: new Date().toISOString(),
      productName: "DigiFact",
      customerName: person.name,
      phone: person.phone,
      city: "Nabeul",
      address: "5 rue des Orangers",
      email: person.email,
      deploymentType: "local",
    });
  });
  // A correction keeps the old and new values in record_changes: both must go too.
  const corrected = await editRecord(db(), {
    entity: "order",
    id: o1!.id,
    input: {
      customer_name: "Yasmine Ben Trabelsi",
      phone: person.phone,
      email: person.email,
      city: "Nabeul",
      address: "7 impasse des Orangers",
      version: o1!.updatedAt.toISOString(),
    },
    adminUserId: "admin-1",
  });
  expect(corrected).toEqual({ ok: true, changes: 2 });
  const mailDir = tempDir();
  const mails = await queryRows<{ id: string }>(db(), sql`SELECT id FROM outbox`);
  for (const { id } of mails)
    fs.writeFileSync(path.join(mailDir, `20261123-kind-${id}.eml`), person.name);
  fs.writeFileSync(path.join(mailDir, "20261123-kind-unrelated.eml"), "someone else");

  const key = phoneKey(person.phone);
  const customer = await getCustomer(db(), key);
  expect(customer?.summary).toMatchObject({ orders: 2, appointments: 1 });

  const erased = await eraseCustomer(db(), key, "admin-1", { mailDir });
  expect(erased).toEqual({ orders: 2, appointments: 1, notes: 1, mails: mails.length });
  expect(mails.length).toBeGreaterThanOrEqual(2);

  const dump = await everything();
  for (const trace of [
    person.name,
    "Yasmine",
    person.email,
    "55444777",
    "55 444 777",
    "Orangers",
    "Pharmacie Trabelsi",
    "1234567A",
    "Préfère",
  ]) {
    expect(dump, trace).not.toContain(trace);
  }
  // Who corrected which field stays, without the values.
  expect(
    (await db().select().from(recordChanges)).map((c) => [c.field, c.before, c.after]).sort(),
  ).toEqual([
    ["address", null, null],
    ["customer_name", null, null],
  ]);
  // The business's own facts stay; the other customer is untouched.
  const [after] = await db().select().from(orders).where(eq(orders.id, o2!.id));
  expect(after).toMatchObject({
    reference: o2!.reference,
    productName: "DigiFact",
    customerName: "Anonyme",
  });
  expect(after!.anonymisedAt).not.toBeNull();
  expect(dump).toContain("Karim Autre");
  expect(other).toBeDefined();
  // The audit row: who and how many, nothing else.
  expect(await db().select().from(privacyErasures)).toEqual([
    expect.objectContaining({
      adminUserId: "admin-1",
      orders: 2,
      appointments: 1,
      notes: 1,
      mails: mails.length,
    }),
  ]);
  expect(fs.readdirSync(mailDir)).toEqual(["20261123-kind-unrelated.eml"]);
  expect(await getCustomer(db(), key)).toBeUndefined();
  fs.rmSync(mailDir, { recursive: true, force: true });
});

test("erasure takes the person out of the administrators' morning digests, rows and .eml copies", async () => {
  for (const id of ["admin-1", "admin-2"]) {
    await db()
      .insert(users)
      .values({ id, name: id, email: `${id}@digi.example.tn` });
    await db().insert(userRoles).values({ userId: id, role: "admin" });
    await db().insert(adminSettings).values({ userId: id, notifyDigest: true });
  }
  const day = "2030-03-14";
  const [erased] = await db()
    .insert(appointments)
    .values([
      appointment({
        name: "Yasmine Trabelsi",
        phone: "+216 55 444 777",
        preferredDate: day,
        preferredTime: "10:00",
      }),
      appointment({
        name: "Karim Autre",
        phone: "+216 98 111 222",
        preferredDate: day,
        preferredTime: "11:00",
      }),
    ])
    .returning();
  // Alone on another day's digest: that digest has nobody left.
  await db()
    .insert(appointments)
    .values(
      appointment({
        name: "Yasmine Trabelsi",
        phone: "+216 55 444 777",
        preferredDate: "2030-03-15",
        preferredTime: "09:00",
      }),
    );
  expect(await queueDigests(db(), new Date(`${day}T07:30:00Z`))).toBe(2);
  expect(await queueDigests(db(), new Date("2030-03-15T07:30:00Z"))).toBe(2);
  const mailDir = tempDir();
  for (const { id } of await db().select({ id: outbox.id }).from(outbox))
    fs.writeFileSync(path.join(mailDir, `20300314-appointments.digest.admin-${id}.eml`), "…");

  const counts = await eraseCustomer(db(), erased!.customerKey, "admin-1", { mailDir });
  expect(counts).toMatchObject({ appointments: 2, mails: 4 });
  expect(await everything()).not.toContain("Yasmine");
  const digests = await db().select().from(outbox);
  expect(
    digests.map((d) => (d.payload as AppointmentsDigestPayload).appointments.map((a) => a.name)),
  ).toEqual([["Karim Autre"], ["Karim Autre"]]);
  // Every copy as sent named her: none is kept.
  expect(fs.readdirSync(mailDir)).toEqual([]);
  fs.rmSync(mailDir, { recursive: true, force: true });
});

test("an unknown customer erases nothing and records nothing", async () => {
  await db()
    .insert(orders)
    .values(order({ customerName: "Sami", phone: "+216 22 333 444" }));
  expect(await eraseCustomer(db(), "00000000", "nobody")).toBeUndefined();
  expect(await db().select().from(privacyErasures)).toEqual([]);
  const [row] = await db().select().from(orders);
  expect(row!.customerName).toBe("Sami");
});

test("an erased record says when and at whose request, and refuses what needs the person", async () => {
  await db().insert(users).values({ id: "admin-1", name: "admin", email: "admin@digi.example.tn" });
  await db().insert(userRoles).values({ userId: "admin-1", role: "admin" });
  const [erasedOrder, kept] = await db()
    .insert(orders)
    .values([
      order({ customerName: "Yasmine Trabelsi", phone: "+216 55 444 777" }),
      order({ customerName: "Retenue", phone: "+216 20 111 222" }),
    ])
    .returning();
  const at = new Date("2026-11-27T09:30:00Z");
  await eraseCustomer(db(), phoneKey("+216 55 444 777"), "admin-1", { now: at });
  // The retention job anonymises too, but nobody asked for it.
  await db()
    .update(orders)
    .set({ customerName: "Anonyme", anonymisedAt: at })
    .where(eq(orders.id, kept!.id));

  const [row] = await db().select().from(orders).where(eq(orders.id, erasedOrder!.id));
  expect(await erasureOf(db(), row!)).toEqual({
    at,
    onRequest: true,
    by: "admin@digi.example.tn",
  });
  expect(erasureText((await erasureOf(db(), row!))!)).toBe(
    "Données personnelles effacées le 27 nov. 2026, 10:30, à la demande de la personne (effacement fait par admin@digi.example.tn).",
  );
  const [retained] = await db().select().from(orders).where(eq(orders.id, kept!.id));
  expect(erasureText((await erasureOf(db(), retained!))!)).toBe(
    "Données personnelles anonymisées le 27 nov. 2026, 10:30, à la fin de leur durée de conservation.",
  );
  // Confirmer, Annuler: refused, nothing written.
  for (const to of ["confirmed", "cancelled"]) {
    expect(
      await changeStatus(db(), { entity: "order", id: row!.id, to, adminUserId: "admin-1" }),
    ).toEqual({
      ok: false,
      status: 409,
      message:
        "Les données de ce client ont été effacées\u202F: son statut ne change plus (personne à prévenir).",
    });
  }
  const [after] = await db().select().from(orders).where(eq(orders.id, row!.id));
  expect(after!.status).toBe("pending");
});
