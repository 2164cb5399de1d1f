import { eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { queryRows } from "../../db/client.server";
import { appointments, customers, orders } from "../../db/schema";
import { listCustomers } from "../../app/features/customers/customers.server";
import { parseCustomerListQuery } from "../../app/features/customers/customers";
import { appointment, order } from "../e2e/back-office-support";
import { withTestDatabase } from "../support/test-database";

/**
 * The customers table the database keeps from orders and appointments
 * (migration 0017) says what grouping every record says, after any write,
 * including two at once for the same new person; on PGlite or PostgreSQL.
 */
const { db, handle } = withTestDatabase();

/** What the records say, grouped on the spot: the table must equal it. */
const grouped = () =>
  queryRows<Record<string, unknown>>(db(), sql`select * from customer_summaries order by key`);
const kept = () =>
  queryRows<Record<string, unknown>>(db(), sql`select * from customers order by key`);

const page = (params: Record<string, string> = {}) =>
  listCustomers(db(), parseCustomerListQuery(new URLSearchParams(params)));

test("inserts, corrections that change the person, and deletions keep the table equal to the records", async () => {
  const [first] = await db()
    .insert(orders)
    .values([order({ phone: "+216 22 333 444", city: "Sfax" }), order({ phone: "98 000 111" })])
    .returning();
  await db()
    .insert(appointments)
    .values(appointment({ phone: "0021622333444", name: "Sami B.", email: "sami@example.tn" }));
  expect((await page()).total).toBe(2);
  expect(await kept()).toEqual(await grouped());

  // A corrected phone moves the order to another person; the first keeps the appointment.
  await db().update(orders).set({ phone: "55 444 333" }).where(eq(orders.id, first!.id));
  expect(await kept()).toEqual(await grouped());
  const [sami] = await db().select().from(customers).where(eq(customers.key, "22333444"));
  expect(sami).toMatchObject({ orders: 0, appointments: 1, name: "Sami B.", city: null });

  await db().delete(appointments);
  expect(await db().select().from(customers).where(eq(customers.key, "22333444"))).toEqual([]);
  expect(await kept()).toEqual(await grouped());
  expect((await page()).total).toBe(2);
});

test("the newest record gives the name and the first page is the most recent people", async () => {
  await db()
    .insert(orders)
    .values([
      order({ phone: "20 000 001", customerName: "Ancien", updatedAt: new Date("2026-01-01") }),
      order({ phone: "20 000 002", customerName: "Récent", updatedAt: new Date("2026-06-01") }),
    ]);
  await db()
    .insert(appointments)
    .values(
      appointment({ phone: "20000001", name: "Ancien Renommé", updatedAt: new Date("2026-09-01") }),
    );
  const { rows, total } = await page();
  expect(total).toBe(2);
  expect(rows.map((r) => [r.name, r.orders, r.appointments])).toEqual([
    ["Ancien Renommé", 1, 1],
    ["Récent", 1, 0],
  ]);
  expect((await page({ sort: "name" })).rows.map((r) => r.name)).toEqual([
    "Ancien Renommé",
    "Récent",
  ]);
});

test("two orders at once from the same new person both count", async () => {
  // Two connections on PostgreSQL; PGlite runs them one after the other.
  await Promise.all(
    [1, 2].map((n) =>
      handle().db.transaction(async (tx) => {
        await tx.insert(orders).values(order({ phone: "+216 71 000 000", city: `Ville ${n}` }));
        await tx.execute(sql`select pg_sleep(0.05)`);
      }),
    ),
  );
  const [person] = await db().select().from(customers).where(eq(customers.key, "71000000"));
  expect(person?.orders).toBe(2);
  expect(await kept()).toEqual(await grouped());
});
