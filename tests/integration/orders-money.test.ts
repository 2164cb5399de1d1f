import { asc, eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { queryRows } from "../../db/client.server";
import { billingSettings, orderLines, orders } from "../../db/schema";
import { createOrder } from "~/features/orders/create.server";
import { orderSchema } from "~/features/orders/schema";
import { productById, saveProduct } from "~/features/content/products.server";
import { productFormSchema, productFormValues } from "~/features/content/product-form";
import { formsFr } from "~/i18n/forms/fr";
import { withTestDatabase } from "../support/test-database";

const database = withTestDatabase();
const db = () => database.handle().db;

const order = (overrides: Record<string, unknown> = {}) =>
  orderSchema(formsFr.validation).parse({
    customer_name: "Amine Ben Salah",
    phone: "22 333 444",
    city: "Sousse",
    address: "5 avenue de la République",
    email: "amine@exemple.tn",
    deployment_type: "local",
    product: "digierp",
    ...overrides,
  });

async function stored(reference: string) {
  const [row] = await db().select().from(orders).where(eq(orders.reference, reference));
  const lines = await db()
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, row!.id))
    .orderBy(asc(orderLines.position));
  return { row: row!, lines };
}

test("DigiERP local with two options: lines at the page's prices, VAT, stamp, totals and deposit in millimes", async () => {
  const { reference } = await createOrder(
    db(),
    order({
      option: ["phone", "drafts"],
      company_name: "Société Ben Salah SARL",
      tax_id: "1234567 a a m 000",
    }),
    "money-1",
  );
  const { row, lines } = await stored(reference);
  expect(lines.map((l) => [l.kind, l.itemKey, l.unitPriceMillimes, l.totalMillimes])).toEqual([
    ["product", "digierp", 600_000, 600_000],
    ["option", "phone", 100_000, 100_000],
    ["option", "drafts", 80_000, 80_000],
  ]);
  expect(lines[1]!.labelFr).toBe("Support téléphonique premium");
  expect(lines[1]!.labelAr).toBe("دعم هاتفي متميّز");
  expect(row).toMatchObject({
    companyName: "Société Ben Salah SARL",
    taxId: "1234567A/A/M/000",
    productSlug: "digierp",
    totalHtMillimes: 780_000,
    vatRateBp: 1900,
    vatMillimes: 148_200,
    stampMillimes: 1_000,
    totalTtcMillimes: 929_200,
    depositRateBp: 3000,
    depositMillimes: 278_760,
  });
  expect(row.proformaNumber).toMatch(/^PF-\d{4}-\d{5}$/);
});

test("a free option is a line at zero; a cloud order keeps no option", async () => {
  const free = await stored(
    (await createOrder(db(), order({ option: ["emailChat"] }), "money-free")).reference,
  );
  expect(free.lines.map((l) => [l.itemKey, l.totalMillimes])).toEqual([
    ["digierp", 600_000],
    ["emailChat", 0],
  ]);
  const cloud = await stored(
    (
      await createOrder(
        db(),
        order({ deployment_type: "cloud", option: ["phone", "backup"] }),
        "money-cloud",
      )
    ).reference,
  );
  expect(cloud.lines.map((l) => l.itemKey)).toEqual(["digierp"]);
  expect(cloud.row.totalHtMillimes).toBe(550_000);
  expect(cloud.row.totalTtcMillimes).toBe(550_000 + 104_500 + 1_000);
});

test("a price changed after the order never changes it; the next order takes the new price", async () => {
  const before = (await createOrder(db(), order({ option: ["phone"] }), "money-before")).reference;
  const product = (await productById(db(), "digierp"))!;
  const values = productFormValues(product);
  const input = productFormSchema.parse({ ...values, priceLocal: "650", "option.0.price": "120" });
  await saveProduct(db(), "digierp", input, { userId: "u-1", email: "admin@exemple.tn" });
  const after = (await createOrder(db(), order({ option: ["phone"] }), "money-after")).reference;

  const old = await stored(before);
  expect(old.lines.map((l) => l.unitPriceMillimes)).toEqual([600_000, 100_000]);
  expect(old.row.totalHtMillimes).toBe(700_000);
  const fresh = await stored(after);
  expect(fresh.lines.map((l) => l.unitPriceMillimes)).toEqual([650_000, 120_000]);
  expect(fresh.row.totalHtMillimes).toBe(770_000);
});

test("rates take effect on their day: a future VAT rate waits, today's applies", async () => {
  const [{ today, tomorrow }] = await queryRows<{ today: string; tomorrow: string }>(
    db(),
    sql`SELECT to_char(now() AT TIME ZONE 'Africa/Tunis', 'YYYY-MM-DD') AS today,
               to_char(now() AT TIME ZONE 'Africa/Tunis' + interval '1 day', 'YYYY-MM-DD') AS tomorrow`,
  ).then((rows) => rows as [{ today: string; tomorrow: string }]);
  await db().insert(billingSettings).values({
    effectiveFrom: tomorrow,
    vatRateBp: 700,
    stampMillimes: 500,
    depositRateBp: 5000,
  });
  const a = await stored(
    (await createOrder(db(), order({ deployment_type: "cloud" }), "rates-a")).reference,
  );
  expect(a.row).toMatchObject({ vatRateBp: 1900, stampMillimes: 1000, depositRateBp: 3000 });
  await db().insert(billingSettings).values({
    effectiveFrom: today,
    vatRateBp: 1300,
    stampMillimes: 600,
    depositRateBp: 2500,
  });
  const b = await stored(
    (await createOrder(db(), order({ deployment_type: "cloud" }), "rates-b")).reference,
  );
  expect(b.row).toMatchObject({
    vatRateBp: 1300,
    vatMillimes: 71_500,
    stampMillimes: 600,
    totalTtcMillimes: 622_100,
    depositRateBp: 2500,
    depositMillimes: 155_525,
  });
  // The first order kept its rates.
  expect((await stored(a.row.reference)).row.vatMillimes).toBe(104_500);
});

test("concurrent orders get distinct, consecutive pro-forma numbers", async () => {
  const results = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      createOrder(db(), order({ customer_name: `Client ${i}` }), `concurrent-${i}`),
    ),
  );
  const rows = await db()
    .select({ number: orders.proformaNumber })
    .from(orders)
    .where(sql`${orders.reference} IN ${results.map((r) => r.reference)}`);
  const numbers = rows.map((r) => r.number!);
  expect(new Set(numbers).size).toBe(12);
  const values = numbers.map((n) => Number(n.split("-")[2])).sort((x, y) => x - y);
  expect(values[values.length - 1]! - values[0]!).toBe(11);
});

test("the database refuses amounts that do not add up and malformed tax identifiers", async () => {
  const { reference } = await createOrder(db(), order(), "money-check");
  const before = (await stored(reference)).row.totalTtcMillimes;
  await expect(
    db().update(orders).set({ totalTtcMillimes: 1 }).where(eq(orders.reference, reference)),
  ).rejects.toThrow();
  await expect(
    db().update(orders).set({ taxId: "1234567AAM000" }).where(eq(orders.reference, reference)),
  ).rejects.toThrow();
  expect((await stored(reference)).row.totalTtcMillimes).toBe(before);
});
