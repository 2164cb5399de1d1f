/**
 * The back office with 10,000 orders and 10,000 appointments, timed over HTTP
 * against the production build (`npm run build` first):
 * `npm run bench -- --back-office`. Prints median, p95 and max of the
 * dashboard, a filtered orders list and the dashboard's live feed.
 */
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client.server";
import { createAccount } from "../app/features/administrators/administrators.server";
import { startTestServer, tempDataDir, type TestServer } from "../tests/support/server";

const ROWS = 10_000;
const RUNS = 20;
const WARM_UP = 3;

interface Timing {
  median: number;
  p95: number;
  max: number;
}

async function seed(dataDir: string, credentials: { email: string; password: string }) {
  const handle = await openDatabase({ dataDir });
  try {
    const created = await createAccount(handle.db, credentials, "admin");
    if (!created.ok) throw new Error(`bench: ${created.message}`);
    await handle.db.execute(sql`
      insert into orders (product_name, customer_name, phone, city, address, email, status, created_at)
      select 'DigiERP', 'Client ' || g, '+216 20 ' || g, 'Tunis', 'Adresse ' || g, 'c' || g || '@example.tn',
             (array['pending','confirmed','shipped','delivered','cancelled'])[1 + g % 5],
             now() - (g || ' minutes')::interval
      from generate_series(1, ${ROWS}) g`);
    await handle.db.execute(sql`
      insert into appointments (name, email, phone, service, preferred_date, preferred_time, status, created_at)
      select 'Patient ' || g, 'p' || g || '@example.tn', '+216 50 ' || g, 'digimed',
             current_date + (g % 60), '10:00', (array['pending','confirmed','cancelled'])[1 + g % 3],
             now() - (g || ' minutes')::interval
      from generate_series(1, ${ROWS}) g`);
  } finally {
    await handle.close();
  }
}

async function signIn(server: TestServer, credentials: { email: string; password: string }) {
  const response = await fetch(`${server.url}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({ intent: "password", ...credentials }),
  });
  if (response.status !== 302) throw new Error(`bench: sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

async function time(url: string, cookie: string): Promise<Timing> {
  const ms: number[] = [];
  for (let i = 0; i < RUNS + WARM_UP; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.text();
    if (response.status !== 200) throw new Error(`bench: ${url} answered ${response.status}`);
    if (i >= WARM_UP) ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return {
    median: ms[Math.floor(RUNS / 2)]!,
    p95: ms[Math.floor(RUNS * 0.95) - 1]!,
    max: ms.at(-1)!,
  };
}

export async function benchBackOffice(): Promise<void> {
  const dataDir = tempDataDir();
  const credentials = { email: "bench@example.com", password: "Banc-d-essai-Carthage-2026" };
  let server: TestServer | undefined;
  try {
    await seed(dataDir, credentials);
    server = await startTestServer({ dataDir });
    const cookie = await signIn(server, credentials);
    const home = await (await fetch(`${server.url}/admin`, { headers: { cookie } })).text();
    if (!home.includes(String(ROWS))) throw new Error("bench: the dashboard's totals are wrong");
    const since = encodeURIComponent(new Date().toISOString());
    const rows: [string, Timing][] = [
      ["GET /admin (dashboard, full SSR page)", await time(`${server.url}/admin`, cookie)],
      [
        "GET /admin/orders (search + status filter)",
        await time(`${server.url}/admin/orders?q=client%2099&status=pending&page=1`, cookie),
      ],
      [
        "GET /admin/events (live feed)",
        await time(`${server.url}/admin/events?since=${since}`, cookie),
      ],
    ];
    const fmt = (t: Timing) =>
      `median ${t.median.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, max ${t.max.toFixed(1)} ms`;
    console.log(`PGlite over HTTP, ${ROWS} orders + ${ROWS} appointments, ${RUNS} runs each:`);
    for (const [label, timing] of rows) console.log(`  ${label}: ${fmt(timing)}`);
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
