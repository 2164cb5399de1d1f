import crypto from "node:crypto";
import { afterAll, expect, test } from "vitest";
import { openDatabase } from "../../db/client.server";
import { orders } from "../../db/schema";
import { issueTicket } from "../../app/features/forms/ticket.server";
import { startTestServer, type TestServer } from "../support/server";

/** Orders answered as stored before the process is killed (16 more are in flight). */
const KILL_AFTER = 40;
const SECRET = crypto.randomBytes(32).toString("hex");
let server: TestServer | undefined;
afterAll(async () => {
  await server?.stop();
});

function order(i: number) {
  return new URLSearchParams({
    _ticket: issueTicket(SECRET, "order"),
    customer_name: `Client ${i}`,
    phone: "22 333 444",
    city: "Tunis",
    address: `${i} rue de Marseille`,
    email: `client${i}@exemple.tn`,
    product: "digifact",
  });
}

test("kill -9 during a burst of orders loses no order that was answered as successful", async () => {
  server = await startTestServer({ env: { BETTER_AUTH_SECRET: SECRET, LOG_LEVEL: "warn" } });
  const { url, dataDir } = server;
  const acknowledged = new Map<string, string>(); // reference → customer name
  let sent = 0;
  let stop = false;
  // The kill comes once enough orders were answered, not after a fixed time:
  // a busy machine answers fewer per second, and the burst is still going.
  let enough!: () => void;
  const killed = new Promise<void>((resolve) => (enough = resolve)).then(async () => {
    stop = true;
    await server!.kill();
  });
  const clients = Array.from({ length: 16 }, async () => {
    while (!stop) {
      const i = sent++;
      try {
        const res = await fetch(`${url}/api/orders`, { method: "POST", body: order(i) });
        const body = (await res.json()) as { ok: boolean; reference?: string };
        if (body.ok) acknowledged.set(body.reference!, `Client ${i}`);
        if (acknowledged.size === KILL_AFTER) enough();
      } catch {
        // In flight when the process died: not acknowledged, may or may not exist.
      }
    }
  });
  await Promise.all([killed, ...clients]);
  expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);

  // Restart on the same data directory: the stale lock is taken over and it serves again.
  server = await startTestServer({
    dataDir,
    env: { BETTER_AUTH_SECRET: SECRET, LOG_LEVEL: "warn" },
  });
  const after = await fetch(`${server.url}/api/orders`, { method: "POST", body: order(99_999) });
  expect(((await after.json()) as { ok: boolean }).ok).toBe(true);
  await server.stop();
  server = undefined;

  const handle = await openDatabase({ dataDir });
  try {
    const rows = await handle.db
      .select({ reference: orders.reference, customerName: orders.customerName })
      .from(orders);
    const stored = new Map(rows.map((r) => [r.reference, r.customerName]));
    for (const [reference, name] of acknowledged) expect(stored.get(reference)).toBe(name);
    console.log(
      `${sent} sent, ${acknowledged.size} acknowledged before kill -9, ${rows.length} stored, none lost`,
    );
  } finally {
    await handle.close();
  }
}, 180_000);
