import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { BACKUP_REQUEST_FILE, writeBackupFile } from "../db/backup.server";
import { openDatabase, type DatabaseHandle } from "../db/client.server";
import { parseEnv, type Env } from "../app/config/env.server";
import { databaseHandle, setDatabase } from "../app/lib/db.server";
import { logger } from "../app/lib/logger.server";
import { PROJECT_ROOT } from "../app/lib/paths.server";
import { CROSS_ORIGIN_MESSAGE, isSameOrigin } from "../app/lib/same-origin.server";
import { startBackgroundServices } from "./background";
import { securityHeaders } from "./security-headers";
import { PageCache } from "./page-cache";
import { precompressedAssets } from "./precompressed";
import { webHandler } from "./web-handler";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    clientIp: string;
    requestId: string;
  }
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Bodies that are not form data, or that cannot be parsed, stop here with 400. */
async function rejectMalformedForm(request: Request): Promise<Response | undefined> {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const bad = () =>
    new Response("Requête invalide : données de formulaire attendues.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  if (!FORM_TYPES.includes(type)) return bad();
  try {
    await request.clone().formData();
    return undefined;
  } catch {
    return bad();
  }
}

/**
 * A form posted from another site is refused here, in French and before its
 * body is read, instead of React Router's bare English "Bad Request".
 * better-auth checks the Origin of its own endpoints.
 */
const refuseCrossOrigin: express.RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.path.startsWith("/api/auth/")) {
    return next();
  }
  const requestOrigin = `${req.protocol}://${req.get("host") ?? "localhost"}`;
  const origin = req.get("origin") ?? null;
  if (isSameOrigin(origin, req.get("sec-fetch-site") ?? null, requestOrigin)) return next();
  logger.warn({ path: req.path, origin: origin?.slice(0, 200) }, "cross-origin request refused");
  res.status(403).type("text/plain").send(CROSS_ORIGIN_MESSAGE);
};

export async function openDatabaseFromEnv(env: Env): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
    : openDatabase({ dataDir: env.DATA_DIR });
}

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);
type AppHook = (app: express.Express) => void;

export function createApp(build: BuildSource, env: Env, beforeRoutes?: AppHook) {
  const production = env.NODE_ENV === "production";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    const requestId = crypto.randomUUID();
    res.locals.requestId = requestId;
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      // Path only: query strings may carry tokens (setup links).
      logger.info(
        {
          requestId,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: +ms.toFixed(1),
        },
        "request",
      );
    });
    next();
  });
  app.use(securityHeaders({ production }));
  // Server-sent events must reach the browser as written, not wait in a gzip buffer.
  app.use(
    compression({
      filter: (req, res) =>
        !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") &&
        compression.filter(req, res),
    }),
  );
  beforeRoutes?.(app);

  const clientDir = path.join(PROJECT_ROOT, process.env.BUILD_DIR ?? "build", "client");
  const assetsDir = path.join(clientDir, "assets");
  if (production) app.use("/assets", precompressedAssets(assetsDir));
  app.use(
    "/assets",
    // A missing hashed asset is a plain 404, not a rendered page.
    express.static(assetsDir, {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: false,
    }),
  );
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));

  app.get("/healthz", async (_req, res) => {
    try {
      await databaseHandle().ping();
      res.json({ status: "ok", database: databaseHandle().kind });
    } catch (error) {
      logger.error({ err: error }, "health check: database unreachable");
      res.status(503).json({ status: "error", database: "unreachable" });
    }
  });

  app.use(refuseCrossOrigin);
  app.use(express.raw({ type: () => true, limit: env.BODY_LIMIT_BYTES }));

  const handleRequest = createRequestHandler(build, process.env.NODE_ENV);
  // Development shows every edit at once: no page cache there.
  const pageCache = new PageCache(production ? env.PAGE_CACHE_SECONDS * 1000 : 0);
  app.all(
    "/{*splat}",
    webHandler(async (request, req, res) => {
      const rejected = req.path.startsWith("/api/")
        ? undefined
        : await rejectMalformedForm(request);
      if (rejected) return rejected;
      const nonce = res.locals.cspNonce as string;
      const cacheKey = pageCache.keyFor(req, request);
      const cached = cacheKey ? pageCache.get(cacheKey, nonce) : undefined;
      if (cached) return cached;
      const response = await handleRequest(request, {
        cspNonce: nonce,
        clientIp: req.ip ?? "unknown",
        requestId: res.locals.requestId as string,
      });
      return cacheKey ? pageCache.put(cacheKey, nonce, response) : response;
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = (error as { status?: number }).status ?? 500;
    if (status === 413) {
      res.status(413).type("text/plain").send("Requête trop volumineuse.");
      return;
    }
    if (status === 404) {
      res.status(404).type("text/plain").send("Introuvable.");
      return;
    }
    if (status >= 400 && status < 500) {
      res.status(status).type("text/plain").send("Requête invalide.");
      return;
    }
    logger.error(
      { err: error, path: req.path, requestId: res.locals.requestId },
      "unhandled error",
    );
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(500).type("text/plain").send("Erreur interne du serveur.");
  };
  app.use(onError);
  return app;
}

/**
 * Opens the database, starts the HTTP server and the background services,
 * and shuts all of it down gracefully on SIGTERM/SIGINT.
 */
export async function startServer(build: BuildSource, beforeRoutes?: AppHook) {
  const startedAt = performance.now();
  let env: Env;
  let handle: DatabaseHandle;
  try {
    env = parseEnv();
    handle = await openDatabaseFromEnv(env);
  } catch (error) {
    // Configuration errors and a data directory in use are the usual causes: say it plainly.
    logger.fatal({ err: error }, (error as Error).message);
    process.exit(1);
  }
  setDatabase(handle);

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

  // Keep-alive connections would otherwise hold the shutdown open until they
  // time out: responses still in flight when it starts say "Connection: close".
  let stopping = false;
  const inFlight = new Set<http.ServerResponse>();
  server.on("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (stopping) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.on("close", () => inFlight.delete(res));
  });
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, inFlight: inFlight.size }, "arrêt en cours");
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearInterval(sweep);
    clearTimeout(force);
    await stopBackground();
    await handle.close();
    setDatabase(undefined);
    logger.info("arrêt terminé");
    process.exit(0);
  };
  if (handle.kind === "pglite") {
    process.on("SIGUSR2", () => void answerBackupRequest(env.DATA_DIR, handle));
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  return server;
}

/** `npm run backup` cannot open a PGlite directory this server holds, so it asks (see scripts/backup.ts). */
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
    const counts = await writeBackupFile(handle.db, file);
    logger.info({ file, counts }, "sauvegarde écrite");
  } catch (error) {
    logger.error({ err: error, file }, "sauvegarde impossible");
    fs.writeFileSync(`${file}.error`, (error as Error).message);
  }
}

/** Entry used by `server.mjs` once the build exists. */
export function start() {
  return startServer(() => import("virtual:react-router/server-build"));
}
