import { describe, expect, test } from "vitest";
import { eq, sql } from "drizzle-orm";
import { queryRows } from "../../db/client.server";
import { appointments, orders, outbox, recordNotes, users, userRoles } from "../../db/schema";
import { withTestDatabase } from "../support/test-database";
import { phoneKey } from "../../app/domain/phone";
import { getCustomer, listCustomers } from "../../app/features/customers/customers.server";
import { parseCustomerListQuery } from "../../app/features/customers/customers";
import { exportCsv } from "../../app/features/records/export.server";
import { addNote, notesOf } from "../../app/features/records/notes.server";
import { listAppointments, listOrders } from "../../app/features/back-office/records.server";
import { changeStatus } from "../../app/features/back-office/status.server";
import { dateRangeError, parseListQuery } from "../../app/features/back-office/schema";
import { appointment, order } from "../e2e/back-office-support";

const { db } = withTestDatabase();

const orderQuery = (q: string) => parseListQuery("order", new URLSearchParams({ q }));
const appointmentQuery = (q: string) => parseListQuery("appointment", new URLSearchParams({ q }));

async function addAdmin(id: string, email: string) {
  await db().insert(users).values({ id, name: email, email });
  await db().insert(userRoles).values({ userId: id, role: "admin" });
}

describe("search normalisation", () => {
  test("a phone number matches whatever the spacing or the +216 / 00216 prefix", async () => {
    await db()
      .insert(orders)
      .values([
        order({ customerName: "Sami", phone: "+216 55 111 222" }),
        order({ customerName: "Other", phone: "+216 98 000 111" }),
      ]);
    for (const q of [
      "55111222",
      "55 111 222",
      "+21655111222",
      "0021655111222",
      "111 222",
      "216 55 111 222",
    ]) {
      const page = await listOrders(db(), orderQuery(q));
      expect(
        page.rows.map((r) => r.customerName),
        q,
      ).toEqual(["Sami"]);
    }
  });

  test("names match without accents or case; city, e-mail and order reference are searchable", async () => {
    const [sebastien] = await db()
      .insert(orders)
      .values([
        order({ customerName: "Sébastien Ĺefèvre", city: "Médenine", email: "seb@example.tn" }),
        order({ customerName: "Amira", city: "Sfax", email: "amira@example.tn" }),
      ])
      .returning();
    const find = async (q: string) =>
      (await listOrders(db(), orderQuery(q))).rows.map((r) => r.customerName);
    expect(await find("sebastien")).toEqual(["Sébastien Ĺefèvre"]);
    expect(await find("SÉBASTIEN")).toEqual(["Sébastien Ĺefèvre"]);
    expect(await find("medenine")).toEqual(["Sébastien Ĺefèvre"]);
    expect(await find("SEB@EXAMPLE")).toEqual(["Sébastien Ĺefèvre"]);
    expect(await find(sebastien!.reference.toLowerCase())).toEqual(["Sébastien Ĺefèvre"]);
    // LIKE wildcards typed by the user are taken literally.
    expect(await find("%")).toEqual([]);
    // The CSV export uses the same search.
    const csv = await exportCsv(db(), "order", orderQuery("sebastien"), ";");
    expect(csv.body).toContain("Sébastien Ĺefèvre");
    expect(csv.body).not.toContain("Amira");
  });

  test("appointments are searched the same way (name, company, phone)", async () => {
    await db()
      .insert(appointments)
      .values([
        appointment({
          name: "Hélène Gharbi",
          company: "Pharmacie Étoile",
          phone: "00216 71-222-333",
        }),
        appointment({ name: "Karim", company: null, phone: "+216 20 000 000" }),
      ]);
    const find = async (q: string) =>
      (await listAppointments(db(), appointmentQuery(q))).rows.map((r) => r.name);
    expect(await find("helene")).toEqual(["Hélène Gharbi"]);
    expect(await find("pharmacie etoile")).toEqual(["Hélène Gharbi"]);
    expect(await find("71222333")).toEqual(["Hélène Gharbi"]);
  });

  test("the stored phone key is the SQL phone_key(), which agrees with the application's phoneKey()", async () => {
    const samples = [
      "+216 55 111 222",
      "00216-55-111-222",
      "216 55111222",
      "55.111.222",
      "+33 6 12 34 56 78",
      "0033612345678",
      "71 000 000",
    ];
    const rows = await queryRows<{ raw: string; key: string }>(
      db(),
      sql`select raw, phone_key(raw) as key from unnest(${sql.raw(
        `ARRAY[${samples.map((s) => `'${s}'`).join(", ")}]`,
      )}::text[]) as raw`,
    );
    expect(rows.map((r) => r.key)).toEqual(samples.map(phoneKey));
    expect(phoneKey("+216 55 111 222")).toBe("55111222");
  });

  test("a 'from' date after the 'to' date is refused with a French message", () => {
    const query = parseListQuery(
      "order",
      new URLSearchParams({ from: "2026-05-02", to: "2026-05-01" }),
    );
    expect(dateRangeError(query)).toMatch(/date de début/);
    expect(dateRangeError({ from: "2026-05-01", to: "2026-05-01" })).toBeUndefined();
  });
});

