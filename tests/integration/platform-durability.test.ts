import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { PROJECT_ROOT } from "../../app/infra/paths.server";
import { openDatabase, queryRows } from "../../db/client.server";
import { tempDataDir } from "../support/server";

const WRITER = path.join(PROJECT_ROOT, "tests", "support", "pglite-writer.ts");
const ROUNDS = 10;

/** Runs one writer, kills it with SIGKILL after a random delay, returns the ids it reported. */
function writeThenKill(dataDir: string, round: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    // node itself (not the tsx wrapper, whose child would survive the kill).
    const child = spawn(process.execPath, ["--import", "tsx", WRITER, dataDir, `r${round}`], {
      cwd: PROJECT_ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    let armed = false;
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      // Once the first row is acknowledged (a cold start on a busy machine can
      // take longer than the whole window), between 20 ms and 1 s more of
      // writing: sometimes mid-statement, mid-commit or mid-print.
      if (!armed && /^ready\n[^\n]+\n/.test(out)) {
        armed = true;
        setTimeout(() => child.kill("SIGKILL"), 20 + Math.random() * 980);
      }
    });
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (signal !== "SIGKILL") {
        reject(new Error(`writer exited by itself (code ${code}):\n${err}`));
        return;
      }
      // A line cut by the kill has no newline yet: it was never reported.
      const lines = out.split("\n");
      lines.pop();
      resolve(lines.filter((line) => line !== "ready"));
    });
  });
}

test(
  "PGlite keeps every acknowledged row across repeated SIGKILLs",
  { timeout: 150_000 },
  async () => {
    const dataDir = tempDataDir();
    const reported: string[] = [];
    try {
      for (let round = 0; round < ROUNDS; round++) {
        reported.push(...(await writeThenKill(dataDir, round)));
      }
      // The dead writers left their lock behind; reopening takes it over.
      expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(true);
      const handle = await openDatabase({ dataDir });
      try {
        const rows = await queryRows<{ id: string; events: number }>(
          handle.db,
          sql`select o.id, (select count(*) from outbox x where x.payload->>'orderId' = o.id::text)::int as events from orders o`,
        );
        const stored = new Map(rows.map((r) => [r.id, r.events]));
        const missing = reported.filter((id) => !stored.has(id));
        expect(missing).toEqual([]);
        // No half-written transaction: every stored order has exactly its one outbox row.
        expect([...stored.values()].every((n) => n === 1)).toBe(true);
        const [orphans] = await queryRows<{ n: number }>(
          handle.db,
          sql`select count(*)::int as n from outbox x where not exists (select 1 from orders o where o.id::text = x.payload->>'orderId')`,
        );
        expect(orphans!.n).toBe(0);
        // At most one row per round was committed but not yet reported when the kill came.
        expect(stored.size - reported.length).toBeLessThanOrEqual(ROUNDS);
        // Every round wrote before it was killed.
        expect(reported.length).toBeGreaterThanOrEqual(ROUNDS);
        console.info(`${ROUNDS} SIGKILL rounds, ${reported.length} acknowledged rows, none lost`);
      } finally {
        await handle.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
