/**
 * npm run restore:drill [-- <backup file>]
 * Proves the latest backup of BACKUP_DIR (or the file given) restores: loads
 * it into a scratch database created on the PostgreSQL server of
 * DATABASE_URL, compares every table's row count with the backup's manifest,
 * answers the server's own health check on it, then drops the scratch database.
 */
import "../server/env-file.mjs";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { parseEnv } from "../app/config/env.server";
import { setDatabase } from "../app/lib/db.server";
import { backupManifest, readBackupLines, restoreBackup } from "../db/backup.server";
import { backupTime } from "../db/backup-retention";
import { openDatabase, queryRows } from "../db/client.server";
import { createApp } from "../server/app";

const env = parseEnv();
if (!env.DATABASE_URL) {
  console.error("Exercice de restauration : DATABASE_URL (serveur PostgreSQL) est requis.");
  process.exit(1);
}

function latestBackup(): string {
  const names = fs.existsSync(env.BACKUP_DIR)
    ? fs.readdirSync(env.BACKUP_DIR).filter((n) => backupTime(n))
    : [];
  if (names.length === 0) throw new Error(`Aucune sauvegarde dans ${env.BACKUP_DIR}.`);
  return path.join(env.BACKUP_DIR, names.sort().at(-1)!);
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** GET /healthz of the real Express app, on a free port, against the restored database. */
async function healthCheck(): Promise<{ status: number; body: string }> {
  const noPages = () => Promise.reject(new Error("the drill serves no pages"));
  const server = http.createServer(createApp(noPages, env));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    return { status: res.status, body: await res.text() };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const scratch = `restore_drill_${crypto.randomBytes(4).toString("hex")}`;
let failed = false;
try {
  const file = process.argv[2] ?? latestBackup();
  const manifest = await backupManifest(file);
  console.log(`Sauvegarde : ${file} (prise le ${manifest.createdAt})`);
  await admin((c) => c.query(`CREATE DATABASE ${scratch}`));
  const url = new URL(env.DATABASE_URL);
  url.pathname = `/${scratch}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  try {
    await restoreBackup(handle.db, readBackupLines(file));
    console.log(`Restaurée dans la base de test ${scratch}. Lignes par table (manifeste / base) :`);
    for (const [table, expected] of Object.entries(manifest.counts)) {
      const [row] = await queryRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      );
      const ok = row?.n === expected;
      failed ||= !ok;
      console.log(`  ${ok ? "ok " : "ÉCART"} ${table.padEnd(20)} ${expected} / ${row?.n}`);
    }
    setDatabase(handle);
    const health = await healthCheck();
    setDatabase(undefined);
    const healthy = health.status === 200;
    failed ||= !healthy;
    console.log(`Contrôle de santé /healthz : ${health.status} ${health.body}`);
  } finally {
    await handle.close();
  }
} catch (error) {
  failed = true;
  console.error(`Exercice de restauration en échec : ${(error as Error).message}`);
} finally {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`)).catch(
    (error: unknown) => console.error(`Base ${scratch} non supprimée : ${String(error)}`),
  );
}
console.log(failed ? "Exercice de restauration : ÉCHEC" : "Exercice de restauration : réussi");
process.exit(failed ? 1 : 0);
