import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase } from "../../db/client.server";
import { DATABASE_TEMPLATE_ENV } from "./server";

/** Where the PGlite dump of the migrated database is (in-memory test databases load it). */
export const DATABASE_DUMP_ENV = "TEST_DATABASE_DUMP";
/** The migrated PostgreSQL database that test databases are created from (DATABASE_URL mode). */
export const POSTGRES_TEMPLATE_ENV = "TEST_POSTGRES_TEMPLATE";

/**
 * Vitest global set-up: migrates one database for the whole run, and each
 * test's database starts as a copy of it. Migrating a fresh database takes
 * seconds per test file or test server; a copy takes a fraction of one, and
 * finds every migration applied. On PGlite, `tempDataDir()` copies its files
 * into a server's data directory and `createTestDatabase()` loads its dump in
 * memory; on PostgreSQL (DATABASE_URL set), `createPostgresDatabase()` creates
 * each database with it as TEMPLATE.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // Test workers start after this and inherit the environment.
  if (process.env.DATABASE_URL) return postgresTemplate(process.env.DATABASE_URL);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "digi-template-"));
  const handle = await openDatabase({ dataDir: dir });
  await handle.close();
  const files = await PGlite.create(path.join(dir, "pgdata"));
  const dump = await files.dumpDataDir("none");
  await files.close();
  const dumpFile = path.join(dir, "pgdata.tar");
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  process.env[DATABASE_TEMPLATE_ENV] = dir;
  process.env[DATABASE_DUMP_ENV] = dumpFile;
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate(baseUrl: string): Promise<() => Promise<void>> {
  const name = `test_template_${crypto.randomBytes(6).toString("hex")}`;
  await onServer(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  await handle.close();
  process.env[POSTGRES_TEMPLATE_ENV] = name;
  return () => onServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function onServer(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
