import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";
import { createAdminUser, sessionCookie, type Credentials } from "../support/admin";
import { seed } from "./back-office-support";

/**
 * Benchmark, not a budget test: prints how long the dashboard and a filtered
 * list take over HTTP with 10,000 orders and 10,000 appointments. The bound
 * asserted is loose (it only catches a dashboard that loads every row).
 */
let server: TestServer;
let admin: Credentials;

beforeAll(async () => {
  const dataDir = tempDataDir();
  admin = await createAdminUser(dataDir);
  await seed(dataDir, async ({ db }) => {
    await db.execute(sql`
      insert into orders (product_name, customer_name, phone, city, address, email, status, created_at)
      select 'DigiERP', 'Client ' || g, '+216 20 ' || g, 'Tunis', 'Adresse ' || g, 'c' || g || '@example.tn',
             (array['pending','confirmed','shipped','delivered','cancelled'])[1 + g % 5],
             now() - (g || ' minutes')::interval
      from generate_series(1, 10000) g`);
    await db.execute(sql`
      insert into appointments (name, email, phone, service, preferred_date, preferred_time, status, created_at)
      select 'Patient ' || g, 'p' || g || '@example.tn', '+216 50 ' || g, 'digimed',
             current_date + (g % 60), '10:00', (array['pending','confirmed','cancelled'])[1 + g % 3],
             now() - (g || ' minutes')::interval
      from generate_series(1, 10000) g`);
  });
  server = await startTestServer({ dataDir });
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

async function time(url: string, cookie: string, runs = 20) {
  const ms: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = await response.text();
    if (i >= 3) ms.push(performance.now() - start); // the first three warm up
    expect(response.status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
  }
  ms.sort((a, b) => a - b);
  return {
    median: ms[Math.floor(runs / 2)]!,
    p95: ms[Math.floor(runs * 0.95) - 1]!,
    max: ms.at(-1)!,
  };
}

test("dashboard and lists with 10,000 orders and 10,000 appointments", async () => {
  const cookie = await sessionCookie(server, admin);
  const home = await fetch(`${server.url}/admin`, { headers: { cookie } });
  const html = await home.text();
  expect(html).toContain("10000"); // the totals are right
  const dashboard = await time(`${server.url}/admin`, cookie);
  const orders = await time(
    `${server.url}/admin/orders?q=client%2099&status=pending&page=1`,
    cookie,
  );
  const events = await time(
    `${server.url}/admin/events?since=${encodeURIComponent(new Date().toISOString())}`,
    cookie,
  );
  const fmt = (r: { median: number; p95: number; max: number }) =>
    `median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`;
  console.log(
    `[bench] PGlite over HTTP, 10,000 orders + 10,000 appointments:\n` +
      `  GET /admin (dashboard, full SSR page): ${fmt(dashboard)}\n` +
      `  GET /admin/orders (search + status filter): ${fmt(orders)}\n` +
      `  GET /admin/events (live feed): ${fmt(events)}`,
  );
  expect(dashboard.median).toBeLessThan(1000);
}, 180_000);
