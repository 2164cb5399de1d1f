import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { listCustomers } from "../../app/features/customers/customers.server";
import { parseCustomerListQuery } from "../../app/features/customers/customers";
import { countText, plural } from "~/features/back-office/format";
import { COUNT_CAP } from "~/features/back-office/paging.server";
import { listAppointments, listOrders } from "~/features/back-office/records.server";
import { PAGE_SIZE, parseListQuery } from "~/features/back-office/schema";
import { withTestDatabase } from "../support/test-database";

/**
 * A broad search stops counting at COUNT_CAP and says «Plus de …»; below it,
 * counts stay exact; lists without a search always count everything; on
 * PGlite or PostgreSQL (DATABASE_URL).
 */
const { db } = withTestDatabase();

/** `n` orders from Médenine, each from another person, the newest last. */
async function ordersFromMedenine(n: number, first = 1) {
  await db().execute(sql`
    insert into orders (product_name, customer_name, phone, city, address, email, created_at, updated_at)
    select 'DigiERP', 'Client ' || g, (20000000 + g)::text, 'Médenine', 'Adresse', null,
      now() - make_interval(mins => ${first + n}::int - g),
      now() - make_interval(mins => ${first + n}::int - g)
    from generate_series(${first}::int, ${first + n - 1}::int) g`);
}

const orders = (params: Record<string, string>) =>
  listOrders(db(), parseListQuery("order", new URLSearchParams(params)));
const people = (params: Record<string, string>) =>
  listCustomers(db(), parseCustomerListQuery(new URLSearchParams(params)));

test("exactly COUNT_CAP matches are counted exactly; one more says «Plus de»", async () => {
  await ordersFromMedenine(COUNT_CAP);
  expect(await orders({ q: "medenine" })).toMatchObject({ total: COUNT_CAP, capped: false });
  expect(await people({ q: "medenine" })).toMatchObject({ total: COUNT_CAP, capped: false });

  await ordersFromMedenine(5, COUNT_CAP + 1);
  const page = await orders({ q: "medenine" });
  expect(page).toMatchObject({ total: COUNT_CAP, capped: true, pageCount: COUNT_CAP / PAGE_SIZE });
  // The newest come first, as without the cap.
  expect(page.rows[0]?.customerName).toBe(`Client ${COUNT_CAP + 5}`);
  const count = (total: number) => `${plural(total, "commande")} au total`;
  expect(countText(page, count)).toBe("Plus de 1000 commandes au total");

  const customers = await people({ q: "medenine" });
  expect(customers).toMatchObject({ total: COUNT_CAP, capped: true });
  expect(customers.rows[0]?.name).toBe(`Client ${COUNT_CAP + 5}`);

  // Without a search every record is counted.
  expect(await orders({})).toMatchObject({ total: COUNT_CAP + 5, capped: false });
  expect(await people({})).toMatchObject({ total: COUNT_CAP + 5, capped: false });
  expect(countText(await orders({}), count)).toBe("1005 commandes au total");
});

test("a search that matches no one shows an empty first page", async () => {
  await ordersFromMedenine(3);
  expect(await people({ q: "introuvable" })).toMatchObject({ total: 0, rows: [], page: 1 });
  expect(
    await listAppointments(db(), parseListQuery("appointment", new URLSearchParams({ q: "x" }))),
  ).toMatchObject({ total: 0, capped: false });
});
