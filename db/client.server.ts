import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { logger } from "../app/infra/logger.server";
import { PROJECT_ROOT } from "../app/infra/paths.server";
import { makePrivate } from "../app/infra/private-files.server";
import { acquireDataDirLock } from "./data-dir-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
/**
 * Both drivers' Drizzle databases share this type, so domain code serves both;
 * so does a transaction of either (Drizzle's PgTransaction is a PgDatabase):
 * a feature function takes a `Database` and runs as well inside a caller's
 * transaction, without a cast.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs a raw statement; used by health checks and tests. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections, for the metrics. */
  poolStats?(): { max: number; total: number; idle: number; waiting: number };
}

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string } // PGlite on disk, locked for this process
  // PGlite in memory (tests), optionally starting from a dump of a migrated
  // database (PGlite's dumpDataDir): the migrations then find nothing to do.
  | { memory: true; from?: Blob };

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, "db", "migrations");
/** PostgreSQL extensions the migrations create (search); PGlite ships them separately. */
const PGLITE_OPTIONS: PGliteOptions = { extensions: { pg_trgm, unaccent } };
/** Arbitrary constant naming this application's migration lock. */
const MIGRATION_LOCK_KEY = 716_203_441;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // A connection lost (PostgreSQL restarted) must not crash the process: an
    // idle client is dropped by the pool, a checked-out one (inside a
    // transaction) fails its query, and the next query opens a fresh connection.
    // Without these listeners pg re-throws the "error" event and kills the process.
    const onLost = (error: Error) =>
      logger.warn(
        { error: error.message, code: (error as { code?: string }).code },
        "PostgreSQL connection lost",
      );
    pool.on("error", onLost);
    pool.on("connect", (client) => client.on("error", onLost));
    const db: Database = drizzlePg(pool, { schema });
    try {
      await migrateOnce(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: "postgres",
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
      poolStats: () => ({
        max: pool.options.max ?? 10,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }

  const release = "dataDir" in options ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const client =
      "dataDir" in options
        ? await PGlite.create(path.join(options.dataDir, "pgdata"), PGLITE_OPTIONS)
        : await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: options.from });
    // PGlite copies its template cluster with explicit 0666 modes, whatever the umask.
    if ("dataDir" in options) makePrivate(options.dataDir);
    const drizzled = drizzlePglite(client, { schema });
    await migratePglite(drizzled, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: drizzled,
      kind: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Several instances may start together on one PostgreSQL: an advisory lock
 * makes the others wait while the first applies the migrations.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/** Rows of a raw SQL statement; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
