import { addDays, todayInTunis } from "~/domain/calendar";
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { queryRows } from "../../db/client.server";
import { appointments, orders, outbox, users } from "../../db/schema";
import { changeStatus } from "~/features/back-office/status.server";
import { createOrder } from "~/features/orders/create.server";
import { orderSchema } from "~/features/orders/schema";
import { createAppointment, fromPageB } from "~/features/appointments/create.server";
import { appointmentBSchema } from "~/features/appointments/schema";
import { formsFr } from "~/i18n/forms/fr";
import { PROJECT_ROOT } from "~/infra/paths.server";
import { withTestDatabase } from "../support/test-database";

const database = withTestDatabase();

const order = (overrides: Record<string, unknown> = {}) =>
  orderSchema(formsFr.validation).parse({
    customer_name: "Amine Ben Salah",
    phone: "22 333 444",
    city: "Sousse",
    address: "5 avenue de la République",
    email: "amine@exemple.tn",
    deployment_type: "cloud",
    product: "digierp",
    ...overrides,
  });

test("an order is stored pending with its reference, and its two mails are queued with it", async () => {
  const { reference, created } = await createOrder(database.handle().db, order(), "key-1");
  expect(created).toBe(true);
  expect(reference).toMatch(new RegExp(`^CMD-${new Date().getFullYear()}-\\d{5}$`));
  const [row] = await database.handle().db.select().from(orders);
  expect(row).toMatchObject({
    reference,
    productName: "DigiERP",
    customerName: "Amine Ben Salah",
    deploymentType: "cloud",
    status: "pending",
    email: "amine@exemple.tn",
  });
  const queued = await database.handle().db.select().from(outbox).orderBy(outbox.kind);
  expect(queued.map((q) => q.kind)).toEqual(["order.created.admin", "order.created.customer"]);
  expect(queued[0]!.payload).toMatchObject({ reference, customerName: "Amine Ben Salah" });
});

test("the customer's language is stored and travels with the mails; French by default; nothing else is accepted", async () => {
  await createOrder(database.handle().db, order({ customer_name: "Client arabe" }), "key-ar", "ar");
  await createOrder(database.handle().db, order({ customer_name: "Client français" }), "key-fr");
  const rows = await database
    .handle()
    .db.select({ name: orders.customerName, language: orders.language })
    .from(orders)
    .orderBy(orders.customerName);
  expect(rows).toEqual([
    { name: "Client arabe", language: "ar" },
    { name: "Client français", language: "fr" },
  ]);
  const payloads = (await database.handle().db.select().from(outbox)).map(
    (q) => q.payload as { customerName: string; language: string },
  );
  const arabic = payloads.filter((p) => p.customerName === "Client arabe");
  expect(arabic.map((p) => p.language)).toEqual(["ar", "ar"]);
  await expect(
    database.handle().db.execute(sql`update ${orders} set language = 'en'`),
  ).rejects.toThrow();
});

test("without an email only the administrators' mail is queued", async () => {
  await createOrder(database.handle().db, order({ email: "" }), "key-2");
  const queued = await database.handle().db.select().from(outbox);
  expect(queued.map((q) => q.kind)).toEqual(["order.created.admin"]);
});

test("references follow each other", async () => {
  const a = await createOrder(database.handle().db, order(), "k-a");
  const b = await createOrder(database.handle().db, order(), "k-b");
  expect(Number(b.reference.slice(-5))).toBe(Number(a.reference.slice(-5)) + 1);
});

test("the same idempotency key, even concurrently, creates one order and one set of mails", async () => {
  const results = await Promise.all(
    Array.from({ length: 8 }, () => createOrder(database.handle().db, order(), "same-key")),
  );
  expect(new Set(results.map((r) => r.reference)).size).toBe(1);
  expect(results.filter((r) => r.created)).toHaveLength(1);
  const [{ n }] = (await queryRows<{ n: number }>(
    database.handle().db,
    sql`select count(*)::int as n from orders`,
  )) as [{ n: number }];
  expect(n).toBe(1);
  expect(await database.handle().db.select().from(outbox)).toHaveLength(2);
});

