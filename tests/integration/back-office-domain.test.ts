import { addDays, todayInTunis, tunisInstant } from "~/domain/calendar";
import { frenchSpacing } from "../../app/i18n/typography";
import { describe, expect, test } from "vitest";
import { eq, sql } from "drizzle-orm";
import {
  appointments,
  adminSettings,
  orders,
  outbox,
  statusEvents,
  userRoles,
  users,
} from "../../db/schema";
import { withTestDatabase } from "../support/test-database";
import { isFormula, spreadsheetRows } from "../support/spreadsheet";
import { arrivalsSince, dashboard } from "../../app/features/insights/dashboard.server";
import {
  getAppointment,
  listAppointments,
  listOrders,
  statusHistory,
} from "../../app/features/back-office/records.server";
import { changeStatus } from "../../app/features/back-office/status.server";
import type { AppointmentStatus } from "../../app/domain/constants";
import { appointmentTransitionsAt } from "../../app/domain/status-machine";
import { takenBetween } from "../../app/features/appointments/availability.server";
import { exportCsv } from "../../app/features/records/export.server";
import { parseListQuery, statusChangeSchema } from "../../app/features/back-office/schema";
import { notesOf } from "../../app/features/records/notes.server";
import { deleteRole, listRoles } from "../../app/features/administrators/users.server";
import {
  getSettings,
  saveSettings,
  smtpStatus,
} from "../../app/features/back-office/settings.server";
import { adminRecipients } from "../../app/features/notifications/recipients.server";

const { db } = withTestDatabase();

async function addUser(id: string, email: string, role: "admin" | "user" = "admin") {
  await db().insert(users).values({ id, name: email, email });
  const [row] = await db().insert(userRoles).values({ userId: id, role }).returning();
  return row!;
}

function order(overrides: Partial<typeof orders.$inferInsert> = {}) {
  return {
    productName: "DigiFact",
    customerName: "Sami Ben Ali",
    phone: "+216 22 333 444",
    city: "Sfax",
    address: "12 rue de la République",
    email: "sami@example.tn",
    deploymentType: "local" as const,
    ...overrides,
  };
}

function appointment(overrides: Partial<typeof appointments.$inferInsert> = {}) {
  return {
    name: "Leila Trabelsi",
    email: "leila@example.tn",
    phone: "+216 98 765 432",
    service: "digimed" as const,
    preferredDate: "2030-03-14",
    preferredTime: "10:00",
    ...overrides,
  };
}

const q = (entity: "order" | "appointment", params: Record<string, string> = {}) =>
  parseListQuery(entity, new URLSearchParams(params));

describe("dashboard", () => {
  test("counts come from the database and the recent lists hold the 5 newest", async () => {
    const base = Date.parse("2026-01-01T10:00:00Z");
    await db()
      .insert(orders)
      .values(
        Array.from({ length: 7 }, (_, i) =>
          order({
            customerName: `Client ${i}`,
            createdAt: new Date(base + i * 60_000),
            status: i < 3 ? "pending" : "confirmed",
          }),
        ),
      );
    await db()
      .insert(appointments)
      .values([appointment({ status: "pending" }), appointment({ status: "cancelled" })]);
    const data = await dashboard(db());
    expect(data.orders).toEqual({ total: 7, pending: 3 });
    expect(data.appointments).toEqual({ total: 2, pending: 1, noShows: 0, outcomes: 0 });
    expect(data.recentOrders.map((o) => o.customerName)).toEqual([
      "Client 6",
      "Client 5",
      "Client 4",
      "Client 3",
      "Client 2",
    ]);
    expect(data.recentAppointments).toHaveLength(2);
    expect(await arrivalsSince(db(), data.asOf)).toEqual({ orders: 0, appointments: 0 });
    await db().insert(orders).values(order());
    await db().insert(appointments).values(appointment());
    expect(await arrivalsSince(db(), data.asOf)).toEqual({ orders: 1, appointments: 1 });
  });

  test("the no-show rate counts the outcomes of the last 30 days (Tunis dates)", async () => {
    const today = todayInTunis();
    await db()
      .insert(appointments)
      .values([
        appointment({ preferredDate: addDays(today, -1), status: "no_show" }),
        appointment({ preferredDate: addDays(today, -30), status: "done" }),
        appointment({ preferredDate: today, status: "done" }),
        appointment({ preferredDate: addDays(today, -2), status: "done" }),
        // Out of the window, or without an outcome: not counted.
        appointment({ preferredDate: addDays(today, -31), status: "no_show" }),
        appointment({ preferredDate: addDays(today, -3), status: "confirmed" }),
      ]);
    const data = await dashboard(db());
    expect(data.appointments).toMatchObject({ noShows: 1, outcomes: 4 });
  });

  test("an empty database gives zeros and empty lists", async () => {
    const data = await dashboard(db());
    expect(data.orders).toEqual({ total: 0, pending: 0 });
    expect(data.recentOrders).toEqual([]);
  });
});

