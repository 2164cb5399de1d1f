/**
 * The back office at 100,000 orders and 100,000 appointments, timed through
 * the real queries (`listOrders`, `listCustomers`, `dashboard`) on an open
 * database: `npm run bench -- --search [--postgres]`. Prints median and p95
 * per query.
 */
import { sql } from "drizzle-orm";
import { openDatabase, type Database, type DatabaseOptions } from "../db/client.server";
import { listCustomers } from "../app/features/customers/customers.server";
import { parseCustomerListQuery } from "../app/features/customers/customers";
import { dashboard } from "../app/features/insights/dashboard.server";
import { listOrders } from "../app/features/back-office/records.server";
import { parseListQuery } from "../app/features/back-office/schema";

const ORDERS = 100_000;
const APPOINTMENTS = 100_000;
const RUNS = 20;

/** The number of order g, as customers type it: «+216 2X XXX XXX». */
const PHONE_OF = (g: number) => String(20_000_000 + g * 37);

const QUERIES: { label: string; q: string; customers?: boolean }[] = [
  { label: "phone without spaces", q: PHONE_OF(54_321) },
  {
    label: "phone with +216 and spaces",
    q: `+216 ${PHONE_OF(54_321).replace(/(\d{2})(\d{3})(\d{3})/, "$1 $2 $3")}`,
  },
  { label: "partial phone (6 digits)", q: PHONE_OF(54_321).slice(2) },
  { label: "name without accents", q: "sebastien nom54320" },
  { label: "order reference", q: "cmd-2026-054321" },
  { label: "city without accents (10 % of rows)", q: "medenine" },
  { label: "customers list, phone", q: PHONE_OF(54_321), customers: true },
];

/** Each measure runs the real query and says what it found. */
const MEASURES: { label: string; run: (db: Database) => Promise<string> }[] = [
  ...QUERIES.map(({ label, q, customers }) => ({
    label: `${label} «${q}»`,
    run: async (db: Database) => {
      const page = customers
        ? await listCustomers(db, parseCustomerListQuery(new URLSearchParams({ q })))
        : await listOrders(db, parseListQuery("order", new URLSearchParams({ q })));
      return `${page.total}${page.capped ? "+" : ""} found`;
    },
  })),
  {
    label: "customers list, first page, no search",
    run: async (db) =>
      `${(await listCustomers(db, parseCustomerListQuery(new URLSearchParams()))).total} customers`,
  },
  {
    label: "dashboard with its 12-week pictures",
    run: async (db) => {
      const data = await dashboard(db);
      return `${data.insights.demos.followedByOrder} of ${data.insights.demos.total} demos followed`;
    },
  },
];

async function seed(options: DatabaseOptions) {
  const handle = await openDatabase(options);
  // Explicit references: the default numbering has five digits.
  await handle.db.execute(sql`
    insert into orders (reference, product_name, customer_name, phone, city, address, email, created_at)
    select 'CMD-2026-' || lpad(g::text, 6, '0'), 'DigiERP',
      (array['Sébastien','Amira','Hélène','Karim','Leïla','Mehdi','Inès','Youssef','Rim','Zied'])[1 + g % 10]
        || ' Nom' || g,
      '+216 ' || regexp_replace((20000000 + g * 37)::text, '(\\d{2})(\\d{3})(\\d{3})', '\\1 \\2 \\3'),
      (array['Tunis','Sfax','Sousse','Médenine','Gabès','Bizerte','Nabeul','Kairouan','Gafsa','Béja'])[1 + g % 10],
      'Adresse ' || g, 'client' || g || '@example.tn', now() - (g || ' minutes')::interval
    from generate_series(1, ${ORDERS}) g`);
  // Half the appointments come from people who also ordered three days later (the same phone,
  // written without spaces).
  await handle.db.execute(sql`
    insert into appointments (name, email, phone, service, preferred_date, preferred_time, status, language, created_at)
    select 'Patient ' || g, 'p' || g || '@example.tn',
      case when g % 2 = 0 then (20000000 + g * 37)::text else '+216 5' || lpad(g::text, 7, '0') end,
      (array['digifact','digierp','digimed','consultation'])[1 + g % 4],
      current_date + (g % 60) - 30, '10:00',
      (array['pending','confirmed','cancelled','done','no_show'])[1 + g % 5],
      (array['fr','ar'])[1 + g % 2]::text, now() - ((g + 4320) || ' minutes')::interval
    from generate_series(1, ${APPOINTMENTS}) g`);
  await handle.db.execute(sql`analyze orders`);
  await handle.db.execute(sql`analyze appointments`);
  return handle;
}

export async function benchSearch(database: string, options: DatabaseOptions): Promise<void> {
  const started = performance.now();
  const handle = await seed(options);
  console.log(
    `\n[search] ${database}: ${ORDERS.toLocaleString("en")} orders and ${APPOINTMENTS.toLocaleString("en")} appointments seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  try {
    for (const { label, run } of MEASURES) {
      const ms: number[] = [];
      let found = "";
      for (let i = 0; i < RUNS + 3; i++) {
        const start = performance.now();
        found = await run(handle.db);
        if (i >= 3) ms.push(performance.now() - start); // the first three warm up
      }
      ms.sort((a, b) => a - b);
      console.log(
        `  ${label.padEnd(60)}: median ${ms[RUNS / 2]!.toFixed(1)} ms, p95 ${ms[Math.ceil(RUNS * 0.95) - 1]!.toFixed(1)} ms (${found})`,
      );
    }
  } finally {
    await handle.close();
  }
}