test("nothing is stored half-way: a failing mail insert rolls the order back", async () => {
  await database
    .handle()
    .db.execute(sql.raw(`ALTER TABLE outbox ADD CONSTRAINT no_mail CHECK (false) NOT VALID`));
  try {
    await expect(createOrder(database.handle().db, order(), "key-3")).rejects.toThrow();
    expect(await database.handle().db.select().from(orders)).toHaveLength(0);
  } finally {
    await database.handle().db.execute(sql.raw(`ALTER TABLE outbox DROP CONSTRAINT no_mail`));
  }
});

test("a page B appointment is stored pending with the meeting type line and both mails", async () => {
  const input = appointmentBSchema(formsFr.validation).parse({
    name: "Leila",
    email: "leila@clinique.tn",
    phone: "71000000",
    company: "",
    service: "autre",
    preferred_date: addDays(todayInTunis(), 3),
    preferred_time: "15:30",
    meeting_type: "phone",
    message: "Cabinet de 3 médecins",
  });
  const { id } = await createAppointment(database.handle().db, fromPageB(input, "fr"), "apt-1");
  const [row] = await database
    .handle()
    .db.select()
    .from(appointments)
    .where(eq(appointments.id, id));
  expect(row).toMatchObject({
    status: "pending",
    company: null,
    service: "autre",
    preferredTime: "15:30",
    message: "Type: Appel téléphonique\nCabinet de 3 médecins",
    meetingType: "phone",
  });
  const again = await createAppointment(database.handle().db, fromPageB(input, "fr"), "apt-1");
  expect(again).toEqual({ id, created: false });
  const queued = await database.handle().db.select().from(outbox).orderBy(outbox.kind);
  expect(queued.map((q) => q.kind)).toEqual([
    "appointment.created.admin",
    "appointment.created.customer",
  ]);

  // Confirmed: the customer's mail says the meeting is a phone call.
  await database
    .handle()
    .db.insert(users)
    .values({ id: "admin-1", name: "Amel", email: "amel@digi.tn" });
  await changeStatus(database.handle().db, {
    entity: "appointment",
    id,
    to: "confirmed",
    adminUserId: "admin-1",
  });
  const [confirmation] = await database
    .handle()
    .db.select()
    .from(outbox)
    .where(eq(outbox.kind, "appointment.status.customer"));
  expect(confirmation!.payload).toMatchObject({ status: "confirmed", meetingType: "phone" });
});

test("migration 0019 gives the rows booked before it their meeting type from the message line", async () => {
  const base = {
    email: "x@clinique.tn",
    phone: "71000000",
    service: "autre",
    preferredDate: addDays(todayInTunis(), 30),
    preferredTime: "10:00",
  };
  const rows = await database
    .handle()
    .db.insert(appointments)
    .values([
      { ...base, name: "Vidéo", message: "Type: Visioconférence\nBonjour" },
      { ...base, name: "Appel", message: "Type: Appel téléphonique" },
      { ...base, name: "Page A", message: "Type: écrit par le visiteur" },
      { ...base, name: "Sans message", message: null },
    ])
    .returning({ id: appointments.id });
  expect(rows).toHaveLength(4);
  const migration = fs.readFileSync(
    path.join(PROJECT_ROOT, "db/migrations/0019_appointment_meeting_type.sql"),
    "utf8",
  );
  const backfill = migration.split("--> statement-breakpoint").at(-1)!;
  await database.handle().db.execute(sql.raw(backfill));
  const stored = await database
    .handle()
    .db.select({ name: appointments.name, meetingType: appointments.meetingType })
    .from(appointments)
    .orderBy(appointments.name);
  expect(stored).toEqual([
    { name: "Appel", meetingType: "phone" },
    { name: "Page A", meetingType: null },
    { name: "Sans message", meetingType: null },
    { name: "Vidéo", meetingType: "video" },
  ]);
});
