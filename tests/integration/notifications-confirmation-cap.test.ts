import { addDays, todayInTunis } from "~/domain/calendar";
import { formsFr } from "~/i18n/forms/fr";
import { eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { appointments, orders, outbox } from "../../db/schema";
import { createAppointment } from "~/features/appointments/create.server";
import { CONFIRMATIONS_PER_RECIPIENT_PER_HOUR } from "~/features/notifications/outbox.server";
import { renderMail } from "~/features/notifications/templates";
import type { OrderPayload } from "~/features/notifications/payloads";
import { createOrder } from "~/features/orders/create.server";
import { orderSchema } from "~/features/orders/schema";
import { withTestDatabase } from "../support/test-database";
import { TEST_SITE } from "../support/outbox";

/**
 * The public forms cannot relay a visitor's words to any address: the
 * confirmation carries nothing typed but the name, and an address gets at
 * most a few confirmations an hour, while every submission is still stored
 * and announced to the administrators.
 */
const database = withTestDatabase();

const PHISH = "Votre compte est bloqué : payez sur http://evil.example";
const order = (email: string) =>
  orderSchema(formsFr.validation).parse({
    customer_name: "Amine Ben Salah",
    phone: "22 333 444",
    city: PHISH.slice(0, 50),
    address: PHISH,
    email,
    deployment_type: "cloud",
    product: "digierp",
  });
const appointment = (email: string) => ({
  name: "Leila",
  email,
  phone: "71000000",
  company: PHISH.slice(0, 50),
  service: "digimed" as const,
  preferredDate: addDays(todayInTunis(), 120),
  preferredTime: "10:00",
  message: PHISH,
  language: "fr" as const,
});

async function kinds() {
  const rows = await database.handle().db.select({ kind: outbox.kind }).from(outbox);
  const count = (kind: string) => rows.filter((r) => r.kind === kind).length;
  return {
    customer: count("order.created.customer") + count("appointment.created.customer"),
    admin: count("order.created.admin") + count("appointment.created.admin"),
  };
}

test(`at most ${CONFIRMATIONS_PER_RECIPIENT_PER_HOUR} confirmations per address an hour; every submission stored`, async () => {
  for (let i = 0; i < 4; i++) {
    await createOrder(
      database.handle().db,
      order(i % 2 ? "Victim@Example.com" : "victim@example.com"),
      `o${i}`,
    );
  }
  for (let i = 0; i < 2; i++) {
    await createAppointment(database.handle().db, appointment("victim@example.com "), `a${i}`);
  }
  expect(await database.handle().db.$count(orders)).toBe(4);
  expect(await database.handle().db.$count(appointments)).toBe(2);
  expect(await kinds()).toEqual({ customer: 3, admin: 6 });

  // Another address is not affected.
  await createOrder(database.handle().db, order("other@example.com"), "o-other");
  expect((await kinds()).customer).toBe(4);

  // An hour later the address may receive confirmations again.
  await database
    .handle()
    .db.execute(sql`update outbox set created_at = now() - interval '61 minutes'`);
  await createOrder(database.handle().db, order("victim@example.com"), "o-later");
  expect((await kinds()).customer).toBe(5);
});

test("the customer's confirmation shows only their name (capped) among what they typed", async () => {
  const long = `${"Amine ".repeat(15)}Fin`;
  await createOrder(database.handle().db, { ...order("c@example.com"), customer_name: long }, "o1");
  const [queued] = await database
    .handle()
    .db.select()
    .from(outbox)
    .where(eq(outbox.kind, "order.created.customer"));
  const mail = renderMail("order.created.customer", queued!.payload as OrderPayload, TEST_SITE);
  for (const part of [mail.subject, mail.text, mail.html]) {
    expect(part).not.toContain("evil.example");
    expect(part).not.toContain("bloqué");
    expect(part).not.toContain("Fin");
  }
  expect(mail.text).toContain(`Bonjour ${long.slice(0, 59)}…,`);

  await createAppointment(database.handle().db, appointment("d@example.com"), "a1");
  const [visit] = await database
    .handle()
    .db.select()
    .from(outbox)
    .where(eq(outbox.kind, "appointment.created.customer"));
  const visitMail = renderMail("appointment.created.customer", visit!.payload as never, TEST_SITE);
  for (const part of [visitMail.subject, visitMail.text, visitMail.html, visitMail.ics!.content]) {
    expect(part).not.toContain("evil.example");
  }
  expect(visitMail.text).toContain("Bonjour Leila,");
});