describe("customers", () => {
  test("two orders with differently formatted phones and an appointment are one customer", async () => {
    await db()
      .insert(orders)
      .values([
        order({ customerName: "Sami Ben Ali", phone: "+216 22 333 444", city: "Sfax" }),
        order({ customerName: "Sami Ben Ali", phone: "0021622333444", city: "Sfax", email: null }),
        order({ customerName: "Autre client", phone: "98 765 432", email: "autre@example.tn" }),
      ]);
    await db()
      .insert(appointments)
      .values(appointment({ name: "Sami", phone: "22-333-444" }));

    const page = await listCustomers(db(), parseCustomerListQuery(new URLSearchParams()));
    expect(page.total).toBe(2);
    const sami = page.rows.find((c) => c.key === "22333444");
    expect(sami).toMatchObject({ orders: 2, appointments: 1, city: "Sfax" });

    const searched = await listCustomers(
      db(),
      parseCustomerListQuery(new URLSearchParams({ q: "+216 22 333 444" })),
    );
    expect(searched.rows.map((c) => c.key)).toEqual(["22333444"]);
  });

  test("a customer's timeline holds their orders, appointments, status changes and notes", async () => {
    await addAdmin("admin-1", "chef@example.tn");
    const [first] = await db()
      .insert(orders)
      .values(order({ phone: "55 111 222" }))
      .returning();
    const [booking] = await db()
      .insert(appointments)
      .values(appointment({ phone: "+21655111222" }))
      .returning();
    await changeStatus(db(), {
      entity: "order",
      id: first!.id,
      to: "confirmed",
      adminUserId: "admin-1",
    });
    await addNote(db(), {
      entity: "appointment",
      entityId: booking!.id,
      body: "Rappeler après 17 h",
      authorUserId: "admin-1",
    });

    const customer = await getCustomer(db(), "55111222");
    expect(customer?.summary).toMatchObject({ orders: 1, appointments: 1 });
    const kinds = customer!.timeline.map((e) => e.kind).sort();
    expect(kinds).toEqual(["appointment", "note", "order", "status"]);
    const note = customer!.timeline.find((e) => e.kind === "note");
    expect(note).toMatchObject({
      detail: "Rappeler après 17 h",
      by: "chef@example.tn",
      href: `/admin/appointments/${booking!.id}`,
    });
    expect(await getCustomer(db(), "00000000")).toBeUndefined();
  });
});

describe("internal notes", () => {
  test("a note is stored with its author and time, and queues no mail", async () => {
    await addAdmin("admin-2", "note@example.tn");
    const [row] = await db().insert(orders).values(order()).returning();
    const mailsBefore = (await db().select().from(outbox)).length;
    expect(
      await addNote(db(), {
        entity: "order",
        entityId: row!.id,
        body: "Client pressé",
        authorUserId: "admin-2",
      }),
    ).toBe(true);
    const [stored] = await db().select().from(recordNotes).where(eq(recordNotes.entityId, row!.id));
    expect(stored).toMatchObject({
      entity: "order",
      body: "Client pressé",
      authorUserId: "admin-2",
    });
    expect(stored!.createdAt).toBeInstanceOf(Date);
    expect((await notesOf(db(), "order", [row!.id]))[0]).toMatchObject({
      authorEmail: "note@example.tn",
    });
    expect((await db().select().from(outbox)).length).toBe(mailsBefore);
  });

  test("a note on a record that does not exist stores nothing", async () => {
    await addAdmin("admin-3", "x@example.tn");
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(
      await addNote(db(), {
        entity: "order",
        entityId: missing,
        body: "?",
        authorUserId: "admin-3",
      }),
    ).toBe(false);
    expect(await db().select().from(recordNotes)).toEqual([]);
  });
});
