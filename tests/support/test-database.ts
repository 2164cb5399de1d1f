import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/client.server";
import { DATABASE_DUMP_ENV, POSTGRES_TEMPLATE_ENV } from "./database-template";

/**
 * A fresh, migrated database for one test file: PGlite in memory by default,
 * or a new database on the PostgreSQL server of DATABASE_URL (dropped on close).
 * Under Vitest both start as a copy of tests/support/database-template.ts's
 * migrated database.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (!process.env.DATABASE_URL) return openDatabase({ memory: true, from: migratedDump() });
  const { url, drop } = await createPostgresDatabase(process.env.DATABASE_URL);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/** The dump of the migrated PGlite database, when the Vitest global set-up made one. */
function migratedDump(): Blob | undefined {
  const file = process.env[DATABASE_DUMP_ENV];
  return file ? new Blob([fs.readFileSync(file)]) : undefined;
}

/**
 * A new database on the PostgreSQL server of `baseUrl`, for tests that hand a
 * URL to a child process (server, CLI). `drop` removes it. Under Vitest it is
 * a copy of the migrated template database; in scripts it is empty.
 */
export async function createPostgresDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Empties every application table, so each test starts from nothing. */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(
    sql.raw(
      `TRUNCATE orders, appointments, booking_settings, booking_closures, status_events, record_notes, record_changes, outbox, admin_settings,
        user_roles, two_factors, verifications, accounts, sessions, users, rate_limits,
        used_totp_codes, order_reference_counters, maintenance_runs, privacy_erasures,
        audience_visits, audience_daily_visits, audience_page_views
        RESTART IDENTITY CASCADE`,
    ),
  );
}

/**
 * The database of an integration test file: created before its tests,
 * emptied before each one, closed (and dropped on PostgreSQL) after them.
 */
export function withTestDatabase(): {
  db: () => DatabaseHandle["db"];
  handle: () => DatabaseHandle;
} {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    await resetDatabase(handle);
  });
  return { db: () => handle.db, handle: () => handle };
}