describe("lists", () => {
  test("search by name, phone, email and reference; filter; date range; paginate by 25", async () => {
    await db()
      .insert(orders)
      .values(
        Array.from({ length: 30 }, (_, i) =>
          order({
            customerName: `Client ${i}`,
            phone: `+216 20 000 ${String(i).padStart(3, "0")}`,
            email: i === 7 ? "unique@societe.tn" : null,
            status: i % 3 === 0 ? "confirmed" : "pending",
            // 10 orders per day on 1, 2 and 3 March 2026, late evening in Tunis (UTC+1)
            createdAt: new Date(
              Date.UTC(2026, 2, 1 + Math.floor(i / 10), 22, 30) + (i % 10) * 1000,
            ),
          }),
        ),
      );
    const all = await listOrders(db(), q("order"));
    expect(all.total).toBe(30);
    expect(all.rows).toHaveLength(25);
    expect(all.pageCount).toBe(2);
    expect(all.rows[0]!.customerName).toBe("Client 29");
    const second = await listOrders(db(), q("order", { page: "2" }));
    expect(second.rows).toHaveLength(5);
    expect(second.rows.at(-1)!.customerName).toBe("Client 0");

    expect((await listOrders(db(), q("order", { q: "client 1" }))).total).toBe(11);
    expect((await listOrders(db(), q("order", { q: "000 012" }))).rows[0]!.customerName).toBe(
      "Client 12",
    );
    expect((await listOrders(db(), q("order", { q: "UNIQUE@" }))).rows[0]!.customerName).toBe(
      "Client 7",
    );
    const ref = all.rows[3]!.reference;
    expect((await listOrders(db(), q("order", { q: ref }))).rows.map((r) => r.reference)).toEqual([
      ref,
    ]);
    // LIKE wildcards typed by the administrator are literal text
    expect((await listOrders(db(), q("order", { q: "%" }))).total).toBe(0);

    expect((await listOrders(db(), q("order", { status: "confirmed" }))).total).toBe(10);
    // 22:30 UTC on 1 March is 23:30 on 1 March in Tunis: the day boundaries are Tunis days
    const day2 = await listOrders(db(), q("order", { from: "2026-03-02", to: "2026-03-02" }));
    expect(day2.total).toBe(10);
    expect(day2.rows.every((r) => /^Client 1\d$/.test(r.customerName))).toBe(true);
    const oldest = await listOrders(db(), q("order", { sort: "oldest" }));
    expect(oldest.rows[0]!.customerName).toBe("Client 0");
    // garbage parameters fall back to no filter
    expect((await listOrders(db(), q("order", { status: "volé", page: "-3" }))).total).toBe(30);
  });

  test("appointments filter on the requested date and flag double bookings", async () => {
    await db()
      .insert(appointments)
      .values([
        appointment({ name: "A", preferredDate: "2030-01-10", status: "confirmed" }),
        appointment({ name: "B", preferredDate: "2030-01-10" }),
        appointment({ name: "C", preferredDate: "2030-01-12", company: "Clinique Nour" }),
      ]);
    const range = await listAppointments(db(), q("appointment", { from: "2030-01-11" }));
    expect(range.rows.map((r) => r.name)).toEqual(["C"]);
    expect((await listAppointments(db(), q("appointment", { q: "nour" }))).rows[0]!.name).toBe("C");
    const byDate = await listAppointments(db(), q("appointment", { sort: "date_desc" }));
    expect(byDate.rows[0]!.name).toBe("C");
    const b = byDate.rows.find((r) => r.name === "B")!;
    expect(b.conflict).toBe(true);
    expect(byDate.rows.find((r) => r.name === "C")!.conflict).toBe(false);
  });
});

