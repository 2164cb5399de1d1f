import crypto from "node:crypto";
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, expect, test } from "vitest";
import { issueTicket } from "../../app/features/forms/ticket.server";
import { openDatabase, queryRows, type DatabaseHandle } from "../../db/client.server";
import { distinctSlot } from "../support/booking";
import { adminCredentials, createAdminUser, sessionCookie } from "../support/admin";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";
import { createPostgresDatabase } from "../support/test-database";

/**
 * kill -9 in the middle of mixed traffic (orders, appointments, status
 * changes by an administrator): every request answered as successful is in
 * the database after the restart, and the server starts again cleanly. Runs
 * on PGlite, or on PostgreSQL when DATABASE_URL is set (CI runs both).
 */
const SECRET = crypto.randomBytes(32).toString("hex");
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Store {
  env: Record<string, string>;
  dataDir?: string;
  open(): Promise<DatabaseHandle>;
}

async function newStore(): Promise<Store> {
  if (process.env.DATABASE_URL) {
    const { url, drop } = await createPostgresDatabase(process.env.DATABASE_URL);
    cleanups.push(drop);
    return {
      env: { DATABASE_URL: url },
      open: () => openDatabase({ databaseUrl: url, poolSize: 2 }),
    };
  }
  const dataDir = tempDataDir();
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { env: {}, dataDir, open: () => openDatabase({ dataDir }) };
}

const post = (url: string, body: URLSearchParams, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { origin: new URL(url).origin, ...headers },
    body,
  });

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test(
  "kill -9 during mixed traffic loses nothing acknowledged; the server restarts cleanly",
  { timeout: 180_000 },
  async () => {
    const store = await newStore();
    const admin = adminCredentials("reliability");
    if (store.dataDir) {
      await createAdminUser(store.dataDir, admin);
    } else {
      const handle = await store.open();
      await createAdminUser(handle, admin);
      await handle.close();
    }
    const env = { ...store.env, BETTER_AUTH_SECRET: SECRET, LOG_LEVEL: "warn" };
    let server: TestServer = await startTestServer({ env, dataDir: store.dataDir });
    const cookie = await sessionCookie(server, admin);

    const orders = new Set<string>();
    const appointments = new Set<string>();
    const confirmed = new Set<string>();
    let stop = false;
    let n = 0;

    const orderLoop = async () => {
      while (!stop) {
        const i = n++;
        try {
          const res = await post(
            `${server.url}/api/orders`,
            new URLSearchParams({
              _ticket: issueTicket(SECRET, "order"),
              customer_name: `Client ${i}`,
              phone: "22 333 444",
              city: "Tunis",
              address: `${i} rue de Rome`,
              email: "",
              product: "digimed",
            }),
          );
          const body = (await res.json()) as { ok: boolean; reference?: string };
          if (res.status === 200 && body.ok) orders.add(body.reference!);
        } catch {
          return; // the server is gone
        }
      }
    };
    const appointmentLoop = async () => {
      while (!stop) {
        const i = n++;
        try {
          const res = await post(
            `${server.url}/rendez-vous.data`,
            new URLSearchParams({
              _ticket: issueTicket(SECRET, "appointment-b"),
              name: `Visiteur ${i}`,
              email: `v${i}@exemple.tn`,
              phone: "22 333 444",
              company: "",
              service: "digifact",
              // Capacity is one per slot: each visitor takes a different one.
              preferred_date: distinctSlot(i).date,
              preferred_time: distinctSlot(i).time,
              meeting_type: "video",
              message: "",
            }),
          );
          const text = await res.text();
          if (res.status === 200 && text.includes('"ok",true'))
            appointments.add(UUID.exec(text)![0]);
        } catch {
          return;
        }
      }
    };
    const adminLoop = async () => {
      while (!stop) {
        try {
          const list = await fetch(`${server.url}/admin/orders?status=pending`, {
            headers: { cookie },
          });
          const ids = [...new Set((await list.text()).match(new RegExp(UUID, "g")) ?? [])];
          for (const id of ids.filter((x) => !confirmed.has(x)).slice(0, 3)) {
            const res = await post(
              `${server.url}/admin/orders.data`,
              new URLSearchParams({ intent: "status", id, status: "confirmed" }),
              { cookie },
            );
            if (res.status === 200 && !(await res.text()).includes('"ok",false')) confirmed.add(id);
          }
        } catch {
          return;
        }
      }
    };

    const loops = [orderLoop(), orderLoop(), appointmentLoop(), appointmentLoop(), adminLoop()];
    // At a random moment once every kind of write has succeeded at least once.
    await new Promise((r) => setTimeout(r, 2_000));
    await expect
      .poll(() => Math.min(orders.size, appointments.size, confirmed.size), { timeout: 60_000 })
      .toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, Math.random() * 2_000));
    await server.kill(); // SIGKILL mid-traffic
    stop = true;
    await Promise.all(loops);

    // The same data directory or database: the dead server's lock is taken over.
    server = await startTestServer({ env, dataDir: store.dataDir });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect(await server.stop()).toBe(0);

    const handle = await store.open();
    try {
      const storedOrders = await queryRows<{ reference: string; id: string; status: string }>(
        handle.db,
        sql`select reference, id::text, status from orders`,
      );
      const references = new Set(storedOrders.map((o) => o.reference));
      expect([...orders].filter((r) => !references.has(r))).toEqual([]);
      const storedAppointments = new Set(
        (await queryRows<{ id: string }>(handle.db, sql`select id::text from appointments`)).map(
          (a) => a.id,
        ),
      );
      expect([...appointments].filter((id) => !storedAppointments.has(id))).toEqual([]);
      const statusOf = new Map(storedOrders.map((o) => [o.id, o.status]));
      expect([...confirmed].filter((id) => statusOf.get(id) !== "confirmed")).toEqual([]);
      const events = new Set(
        (
          await queryRows<{ id: string }>(
            handle.db,
            sql`select entity_id::text as id from status_events where to_status = 'confirmed'`,
          )
        ).map((e) => e.id),
      );
      expect([...confirmed].filter((id) => !events.has(id))).toEqual([]);
      console.info(
        `acknowledged before kill -9: ${orders.size} orders, ${appointments.size} appointments, ${confirmed.size} confirmations; none lost`,
      );
    } finally {
      await handle.close();
    }
  },
);
