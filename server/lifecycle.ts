import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { BACKUP_REQUEST_FILE, writeBackupFile } from "../db/backup.server";
import { openDatabase, type DatabaseHandle } from "../db/client.server";
import { parseEnv, type Env } from "../app/config/env.server";
import { answerAdminRequest } from "../app/features/administrators/admin-command.server";
import { importLegacyCoverFiles } from "../app/features/content/covers.server";
import { outboxCounts } from "../app/features/notifications/failures.server";
import { logger } from "../app/infra/logger.server";
import { makePrivate, PRIVATE_FILE_MODE, setPrivateUmask } from "../app/infra/private-files.server";
import { setDatabase } from "../app/lib/db.server";
import { setMetricSources } from "../app/lib/metrics.server";
import { appSecret } from "../app/lib/secret.server";
import { createApp, type AppHook } from "./app";
import { startBackgroundServices } from "./background";
import { gracefulShutdown } from "./shutdown";
import type { BuildSource } from "./react-router-handler";

// The server's life: opening the database, listening, the background
// services, and the graceful shutdown. The server build's entry (see
// vite.config.ts).

export async function openDatabaseFromEnv(env: Env): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
    : openDatabase({ dataDir: env.DATA_DIR });
}

/**
 * Opens the database, starts the HTTP server and the background services,
 * and shuts all of it down gracefully on SIGTERM/SIGINT.
 */
export async function startServer(build: BuildSource, beforeRoutes?: AppHook) {
  const startedAt = performance.now();
  setPrivateUmask();
  let env: Env;
  let handle: DatabaseHandle;
  try {
    env = parseEnv();
    repairDataDirModes(env.DATA_DIR);
    handle = await openDatabaseFromEnv(env);
  } catch (error) {
    // Configuration errors and a data directory in use are the usual causes: say it plainly.
    logger.fatal({ err: error }, (error as Error).message);
    process.exit(1);
  }
  setDatabase(handle);
  await importCoverFiles(handle, env.DATA_DIR);
  setMetricSources({ outbox: () => outboxCounts(handle.db), pool: () => handle.poolStats?.() });

  const app = createApp(build, env, beforeRoutes);
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  const stopBackground = await startBackgroundServices({ env, handle });

  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info(
    {
      port,
      database: handle.kind,
      startupMs: Math.round(performance.now() - startedAt),
      uptimeMs: Math.round(process.uptime() * 1000),
    },
    `Serveur prêt sur http://localhost:${port}`,
  );

  const shutdown = gracefulShutdown(server, {
    drainSeconds: env.SHUTDOWN_DRAIN_SECONDS,
    // Still serving, but failing health checks until the load balancer has noticed.
    drain: () => {
      app.locals.draining = true;
    },
    release: async () => {
      await app.audience.stop();
      await stopBackground();
      setMetricSources(undefined);
      await handle.close();
      setDatabase(undefined);
    },
  });
  if (handle.kind === "pglite") {
    process.on("SIGUSR2", () => {
      void answerBackupRequest(env.DATA_DIR, handle);
      void answerAdminRequest(env.DATA_DIR, handle.db);
    });
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  return server;
}

/** A data directory left readable by others (an older version, a copy, a restore) is closed at start-up. */
function repairDataDirModes(dataDir: string) {
  if (!fs.existsSync(dataDir)) return;
  const changed = makePrivate(dataDir);
  if (changed > 0) {
    logger.warn(
      { dataDir, changed },
      "data directory permissions restricted to the server's account (0700/0600)",
    );
  }
}

/** `npm run backup` cannot open a PGlite directory this server holds, so it asks (see scripts/backup.ts). */
/**
 * Covers an earlier version wrote as files go into the database once (ADR
 * 0029). A failure is logged, not fatal: the site works, those covers 404
 * until the next start retries.
 */
async function importCoverFiles(handle: DatabaseHandle, dataDir: string) {
  try {
    const imported = await importLegacyCoverFiles(handle.db, dataDir);
    if (imported > 0) logger.info({ imported }, "cover files imported into the database");
  } catch (error) {
    logger.error({ err: error, dataDir }, "cover files import failed");
  }
}

async function answerBackupRequest(dataDir: string, handle: DatabaseHandle) {
  const requestFile = path.join(dataDir, BACKUP_REQUEST_FILE);
  let file: string;
  try {
    file = fs.readFileSync(requestFile, "utf8").trim();
    fs.rmSync(requestFile);
  } catch {
    return; // no request: a stray signal
  }
  try {
    const counts = await writeBackupFile(handle.db, file, appSecret());
    logger.info({ file, counts }, "backup written");
  } catch (error) {
    logger.error({ err: error, file }, "sauvegarde impossible");
    fs.writeFileSync(`${file}.error`, (error as Error).message, { mode: PRIVATE_FILE_MODE });
  }
}

/** Entry used by `server.mjs` once the build exists. */
export function start() {
  return startServer(() => import("virtual:react-router/server-build"));
}