describe("status changes", () => {
  test("every allowed order transition is recorded and mails the customer", async () => {
    await addUser("admin-1", "admin@example.tn");
    const [o] = await db().insert(orders).values(order()).returning();
    for (const to of ["confirmed", "shipped", "delivered"]) {
      const result = await changeStatus(db(), {
        entity: "order",
        id: o!.id,
        to,
        adminUserId: "admin-1",
      });
      expect(result).toMatchObject({ ok: true, to });
    }
    const history = await statusHistory(db(), "order", o!.id);
    expect(history.map((h) => `${h.fromStatus}>${h.toStatus}`)).toEqual([
      "pending>confirmed",
      "confirmed>shipped",
      "shipped>delivered",
    ]);
    expect(history[0]!.adminEmail).toBe("admin@example.tn");
    const mails = await db().select().from(outbox).where(eq(outbox.kind, "order.status.customer"));
    expect(mails).toHaveLength(3);
    expect(mails.map((m) => (m.payload as { status: string }).status).sort()).toEqual([
      "confirmed",
      "delivered",
      "shipped",
    ]);
    expect(mails[0]!.payload).toMatchObject({ email: "sami@example.tn", reference: o!.reference });
  });

  test("a refused transition changes nothing, records nothing and mails nobody", async () => {
    await addUser("admin-1", "admin@example.tn");
    const [o] = await db()
      .insert(orders)
      .values(order({ status: "delivered" }))
      .returning();
    const result = await changeStatus(db(), {
      entity: "order",
      id: o!.id,
      to: "cancelled",
      adminUserId: "admin-1",
    });
    expect(result).toEqual({
      ok: false,
      status: 409,
      message:
        "Changement de statut refusé\u202F: «\u202FLivrée\u202F» ne peut pas devenir «\u202FAnnulée\u202F».",
    });
    const [after] = await db().select().from(orders).where(eq(orders.id, o!.id));
    expect(after!.status).toBe("delivered");
    expect(await db().select().from(statusEvents)).toHaveLength(0);
    expect(await db().select().from(outbox)).toHaveLength(0);
    // an unknown status is refused the same way
    const unknown = await changeStatus(db(), {
      entity: "order",
      id: o!.id,
      to: "volée",
      adminUserId: "admin-1",
    });
    expect(unknown).toMatchObject({ ok: false, status: 409 });
  });

  test("a confirmed appointment ends «Terminé» or «Absent» once it has started, from confirmed only, without mailing the customer", async () => {
    await addUser("admin-1", "admin@example.tn");
    const [done, absent, pending] = await db()
      .insert(appointments)
      .values([
        appointment({ status: "confirmed" }),
        appointment({ status: "confirmed" }),
        appointment({ status: "pending" }),
      ])
      .returning();
    // 14 March 2030 at 10:00 in Tunis, the appointments' start.
    const start = tunisInstant("2030-03-14", "10:00");
    const change = (id: string, to: string, now: Date) =>
      changeStatus(db(), { entity: "appointment", id, to, adminUserId: "admin-1", now });

    // Days ahead, and still a minute before it starts: refused, nothing stored.
    for (const now of [
      new Date(start.getTime() - 3 * 86_400_000),
      new Date(start.getTime() - 60_000),
    ]) {
      for (const to of ["done", "no_show"]) {
        expect(await change(done!.id, to, now)).toEqual({
          ok: false,
          status: 409,
          message: frenchSpacing(
            "Ce rendez-vous n'a pas encore eu lieu : « Terminé » et « Absent » se notent à partir du jeu. 14 mars 2030 à 10:00.",
          ),
        });
      }
    }
    expect(await db().select().from(statusEvents)).toHaveLength(0);

    expect(await change(done!.id, "done", start)).toMatchObject({ ok: true, to: "done" });
    expect(await change(absent!.id, "no_show", start)).toMatchObject({ ok: true, to: "no_show" });
    expect(await change(pending!.id, "done", start)).toMatchObject({ ok: false, status: 409 });
    const events = await db().select().from(statusEvents);
    expect(events.map((e) => e.toStatus).sort()).toEqual(["done", "no_show"]);
    // No status mail; «Absent» queues only the follow-up, which waits an hour (decision 0065).
    const queued = await db().select().from(outbox);
    expect(queued.map((m) => m.kind)).toEqual(["appointment.noshow.customer"]);
    expect(queued[0]!.nextAttemptAt.getTime()).toBe(start.getTime() + 3_600_000);
  });

  test("an outcome is corrected on the appointment's day, recorded in the history; not the day after", async () => {
    await addUser("admin-1", "admin@example.tn");
    const [row] = await db()
      .insert(appointments)
      .values(appointment({ status: "confirmed", preferredTime: "16:00" }))
      .returning();
    const change = (to: string, now: Date) =>
      changeStatus(db(), { entity: "appointment", id: row!.id, to, adminUserId: "admin-1", now });
    const evening = tunisInstant("2030-03-14", "23:59");
    expect(await change("done", tunisInstant("2030-03-14", "17:00"))).toMatchObject({ ok: true });
    expect(await change("no_show", evening)).toMatchObject({
      ok: true,
      from: "done",
      to: "no_show",
    });
    expect(await change("done", evening)).toMatchObject({ ok: true, from: "no_show", to: "done" });
    expect(await change("no_show", tunisInstant("2030-03-15", "00:00"))).toEqual({
      ok: false,
      status: 409,
      message: frenchSpacing(
        "« Terminé » et « Absent » ne se corrigent que le jour du rendez-vous (jeu. 14 mars 2030).",
      ),
    });
    const history = await statusHistory(db(), "appointment", row!.id);
    expect(history.map((e) => [e.fromStatus, e.toStatus, e.adminEmail])).toEqual([
      ["confirmed", "done", "admin@example.tn"],
      ["done", "no_show", "admin@example.tn"],
      ["no_show", "done", "admin@example.tn"],
    ]);
    // The follow-up «Absent» queued was stopped by the correction before it left.
    const queued = await db().select().from(outbox);
    expect(queued.map((m) => [m.kind, m.lastError])).toEqual([
      ["appointment.noshow.customer", "Résultat corrigé\u202F: le client était présent"],
    ]);
    expect(queued[0]!.sentAt).not.toBeNull();
  });

  test("the buttons come from the same rule: outcomes once started, cancellation before, corrections that day", () => {
    const at = (status: AppointmentStatus, now: Date) =>
      appointmentTransitionsAt(status, { date: "2030-03-14", time: "10:00", now }).map(
        (t) => t.label,
      );
    const before = tunisInstant("2030-03-13", "10:00");
    const started = tunisInstant("2030-03-14", "10:00");
    const nextDay = tunisInstant("2030-03-15", "09:00");
    expect(at("confirmed", before)).toEqual(["Annuler"]);
    expect(at("confirmed", started)).toEqual(["Terminé", "Absent"]);
    expect(at("done", started)).toEqual(["Corriger\u202F: Absent"]);
    expect(at("no_show", started)).toEqual(["Corriger\u202F: Terminé"]);
    expect(at("done", nextDay)).toEqual([]);
    expect(at("pending", before)).toEqual(["Confirmer", "Annuler"]);
  });

  test("an administrator cancels a confirmed appointment before it starts: reason noted, customer mailed, slot freed", async () => {
    await addUser("admin-1", "admin@example.tn");
    const [row] = await db()
      .insert(appointments)
      .values(appointment({ status: "confirmed", language: "ar" }))
      .returning();
    const before = tunisInstant("2030-03-13", "09:00");
    const taken = async () =>
      (await takenBetween(db(), "2030-03-14", "2030-03-14")).get("2030-03-14")?.get("10:00") ?? 0;
    expect(await taken()).toBe(1);
    expect(
      await changeStatus(db(), {
        entity: "appointment",
        id: row!.id,
        to: "cancelled",
        adminUserId: "admin-1",
        reason: "Le client a appelé",
        now: before,
      }),
    ).toMatchObject({ ok: true, from: "confirmed", to: "cancelled" });
    expect(await taken()).toBe(0);
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "appointment.status.customer"));
    expect(mail!.payload).toMatchObject({
      fromStatus: "confirmed",
      status: "cancelled",
      language: "ar",
      email: "leila@example.tn",
    });
    expect((await notesOf(db(), "appointment", [row!.id]))[0]!.body).toBe(
      frenchSpacing("Motif de l'annulation : Le client a appelé"),
    );
    // Once it has started, it is an outcome, no longer a cancellation.
    const [late] = await db()
      .insert(appointments)
      .values(appointment({ status: "confirmed", preferredTime: "11:00" }))
      .returning();
    expect(
      await changeStatus(db(), {
        entity: "appointment",
        id: late!.id,
        to: "cancelled",
        adminUserId: "admin-1",
        now: tunisInstant("2030-03-14", "11:05"),
      }),
    ).toEqual({
      ok: false,
      status: 409,
      message: frenchSpacing(
        "Ce rendez-vous a commencé le jeu. 14 mars 2030 à 11:00 : il ne peut plus être annulé, notez « Terminé » ou « Absent ».",
      ),
    });
  });

  test("an order without email changes status without a mail; cancel from confirmed", async () => {
    await addUser("admin-1", "admin@example.tn");
    const [o] = await db()
      .insert(orders)
      .values(order({ email: null, status: "confirmed" }))
      .returning();
    expect(
      await changeStatus(db(), {
        entity: "order",
        id: o!.id,
        to: "cancelled",
        adminUserId: "admin-1",
      }),
    ).toMatchObject({ ok: true });
    expect(await db().select().from(outbox)).toHaveLength(0);
    expect(await statusHistory(db(), "order", o!.id)).toHaveLength(1);
  });

  test("a cancellation's reason becomes an internal note by the same administrator; other changes ignore it", async () => {
    await addUser("admin-1", "admin@example.tn");
    const [o] = await db()
      .insert(orders)
      .values(order({ status: "pending" }))
      .returning();
    await changeStatus(db(), {
      entity: "order",
      id: o!.id,
      to: "confirmed",
      adminUserId: "admin-1",
      reason: "ignored: not a cancellation",
    });
    expect(await notesOf(db(), "order", [o!.id])).toEqual([]);
    await changeStatus(db(), {
      entity: "order",
      id: o!.id,
      to: "cancelled",
      adminUserId: "admin-1",
      reason: "Le client a choisi un concurrent",
    });
    const notes = await notesOf(db(), "order", [o!.id]);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      body: "Motif de l'annulation\u202F: Le client a choisi un concurrent",
      authorEmail: "admin@example.tn",
    });
    // The reason stays internal: the customer's mail does not carry it.
    const mails = await db().select().from(outbox);
    expect(JSON.stringify(mails)).not.toContain("concurrent");
  });

  test("a reason over 500 characters is refused by the schema", () => {
    const id = "6f1c2a9e-0000-4000-8000-000000000001";
    const form = { intent: "status", id, status: "cancelled" };
    expect(statusChangeSchema.safeParse({ ...form, reason: "x".repeat(500) }).success).toBe(true);
    const refused = statusChangeSchema.safeParse({ ...form, reason: "x".repeat(501) });
    expect(refused.error?.issues[0]?.message).toBe("Le motif ne doit pas dépasser 500 caractères");
    expect(statusChangeSchema.parse({ ...form, reason: "   " }).reason).toBeUndefined();
  });

  test("confirming an appointment on a taken slot warns first, then goes through when forced", async () => {
    await addUser("admin-1", "admin@example.tn");
    const [first, second] = await db()
      .insert(appointments)
      .values([appointment({ name: "Premier" }), appointment({ name: "Second" })])
      .returning();
    expect(
      await changeStatus(db(), {
        entity: "appointment",
        id: first!.id,
        to: "confirmed",
        adminUserId: "admin-1",
      }),
    ).toMatchObject({ ok: true });
    const warned = await changeStatus(db(), {
      entity: "appointment",
      id: second!.id,
      to: "confirmed",
      adminUserId: "admin-1",
    });
    expect(warned).toMatchObject({ ok: false, status: 409, doubleBooking: true });
    expect((warned as { message: string }).message).toContain("10:00");
    expect((await getAppointment(db(), second!.id))!.status).toBe("pending");
    expect(
      await changeStatus(db(), {
        entity: "appointment",
        id: second!.id,
        to: "confirmed",
        adminUserId: "admin-1",
        force: true,
      }),
    ).toMatchObject({ ok: true });
    const mails = await db().select().from(outbox);
    // Each confirmation mails the customer and queues their reminder.
    expect(mails.map((m) => m.kind).sort()).toEqual([
      "appointment.reminder.customer",
      "appointment.reminder.customer",
      "appointment.status.customer",
      "appointment.status.customer",
    ]);
  });

  test("two confirmations of one slot at once: one goes through, the other is warned", async () => {
    await addUser("admin-1", "admin@example.tn");
    const rows = await db()
      .insert(appointments)
      .values([appointment({ name: "Un" }), appointment({ name: "Deux" })])
      .returning();
    const results = await Promise.all(
      rows.map((r) =>
        changeStatus(db(), {
          entity: "appointment",
          id: r.id,
          to: "confirmed",
          adminUserId: "admin-1",
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.doubleBooking)).toHaveLength(1);
  });

  test("an unknown id answers 404", async () => {
    await addUser("admin-1", "admin@example.tn");
    expect(
      await changeStatus(db(), {
        entity: "order",
        id: "00000000-0000-4000-8000-000000000000",
        to: "confirmed",
        adminUserId: "admin-1",
      }),
    ).toMatchObject({ ok: false, status: 404 });
  });
});

