import { formsFr } from "~/i18n/forms/fr";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { queryRows, type DatabaseHandle } from "../../db/client.server";
import { createOrder } from "~/features/orders/create.server";
import { orderSchema } from "~/features/orders/schema";
import { mailIssues, outboxCounts, retryMailNow } from "~/features/notifications/failures.server";
import { MAX_SEND_ATTEMPTS } from "~/features/notifications/limits";
import type { Mailer } from "~/features/notifications/mailer.server";
import { claimDue, renewLease } from "~/features/notifications/worker.server";
import { registry, setMetricSources } from "~/lib/metrics.server";
import { createTestDatabase, resetDatabase } from "../support/test-database";
import { testOutboxWorker } from "../support/outbox";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  setMetricSources({
    outbox: () => outboxCounts(handle.db),
    pool: () => handle.poolStats?.(),
  });
});
afterAll(async () => {
  setMetricSources(undefined);
  await handle?.close();
});
beforeEach(async () => {
  await resetDatabase(handle);
});

/** A mail server that refuses everything, then accepts once `repair()` is called. */
function brokenMailer() {
  let broken = true;
  const sent: string[] = [];
  const mailer: Mailer = {
    describe: "test",
    async send(message) {
      if (broken) throw new Error("connect ECONNREFUSED 10.0.0.5:587");
      sent.push(String(message.to));
    },
    close() {},
  };
  return { mailer, sent, repair: () => (broken = false) };
}

function worker(mailer: Mailer, batchSize?: number) {
  return testOutboxWorker({
    batchSize,
    db: handle.db,
    mailer,
    notifyEmail: "direction@digi.example.tn",
    backoffBaseMs: 0,
    backoffMaxMs: 0,
  });
}

async function newOrder(key: string) {
  const input = orderSchema(formsFr.validation).parse({
    customer_name: "Amine Ben Salah",
    phone: "22333444",
    city: "Tunis",
    address: "Rue 1",
    product: "digimed",
  });
  return createOrder(handle.db, input, key);
}

const metricValue = async (name: string, labels: string) => {
  const text = await registry.metrics();
  const line = text.split("\n").find((l) => l.startsWith(`${name}{${labels}}`));
  return line === undefined ? undefined : Number(line.split(" ").pop());
};

test("a message that failed its last attempt is listed with its error, and «retry now» sends it", async () => {
  const { reference } = await newOrder("k1");
  const smtp = brokenMailer();
  const w = worker(smtp.mailer);
  const failuresBefore =
    (await metricValue("outbox_send_failures_total", 'kind="order.created.admin"')) ?? 0;
  for (let i = 0; i < MAX_SEND_ATTEMPTS; i++) await w.runOnce();

  const issues = await mailIssues(handle.db);
  expect(issues.total).toBe(1);
  expect(issues.items[0]).toMatchObject({
    kind: "order.created.admin",
    subject: reference,
    attempts: MAX_SEND_ATTEMPTS,
    abandoned: true,
    lastError: "connect ECONNREFUSED 10.0.0.5:587",
  });
  expect(await outboxCounts(handle.db)).toEqual({ pending: 0, due: 0, failed: 1 });
  expect(await metricValue("outbox_messages", 'state="failed"')).toBe(1);
  expect(await metricValue("outbox_send_failures_total", 'kind="order.created.admin"')).toBe(
    failuresBefore + MAX_SEND_ATTEMPTS,
  );
  // Given up: the worker no longer tries it on its own.
  await w.runOnce();
  expect(smtp.sent).toEqual([]);

  smtp.repair();
  expect(await retryMailNow(handle.db, issues.items[0]!.id)).toBe(true);
  expect(await w.runOnce()).toBe(1);
  expect(smtp.sent).toEqual(["direction@digi.example.tn"]);
  expect((await mailIssues(handle.db)).total).toBe(0);
  expect(await outboxCounts(handle.db)).toEqual({ pending: 0, due: 0, failed: 0 });
  // Sent: nothing left to retry.
  expect(await retryMailNow(handle.db, issues.items[0]!.id)).toBe(false);
});

test("a message waiting for more than an hour is listed even before its attempts run out", async () => {
  await newOrder("k2");
  await handle.db.execute(sql`UPDATE outbox SET created_at = now() - interval '61 minutes',
                                  attempts = 3, last_error = 'greylisted'`);
  await newOrder("k3"); // recent: not an issue yet
  const issues = await mailIssues(handle.db);
  expect(issues.total).toBe(1);
  expect(issues.items[0]).toMatchObject({ attempts: 3, abandoned: false, lastError: "greylisted" });
  expect(await outboxCounts(handle.db)).toEqual({ pending: 2, due: 2, failed: 0 });
});

test("retry now leaves a message another worker is sending alone", async () => {
  await newOrder("k4");
  const [row] = await queryRows<{ id: string }>(
    handle.db,
    sql`UPDATE outbox SET locked_until = now() + interval '5 minutes' RETURNING id`,
  );
  expect(await retryMailNow(handle.db, row!.id)).toBe(false);
});

test("the metrics show the PostgreSQL pool, and no pool for the embedded database", async () => {
  const text = await registry.metrics();
  if (handle.kind === "postgres") {
    expect(text).toMatch(/^db_pool_connections\{state="max"\} 4$/m);
    expect(text).toMatch(/^db_pool_connections\{state="waiting"\} 0$/m);
  } else {
    expect(text).not.toMatch(/^db_pool_connections\{/m);
  }
});

test("a row whose lease ran out mid-batch is not sent by its first worker once another took it", async () => {
  await newOrder("k5");
  const [mine] = await claimDue(handle.db, 1, 300, MAX_SEND_ATTEMPTS);
  // A shorter renewal than the next claim: the embedded database's clock counts
  // milliseconds, so the two leases could otherwise end at the same instant.
  expect(await renewLease(handle.db, mine!, 200)).toBe(true);
  // The batch took longer than the lease: another instance claims the row.
  await handle.db.execute(sql`UPDATE outbox SET locked_until = now() - interval '1 second'`);
  const [theirs] = await claimDue(handle.db, 1, 300, MAX_SEND_ATTEMPTS);
  expect(theirs!.id).toBe(mine!.id);
  expect(await renewLease(handle.db, mine!, 300)).toBe(false);
  expect(await renewLease(handle.db, theirs!, 300)).toBe(true);
});

test("a stop ends the pass after the batch in hand even while new mail keeps coming", async () => {
  // Another instance keeps taking orders: each send here queues one more message,
  // so there is always a full batch due.
  const sent: string[] = [];
  let stopping: Promise<void> | undefined;
  const busy = worker(
    {
      describe: "test",
      async send(message) {
        sent.push(String(message.to));
        await newOrder(`busy-${sent.length}`);
        stopping ??= busy.stop();
      },
      close() {},
    },
    1,
  );
  await newOrder("busy-0");
  busy.start();
  await expect.poll(() => sent.length, { timeout: 10_000 }).toBeGreaterThan(0);
  await stopping;
  expect(sent).toHaveLength(1);
  // What is left waits in the outbox for the next worker, nothing is lost.
  expect((await outboxCounts(handle.db)).pending).toBeGreaterThan(0);
});
