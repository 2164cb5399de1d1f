import { formsFr } from "~/i18n/forms/fr";
import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { queryRows } from "../../db/client.server";
import { orderReferenceCounters, orders } from "../../db/schema";
import { createOrder } from "~/features/orders/create.server";
import { orderSchema } from "~/features/orders/schema";
import { withTestDatabase } from "../support/test-database";

/**
 * Order references stay unique for any count: past CMD-YYYY-99999 they grow
 * a digit instead of being cut to five (which collided with an existing
 * reference and refused that order and every later one), and the numbering
 * restarts each year.
 */
const database = withTestDatabase();

const input = orderSchema(formsFr.validation).parse({
  customer_name: "Amine Ben Salah",
  phone: "22 333 444",
  city: "Sousse",
  address: "5 avenue de la République",
  email: "",
  deployment_type: "cloud",
  product: "digierp",
});

const year = () =>
  Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Africa/Tunis" }).format());

test("the 100,000th order of a year is CMD-YYYY-100000, and the ones after it are stored too", async () => {
  const y = year();
  await database.handle().db.insert(orderReferenceCounters).values({ year: y, lastValue: 99_998 });
  // What lpad(100000, 5) gave: a reference that already exists.
  await database
    .handle()
    .db.insert(orders)
    .values({
      reference: `CMD-${y}-10000`,
      productName: "DigiERP",
      customerName: "Ancien",
      phone: "20000000",
      city: "Tunis",
      address: "x",
    });
  const references = [];
  for (let i = 0; i < 4; i++) {
    references.push((await createOrder(database.handle().db, input, `key-${i}`)).reference);
  }
  expect(references).toEqual([
    `CMD-${y}-99999`,
    `CMD-${y}-100000`,
    `CMD-${y}-100001`,
    `CMD-${y}-100002`,
  ]);
  const [row] = await queryRows<{ n: number }>(
    database.handle().db,
    sql`select count(*)::int as n from orders`,
  );
  expect(row!.n).toBe(5);
});

test("numbering restarts at 00001 each year, in Tunis time", async () => {
  const next = async (at: string) => {
    const [row] = await queryRows<{ r: string }>(
      database.handle().db,
      sql`select next_order_reference(${at}::timestamptz) as r`,
    );
    return row!.r;
  };
  expect(await next("2030-06-01T10:00:00Z")).toBe("CMD-2030-00001");
  expect(await next("2030-12-31T22:59:00Z")).toBe("CMD-2030-00002");
  // 23:30 UTC on 31 December is already 1 January in Tunis (UTC+1).
  expect(await next("2030-12-31T23:30:00Z")).toBe("CMD-2031-00001");
  expect(await next("2030-07-01T00:00:00Z")).toBe("CMD-2030-00003");
});