describe("CSV export", () => {
  test("honours the filter, starts with a BOM and neutralises formulas", async () => {
    await db()
      .insert(orders)
      .values([
        order({ customerName: '=HYPERLINK("http://evil.example","clic")', status: "pending" }),
        order({ customerName: "<img src=x onerror=alert(1)>", city: "Sfax; centre" }),
        order({ customerName: "Hors filtre", status: "cancelled" }),
      ]);
    const { body, filename } = await exportCsv(
      db(),
      "order",
      q("order", { status: "pending" }),
      ";",
    );
    expect(filename).toMatch(/^commandes-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const lines = body.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Référence;Date;Client;Produit;Type;Ville;Adresse;Téléphone;Email;Statut;" +
        "Société;Matricule fiscal;Proforma;Total HT;TVA;Timbre;Total TTC;Acompte;Payé;Solde;Paiement",
    );
    expect(body).not.toContain("Hors filtre");
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""clic"")"`);
    expect(body).toContain("<img src=x onerror=alert(1)>");
    expect(body).toContain('"Sfax; centre"');
    expect(body).toContain("'+216 22 333 444");
    expect(body).toContain("Installation locale");
    expect(body).toContain("En attente");
  });

  test("every date and time column is ISO 8601: request times in Tunis with their offset", async () => {
    // 22 November 2026, 13:05 UTC: 14:05 in Tunis.
    const createdAt = new Date("2026-11-22T13:05:09Z");
    await db().insert(orders).values(order({ createdAt }));
    await db().insert(appointments).values(appointment({ createdAt }));
    const rows = async (entity: "order" | "appointment") =>
      (await exportCsv(db(), entity, q(entity), ",")).body.slice(1).split("\r\n")[1]!.split(",");
    const [reference, orderDate] = await rows("order");
    expect(reference).toMatch(/^CMD-/);
    expect(orderDate).toBe("2026-11-22T14:05:09+01:00");
    const booked = await rows("appointment");
    expect(booked[0]).toBe("2026-11-22T14:05:09+01:00");
    expect(booked.slice(4, 6)).toEqual(["2030-03-14", "10:00"]);
  });

  test("appointments export with a comma separator", async () => {
    await db()
      .insert(appointments)
      .values(appointment({ message: "Type: Visioconférence\n@note" }));
    const { body } = await exportCsv(db(), "appointment", q("appointment"), ",");
    expect(body).toContain("Leila Trabelsi,,DigiMed,2030-03-14,10:00");
    // After a line break, a formula start is neutralised too.
    expect(body).toContain(`"Type: Visioconférence\n'@note"`);
  });

  test("every export opened with either separator has no cell a spreadsheet takes for a formula", async () => {
    const hostile = (n: number) =>
      [`a;=1+${n}`, `b,=1+${n}`, `c\n@SUM(A${n})`, ` -${n}+1`, `d; "+${n}"`][n % 5]!;
    await db()
      .insert(orders)
      .values(
        Array.from({ length: 5 }, (_, n) =>
          order({
            customerName: hostile(n),
            city: hostile(n + 1),
            address: hostile(n + 2),
            email: hostile(n + 3),
            productName: hostile(n + 4),
          }),
        ),
      );
    await db()
      .insert(appointments)
      .values(
        Array.from({ length: 5 }, (_, n) =>
          appointment({
            name: hostile(n),
            company: hostile(n + 1),
            email: hostile(n + 2),
            message: hostile(n + 3),
          }),
        ),
      );
    for (const entity of ["order", "appointment"] as const) {
      for (const written of [";", ","] as const) {
        const { body } = await exportCsv(db(), entity, q(entity), written);
        for (const opened of [";", ","]) {
          const rows = spreadsheetRows(body, opened);
          if (opened === written) expect(rows.slice(1)).toHaveLength(5);
          const formulas = rows.flat().filter(isFormula);
          expect(formulas, `${entity} written with ${written}, opened with ${opened}`).toEqual([]);
        }
      }
    }
  });
});

