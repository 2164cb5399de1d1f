import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, expect, test } from "vitest";
import { issueTicket } from "../../app/features/forms/ticket.server";
import { openDatabase, queryRows } from "../../db/client.server";
import { adminCredentials, createAdminUser, sessionCookie } from "../support/admin";
import { startTcpProxy, viaProxy, type TcpProxy } from "../support/pg-proxy";
import { startTestServer, type TestServer } from "../support/server";
import { createPostgresDatabase } from "../support/test-database";

/**
 * PostgreSQL goes away during traffic (every connection cut, new ones refused,
 * as in a restart) and comes back: the server keeps running, answers clear
 * errors meanwhile, and serves again without a restart. The database sits
 * behind a TCP proxy in this process, so the shared PostgreSQL is untouched.
 */
const BASE_URL = process.env.DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";
const SECRET = crypto.randomBytes(32).toString("hex");
let proxy: TcpProxy | undefined;
let server: TestServer | undefined;
let drop: (() => Promise<void>) | undefined;
afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await drop?.();
});

async function placeOrder(url: string, i: number) {
  const res = await fetch(`${url}/api/orders`, {
    method: "POST",
    headers: { origin: url },
    body: new URLSearchParams({
      _ticket: issueTicket(SECRET, "order"),
      customer_name: `Client ${i}`,
      phone: "22 333 444",
      city: "Sousse",
      address: `${i} rue de Paris`,
      email: "",
      product: "digifact",
    }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { ok: boolean; reference?: string; message?: string },
  };
}

test(
  "PostgreSQL restarted during traffic: errors meanwhile, recovery without a restart",
  { timeout: 120_000 },
  async () => {
    const database = await createPostgresDatabase(BASE_URL);
    drop = database.drop;
    const admin = adminCredentials("pg-restart");
    const setup = await openDatabase({ databaseUrl: database.url, poolSize: 1 });
    await createAdminUser(setup, admin);
    await setup.close();

    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    server = await startTestServer({
      env: {
        DATABASE_URL: viaProxy(database.url, proxy),
        BETTER_AUTH_SECRET: SECRET,
        LOG_LEVEL: "warn",
      },
    });
    const { url } = server;
    const cookie = await sessionCookie(server, admin);
    const pid = server.process.pid;

    const acknowledged = new Set<string>();
    const statuses: number[] = [];
    let stop = false;
    let i = 0;
    const traffic = (async () => {
      while (!stop) {
        const { status, body } = await placeOrder(url, i++);
        statuses.push(status);
        if (status === 200 && body.ok) acknowledged.add(body.reference!);
        else expect(body.message).toMatch(/[a-zé]/i); // a French message, not a stack trace
      }
    })();

    await expect.poll(() => acknowledged.size, { timeout: 30_000 }).toBeGreaterThan(3);
    await proxy.down();
    const okBefore = acknowledged.size;

    // Meanwhile: the health check says so, orders are refused with a French
    // message, nothing leaks internals, and the process stays up.
    await expect
      .poll(async () => (await fetch(`${url}/healthz`)).status, { timeout: 15_000 })
      .toBe(503);
    // The back office cannot check the session: it answers without internals
    // (better-auth treats the failed lookup as signed out and sends to /auth).
    const page = await fetch(`${url}/admin`, { headers: { cookie }, redirect: "manual" });
    expect([302, 500, 503]).toContain(page.status);
    expect(await page.text()).not.toMatch(/ECONNREFUSED|at .*\.js:\d+|node_modules/);
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    await expect
      .poll(() => statuses.filter((s) => s >= 500).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect((await fetch(`${url}/`)).status).toBe(200); // content pages do not need the database
    await new Promise((r) => setTimeout(r, 1_000));
    expect(server.process.exitCode).toBeNull();

    await proxy.up();
    await expect
      .poll(async () => (await fetch(`${url}/healthz`)).status, { timeout: 30_000 })
      .toBe(200);
    await expect.poll(() => acknowledged.size, { timeout: 30_000 }).toBeGreaterThan(okBefore);
    expect((await fetch(`${url}/admin`, { headers: { cookie } })).status).toBe(200);
    stop = true;
    await traffic;
    expect(server.process.pid).toBe(pid);
    expect(server.process.exitCode).toBeNull();

    // Nothing acknowledged was lost on either side of the outage.
    const check = await openDatabase({ databaseUrl: database.url, poolSize: 1 });
    try {
      const rows = await queryRows<{ reference: string }>(
        check.db,
        sql`select reference from orders`,
      );
      const stored = new Set(rows.map((r) => r.reference));
      expect([...acknowledged].filter((r) => !stored.has(r))).toEqual([]);
    } finally {
      await check.close();
    }
  },
);
