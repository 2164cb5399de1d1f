import { todayInTunis } from "~/domain/calendar";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { orders, users } from "../../db/schema";
import { changeStatus } from "~/features/back-office/status.server";
import { exportCsv } from "~/features/records/export.server";
import { listOrders } from "~/features/back-office/records.server";
import { parseListQuery } from "~/features/back-office/schema";
import { createOrder } from "~/features/orders/create.server";
import { orderSchema } from "~/features/orders/schema";
import { invoiceData } from "~/features/orders/invoice-data.server";
import { moneyDashboard } from "~/features/orders/money-dashboard.server";
import { paymentSchema } from "~/features/orders/payments";
import { recordPayment } from "~/features/orders/payments.server";
import { orderWithMoney } from "~/features/orders/proforma.server";
import { formsFr } from "~/i18n/forms/fr";
import { withTestDatabase } from "../support/test-database";

const database = withTestDatabase();
const db = () => database.handle().db;
const today = todayInTunis();

async function order(key: string, product: string, option: string[] = []) {
  const input = orderSchema(formsFr.validation).parse({
    customer_name: `Client ${key}`,
    phone: "22 333 444",
    city: "Tunis",
    address: "Rue 1",
    deployment_type: "local",
    product,
    option,
    company_name: "Société Test SARL",
    tax_id: "1234567/A/M/000".replace("/A/M", "A/A/M"),
  });
  const { reference } = await createOrder(db(), input, key);
  return (await db().select().from(orders).where(eq(orders.reference, reference)))[0]!;
}

test("dashboard amounts, the payment filter, the CSV's amounts and the invoice data", async () => {
  const erp = await order("r1", "digierp", ["phone", "drafts"]); // 929,200 TTC, deposit 278,760
  const fact = await order("r2", "digifact"); // 159 HT → 190,210 TTC
  const med = await order("r3", "digimed"); // cancelled below
  await db().insert(users).values({ id: "admin-1", name: "Admin", email: "admin@exemple.tn" });
  for (const o of [erp, fact]) {
    expect(
      (
        await changeStatus(db(), {
          entity: "order",
          id: o.id,
          to: "confirmed",
          adminUserId: "admin-1",
        })
      ).ok,
    ).toBe(true);
  }
  await changeStatus(db(), {
    entity: "order",
    id: med.id,
    to: "cancelled",
    adminUserId: "admin-1",
    reason: "Test",
  });
  const pay = paymentSchema(today).parse({ amount: "278,760", method: "transfer", paid_on: today });
  expect(await recordPayment(db(), erp.id, pay, null)).toEqual({ ok: true });

  const money = await moneyDashboard(db());
  expect(money.ordered).toEqual({ count: 2, totalTtcMillimes: 929_200 + 190_210 });
  expect(money.received).toEqual({ count: 1, amountMillimes: 278_760 });
  expect(money.depositsReceived).toBe(1);
  expect(money.outstanding).toEqual([
    { product: "DigiERP", orders: 1, balanceMillimes: 650_440 },
    { product: "DigiFact", orders: 1, balanceMillimes: 190_210 },
  ]);

  const deposit = await listOrders(
    db(),
    parseListQuery("order", new URLSearchParams({ payment: "deposit" })),
  );
  expect(deposit.rows.map((r) => [r.reference, r.paymentState, r.paidMillimes])).toEqual([
    [erp.reference, "deposit", 278_760],
  ]);
  const unpaid = await listOrders(
    db(),
    parseListQuery("order", new URLSearchParams({ payment: "unpaid" })),
  );
  expect(unpaid.rows.map((r) => r.reference).sort()).toEqual(
    [fact.reference, med.reference].sort(),
  );

  const { body } = await exportCsv(
    db(),
    "order",
    parseListQuery("order", new URLSearchParams()),
    ";",
  );
  const lines = body.replace(/^\uFEFF/, "").split(/\r?\n/);
  expect(lines[0]).toContain(
    "Société;Matricule fiscal;Proforma;Total HT;TVA;Timbre;Total TTC;Acompte;Payé;Solde;Paiement",
  );
  const erpLine = lines.find((l) => l.startsWith(erp.reference))!;
  expect(erpLine).toContain(
    `Société Test SARL;1234567A/A/M/000;${erp.proformaNumber};"780,000";"148,200";"1,000";"929,200";"278,760";"278,760";"650,440";Acompte reçu`,
  );

  const found = (await orderWithMoney(db(), erp.id))!;
  const data = invoiceData(found.order, found.money);
  expect(data).toMatchObject({
    currency: "TND",
    proformaNumber: erp.proformaNumber,
    customer: { company: "Société Test SARL", taxId: "1234567A/A/M/000" },
    totals: {
      totalHt: "780.000",
      vat: "148.200",
      stamp: "1.000",
      totalTtc: "929.200",
      paid: "278.760",
      balance: "650.440",
    },
    payments: [{ amount: "278.760", method: "transfer", counterEntry: false }],
  });
  expect(data.lines.map((l) => [l.code, l.unitPriceHt])).toEqual([
    ["digierp", "600.000"],
    ["phone", "100.000"],
    ["drafts", "80.000"],
  ]);
  expect(data.notice).toContain("n'est pas une facture");
});
