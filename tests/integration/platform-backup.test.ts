import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, expect, test } from "vitest";
import { PROJECT_ROOT } from "../../app/infra/paths.server";
import { tablesInDependencyOrder } from "../../db/backup.server";
import { openDatabase, queryRows, type Database } from "../../db/client.server";
import { appointments, contentMedia, orders, outbox, statusEvents, users } from "../../db/schema";
import { storeCover } from "~/features/content/covers.server";
import { tempDataDir } from "../support/server";
import { createPostgresDatabase } from "../support/test-database";

/**
 * Round trip through the real commands: `npm run backup` then `npm run
 * restore`, on PGlite, or on PostgreSQL when DATABASE_URL is set (plus a
 * PostgreSQL backup restored into PGlite: one format for both).
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Target = {
  env: Record<string, string | undefined>;
  open: () => ReturnType<typeof openDatabase>;
};

async function pgliteTarget(): Promise<Target> {
  const dir = path.join(tempDataDir(), "data");
  cleanups.push(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));
  return {
    env: { DATA_DIR: dir, DATABASE_URL: undefined },
    open: () => openDatabase({ dataDir: dir }),
  };
}

async function newTarget(): Promise<Target> {
  if (!process.env.DATABASE_URL) return pgliteTarget();
  const { url, drop } = await createPostgresDatabase(process.env.DATABASE_URL);
  cleanups.push(drop);
  return {
    env: { DATABASE_URL: url },
    open: () => openDatabase({ databaseUrl: url, poolSize: 2 }),
  };
}

function run(script: string, args: string[], env: Target["env"]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
  });
  return { code: result.status, output: result.stdout + result.stderr };
}

/** Every row of every table as the database renders it, for exact comparison. */
async function snapshot(db: Database): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of tablesInDependencyOrder()) {
    const rows = await queryRows<{ j: string }>(
      db,
      sql`select row_to_json(t)::text as j from ${sql.identifier(table)} t order by 1`,
    );
    all[table] = rows.map((r) => r.j);
  }
  return all;
}

async function seed(db: Database) {
  await db.insert(users).values({ id: "u1", name: "Admin Test", email: "admin@example.com" });
  const rows = Array.from({ length: 1000 }, (_, i) => ({
    productName: ["DigiFact", "DigiERP", "DigiMed"][i % 3]!,
    customerName: `Client ${i} « é ت »`,
    phone: `2${String(i).padStart(7, "0")}`,
    city: "Sfax",
    address: `${i} avenue Habib Bourguiba\nappartement ${i}`,
    email: i % 2 ? `c${i}@example.com` : null,
    deploymentType: i % 2 ? ("cloud" as const) : ("local" as const),
    status: i % 5 === 0 ? ("confirmed" as const) : ("pending" as const),
  }));
  const inserted = await db.insert(orders).values(rows).returning({ id: orders.id });
  await db.insert(statusEvents).values({
    entity: "order",
    entityId: inserted[0]!.id,
    fromStatus: "pending",
    toStatus: "confirmed",
    adminUserId: "u1",
  });
  await db.insert(appointments).values({
    name: "Rdv",
    email: "r@example.com",
    phone: "20000000",
    service: "digimed",
    preferredDate: "2026-02-28",
    preferredTime: "09:00",
  });
  await db
    .insert(outbox)
    .values({ kind: "order.created", payload: { orderId: inserted[0]!.id, n: [1, "x"] } });
  // Noise gives the encoded images every byte value, zero and backslash included.
  const noise = await sharp(crypto.randomBytes(80 * 50 * 3), {
    raw: { width: 80, height: 50, channels: 3 },
  })
    .png()
    .toBuffer();
  await storeCover(db, noise, "u-admin");
}

const covers = (db: Database) => db.select().from(contentMedia).orderBy(asc(contentMedia.name));

// One round trip for everything a backup carries: each run of a command is a
// Node process opening a database, seconds on a loaded machine.
test(
  "npm run backup then npm run restore round-trips 1,000 orders and uploaded covers byte for byte",
  { timeout: 180_000 },
  async () => {
    const source = await newTarget();
    const [before, coversBefore] = await (async () => {
      const handle = await source.open();
      try {
        await seed(handle.db);
        return [await snapshot(handle.db), await covers(handle.db)] as const;
      } finally {
        await handle.close();
      }
    })();
    expect(before.orders).toHaveLength(1000);
    expect(coversBefore).toHaveLength(2);
    expect(new Set(coversBefore.flatMap((row) => [...row.bytes])).size).toBe(256);

    const file = path.join(tempDataDir(), "backup.jsonl.gz");
    cleanups.push(() => fs.rmSync(path.dirname(file), { recursive: true, force: true }));
    const backup = run("backup", [file], source.env);
    expect(backup.code, backup.output).toBe(0);

    const targets = [await newTarget()];
    if (process.env.DATABASE_URL) targets.push(await pgliteTarget());
    for (const target of targets) {
      const restore = run("restore", [file], target.env);
      expect(restore.code, restore.output).toBe(0);
      const handle = await target.open();
      try {
        expect(await snapshot(handle.db)).toEqual(before);
        const coversAfter = await covers(handle.db);
        expect(
          coversAfter.map((row) => [row.name, row.contentType, row.byteSize, row.uploadedBy]),
        ).toEqual(
          coversBefore.map((row) => [row.name, row.contentType, row.byteSize, row.uploadedBy]),
        );
        coversAfter.forEach((row, i) =>
          expect(row.bytes.equals(coversBefore[i]!.bytes)).toBe(true),
        );
        // The reference sequence continues after the restored orders.
        const [next] = await handle.db
          .insert(orders)
          .values({
            productName: "DigiFact",
            customerName: "Après",
            phone: "20000000",
            city: "Tunis",
            address: "x",
          })
          .returning({ reference: orders.reference });
        expect(next!.reference).toMatch(/-01001$/);
      } finally {
        await handle.close();
      }
      // A second restore into the now non-empty target is refused and changes nothing.
      const again = run("restore", [file], target.env);
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/n'est pas vide/);
    }

    // A truncated file is refused and leaves the empty target empty.
    const cut = `${file}.cut.jsonl`;
    const text = (await import("node:zlib")).gunzipSync(fs.readFileSync(file)).toString();
    // Cut at the last line end before the middle (a regular expression anchored at
    // the end rescans every long line from each of its characters: a minute here).
    fs.writeFileSync(cut, text.slice(0, text.lastIndexOf("\n", text.length / 2) + 1));
    const empty = await newTarget();
    const truncated = run("restore", [cut], empty.env);
    expect(truncated.code).toBe(1);
    expect(truncated.output).toContain("tronquée");
    if (!process.env.DATABASE_URL) expect(fs.existsSync(empty.env.DATA_DIR!)).toBe(false);
  },
);