describe("users and roles", () => {
  test("lists role records with counters, newest first", async () => {
    await addUser("u-admin-1", "a1@example.tn");
    await addUser("u-user-1", "u1@example.tn", "user");
    const { roles, counts } = await listRoles(db());
    expect(counts).toEqual({ total: 2, admins: 1, sales: 0, editors: 0, users: 1, none: 0 });
    expect(roles[0]!.email).toBe("u1@example.tn");
  });

  test("refuses deleting one's own admin role and the last admin role", async () => {
    const mine = await addUser("u-admin-1", "a1@example.tn");
    const other = await addUser("u-admin-2", "a2@example.tn");
    const plain = await addUser("u-user-1", "u1@example.tn", "user");
    expect(await deleteRole(db(), mine.id, "u-admin-1")).toEqual({
      ok: false,
      status: 409,
      message: "Vous ne pouvez pas supprimer votre propre rôle administrateur.",
    });
    expect(await deleteRole(db(), plain.id, "u-admin-1")).toMatchObject({ ok: true });
    expect(await deleteRole(db(), other.id, "u-admin-1")).toMatchObject({ ok: true });
    // u-admin-2 is no longer admin; were it still signed in, the last admin role is refused
    expect(await deleteRole(db(), mine.id, "u-admin-2")).toEqual({
      ok: false,
      status: 409,
      message: "Impossible de supprimer le dernier rôle administrateur.",
    });
    expect((await listRoles(db())).counts).toEqual({
      total: 3,
      admins: 1,
      sales: 0,
      editors: 0,
      users: 0,
      none: 2,
    });
    expect(await deleteRole(db(), other.id, "u-admin-1")).toMatchObject({ status: 404 });
  });

  test("two administrators deleting each other at once leave one administrator", async () => {
    const a = await addUser("u-admin-1", "a1@example.tn");
    const b = await addUser("u-admin-2", "a2@example.tn");
    const results = await Promise.all([
      deleteRole(db(), b.id, "u-admin-1"),
      deleteRole(db(), a.id, "u-admin-2"),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect((await listRoles(db())).counts.admins).toBe(1);
  });
});

describe("settings", () => {
  test("no row means both on; saving persists; the worker's recipients obey the toggles", async () => {
    await addUser("u-admin-1", "a1@example.tn");
    await addUser("u-admin-2", "a2@example.tn");
    await addUser("u-user-1", "u1@example.tn", "user");
    expect(await getSettings(db(), "u-admin-1")).toEqual({
      notifyOrders: true,
      notifyAppointments: true,
      notifyDigest: false,
    });
    await saveSettings(db(), "u-admin-1", {
      notifyOrders: false,
      notifyAppointments: true,
      notifyDigest: true,
    });
    expect(await getSettings(db(), "u-admin-1")).toEqual({
      notifyOrders: false,
      notifyAppointments: true,
      notifyDigest: true,
    });
    await saveSettings(db(), "u-admin-1", {
      notifyOrders: false,
      notifyAppointments: false,
      notifyDigest: false,
    });
    expect(await db().select().from(adminSettings)).toHaveLength(1);
    expect(await adminRecipients(db(), "orders", undefined)).toEqual(["a2@example.tn"]);
    expect(await adminRecipients(db(), "appointments", undefined)).toEqual(["a2@example.tn"]);
    await saveSettings(db(), "u-admin-1", {
      notifyOrders: true,
      notifyAppointments: false,
      notifyDigest: false,
    });
    expect(await adminRecipients(db(), "orders", undefined)).toEqual([
      "a1@example.tn",
      "a2@example.tn",
    ]);
  });

  test("SMTP status never exposes values", () => {
    expect(smtpStatus({ SMTP_URL: undefined, MAIL_FROM: undefined })).toEqual({
      server: false,
      port: false,
      sender: false,
    });
    expect(
      smtpStatus({ SMTP_URL: "smtp://user:secret@mail.example.tn:2525", MAIL_FROM: "a@b.tn" }),
    ).toEqual({ server: true, port: true, sender: true });
  });
});

// Timings are `npm run bench -- --back-office` and `--search`: here the figures at volume.
test("the dashboard and a filtered list count right with 10,000 orders and 10,000 appointments", async () => {
  await db().execute(sql`
    insert into orders (product_name, customer_name, phone, city, address, status, created_at)
    select 'DigiERP', 'Client ' || g, '+216 20 ' || g, 'Tunis', 'Adresse ' || g,
           (array['pending','confirmed','shipped','delivered','cancelled'])[1 + g % 5],
           now() - (g || ' minutes')::interval
    from generate_series(1, 10000) g`);
  await db().execute(sql`
    insert into appointments (name, email, phone, service, preferred_date, preferred_time, status, created_at)
    select 'Patient ' || g, 'p' || g || '@example.tn', '+216 50 ' || g, 'digimed',
           current_date + (g % 60), '10:00', (array['pending','confirmed','cancelled'])[1 + g % 3],
           now() - (g || ' minutes')::interval
    from generate_series(1, 10000) g`);
  const data = await dashboard(db());
  expect(data.orders.total).toBe(10_000);
  expect(data.appointments.pending).toBe(3333);
  expect(data.insights.weeks.reduce((n, w) => n + w.orders, 0)).toBe(10_000);
  expect(data.insights.ordersByProduct).toEqual([
    { label: "DigiERP", counts: { local: 10_000, cloud: 0 } },
  ]);
  const page = await listOrders(db(), q("order", { q: "client 99", page: "2" }));
  expect(page.total).toBe(111);
});
