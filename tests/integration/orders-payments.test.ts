import { todayInTunis } from "~/domain/calendar";
import { eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { orderPayments, orders } from "../../db/schema";
import { createOrder } from "~/features/orders/create.server";
import { orderSchema } from "~/features/orders/schema";
import { paymentSchema } from "~/features/orders/payments";
import {
  correctPayment,
  orderMoney,
  paymentStateSql,
  recordPayment,
} from "~/features/orders/payments.server";
import { formsFr } from "~/i18n/forms/fr";
import { withTestDatabase } from "../support/test-database";

const database = withTestDatabase();
const db = () => database.handle().db;
const today = todayInTunis();

async function newOrder(key: string) {
  const input = orderSchema(formsFr.validation).parse({
    customer_name: "Sonia Trabelsi",
    phone: "98 765 432",
    city: "Tunis",
    address: "12 rue de Marseille",
    deployment_type: "local",
    product: "digierp",
    option: ["phone", "drafts"],
  });
  const { reference } = await createOrder(db(), input, key);
  const [row] = await db().select().from(orders).where(eq(orders.reference, reference));
  return row!;
}

const payment = (fields: Record<string, string>) =>
  paymentSchema(today).parse({ method: "transfer", paid_on: today, ...fields });

const money = async (id: string) => (await orderMoney(db(), (await orderRow(id))!))!;
const orderRow = async (id: string) =>
  (await db().select().from(orders).where(eq(orders.id, id)))[0];

test("the deposit, then the balance: amount paid, balance and state follow", async () => {
  const order = await newOrder("pay-1");
  expect((await money(order.id)).state).toBe("unpaid");
  expect((await money(order.id)).balanceMillimes).toBe(929_200);

  expect(
    await recordPayment(db(), order.id, payment({ amount: "278,760", reference: "VIR-1" }), null),
  ).toEqual({ ok: true });
  let m = await money(order.id);
  expect(m).toMatchObject({ paidMillimes: 278_760, balanceMillimes: 650_440, state: "deposit" });

  expect(
    await recordPayment(db(), order.id, payment({ amount: "650.440", method: "cheque" }), null),
  ).toEqual({ ok: true });
  m = await money(order.id);
  expect(m).toMatchObject({ paidMillimes: 929_200, balanceMillimes: 0, state: "paid" });

  const [{ state }] = (await db()
    .select({ state: paymentStateSql })
    .from(orders)
    .where(eq(orders.id, order.id))) as [{ state: string }];
  expect(state).toBe("paid");
});

test("a mistake is corrected by a counter-entry, never in place; a payment is corrected once", async () => {
  const order = await newOrder("pay-2");
  await recordPayment(db(), order.id, payment({ amount: "300" }), null);
  const [first] = (await money(order.id)).payments;
  expect(await correctPayment(db(), order.id, first!.id, "Montant erroné", null, today)).toEqual({
    ok: true,
  });
  const m = await money(order.id);
  expect(m.payments.map((p) => [p.amountMillimes, p.correctsPaymentId === first!.id])).toEqual([
    [300_000, false],
    [-300_000, true],
  ]);
  expect(m.payments[0]!.correctedBy).toBe(m.payments[1]!.id);
  expect(m).toMatchObject({ paidMillimes: 0, state: "unpaid" });

  const again = await correctPayment(db(), order.id, first!.id, null, null, today);
  expect(again).toMatchObject({ ok: false, message: "Ce paiement a déjà été contre-passé." });
  // The database refuses an edit in place.
  await expect(
    db().update(orderPayments).set({ amountMillimes: 1 }).where(eq(orderPayments.id, first!.id)),
  ).rejects.toThrow();
  expect((await money(order.id)).payments).toHaveLength(2);
});

test("negative, absurd and excessive amounts are refused with their message; nothing is stored", async () => {
  const order = await newOrder("pay-3");
  for (const amount of ["-50", "0", "abc", "1e9", "99999999999", "12,3456", ""]) {
    const parsed = paymentSchema(today).safeParse({ amount, method: "cash", paid_on: today });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toMatch(/montant n.est pas valide/);
  }
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const future = paymentSchema(today).safeParse({
    amount: "10",
    method: "cash",
    paid_on: tomorrow > today ? tomorrow : "2999-01-01",
  });
  expect(future.error!.issues[0]!.message).toBe(
    "La date du paiement ne peut pas être dans le futur.",
  );
  expect(
    paymentSchema(today).safeParse({ amount: "10", method: "bitcoin", paid_on: today }).error!
      .issues[0]!.message,
  ).toBe("Choisissez le mode de paiement.");
  expect(
    paymentSchema(today).safeParse({ amount: "10", method: "cash", paid_on: "2025-02-30" }).error!
      .issues[0]!.message,
  ).toBe("La date du paiement n'est pas valide.");

  const tooMuch = await recordPayment(db(), order.id, payment({ amount: "929,201" }), null);
  expect(tooMuch).toEqual({
    ok: false,
    status: 400,
    message: "Le montant dépasse le solde restant dû (929,200\u00a0DT).",
  });
  const count = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, order.id));
  expect(count[0]!.n).toBe(0);
});

test("the database itself refuses a zero payment and a negative one without the payment it corrects", async () => {
  const order = await newOrder("pay-4");
  const base = { orderId: order.id, method: "cash", paidOn: today };
  await expect(
    db()
      .insert(orderPayments)
      .values({ ...base, amountMillimes: 0 }),
  ).rejects.toThrow();
  await expect(
    db()
      .insert(orderPayments)
      .values({ ...base, amountMillimes: -5 }),
  ).rejects.toThrow();
  await expect(
    db()
      .insert(orderPayments)
      .values({ ...base, amountMillimes: 20_000_000_000 }),
  ).rejects.toThrow();
});
