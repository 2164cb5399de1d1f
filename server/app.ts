import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { BACKUP_REQUEST_FILE, writeBackupFile } from "../db/backup.server";
import { appSecret } from "../app/lib/secret.server";
import { openDatabase, type DatabaseHandle } from "../db/client.server";
import { parseEnv, type Env } from "../app/config/env.server";
import { databaseHandle, setDatabase } from "../app/lib/db.server";
import { logger } from "../app/infra/logger.server";
import { pageCacheLookups, setMetricSources } from "../app/lib/metrics.server";
import { outboxCounts } from "../app/features/notifications/failures.server";
import { PROJECT_ROOT } from "../app/infra/paths.server";
import { makePrivate, PRIVATE_FILE_MODE, setPrivateUmask } from "../app/infra/private-files.server";
import { CROSS_ORIGIN_MESSAGE, isSameOrigin } from "../app/lib/same-origin.server";
import { startBackgroundServices } from "./background";
import { coverRoutes } from "./covers";
import { securityHeaders } from "./security-headers";
import { PageCache, pageKey, type PageKey } from "./page-cache";
import { rememberLanguage } from "./language-cookie";
import { onContentChange } from "../app/features/content/store.server";
import { importLegacyCoverFiles } from "../app/features/content/covers.server";
import { answerAdminRequest } from "../app/features/administrators/admin-command.server";
import { runWithRequestContext } from "../app/infra/request-context.server";
import { metricsEndpoint } from "./metrics-endpoint";
import { precompressedAssets } from "./precompressed";
import { logRequest, plainRouteLabel } from "./request-log";
import { reactRouterHandler, type BuildSource } from "./react-router-handler";
import { routeIndex, type RouteInfo } from "./route-label";
import { toWebRequest, webHandler } from "./web-handler";
import { loggedPath } from "../app/infra/log-redaction";
import { AudienceCounter, type AudienceOptions } from "../app/features/audience/counter.server";
import type { VisitSource } from "../app/features/audience/visit";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    clientIp: string;
    requestId: string;
    /** For content edits: these cached public pages are rendered again on their next request. */
    invalidatePages: (keys: PageKey[]) => void;
    /** Where this client's visit of today came from (decision 0062), for an order or a request. */
    visitSource?: () => Promise<VisitSource | null>;
  }
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The only methods the site answers; the fetch API cannot even represent TRACE or CONNECT. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

const refuseOtherMethods: express.RequestHandler = (req, res, next) => {
  if (ALLOWED_METHODS.includes(req.method)) return next();
  res.status(405).set("Allow", ALLOWED_METHODS.join(", ")).type("text/plain");
  res.send("Méthode non autorisée.");
};

/**
 * Pages and data requests (React Router's `.data` URLs) that show or change
 * signed-in state: a browser must not keep them once the administrator signs out.
 */
const PRIVATE_PATH = /^\/(?:admin|auth|setup|account|logout|api\/auth)(?:\.data$|\/|$)/;

function isPrivatePath(path: string): boolean {
  return PRIVATE_PATH.test(path);
}

/**
 * A back-office path with a control character (`%00` and the like) names no
 * record, and PostgreSQL refuses a NUL inside text: it is answered 404 before
 * an editor can put it in a query. Public pages keep their own answers (a bad
 * self-service link shows «Lien invalide» in the visitor's language). A
 * malformed encoding goes on, to be refused where the path is decoded.
 */
const refuseControlCharacters: express.RequestHandler = (req, res, next) => {
  if (!isPrivatePath(req.path)) return next();
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return next();
  }
  // eslint-disable-next-line no-control-regex
  if (!/[\u0000-\u001f\u007f]/.test(path)) return next();
  res.status(404).type("text/plain").send("Introuvable.");
};

/** The same response with `Cache-Control: no-store` (some responses have immutable headers). */
function noStore(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * The visitor closed the connection before the answer was written: nothing
 * went wrong here. Judged by the socket, not by the error or `req.destroyed`
 * (true as soon as a body has been read), so a real failure is never hidden.
 */
function clientGone(req: express.Request, res: express.Response, error: unknown): boolean {
  return (
    req.socket.destroyed || res.destroyed || (error as { type?: string }).type === "request.aborted"
  );
}

/**
 * A form posted to a page that takes none (a bot's probe): refused here, as
 * any other unsupported method, before the page is rendered (React Router
 * would answer 405 too, through an error page that logs a render error).
 */
const pageWithoutForm = () =>
  new Response("Méthode non autorisée.", {
    status: 405,
    headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
  });

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
  if (isSameOrigin(origin, req.get("sec-fetch-site") ?? null, requestOrigin)) {
    // A `no-referrer` page's form says `Origin: null`; React Router compares Origin with Host
    // itself, so it gets the origin the browser vouched for through Sec-Fetch-Site.
    if (origin === "null") req.headers.origin = requestOrigin;
    return next();
  }
  logger.warn(
    { path: loggedPath(req.path), origin: origin?.slice(0, 200) },
    "cross-origin request refused",
  );
  res.status(403).type("text/plain").send(CROSS_ORIGIN_MESSAGE);
};

export async function openDatabaseFromEnv(env: Env): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
    : openDatabase({ dataDir: env.DATA_DIR });
}

type AppHook = (app: express.Express) => void;

export function createApp(
  build: BuildSource,
  env: Env,
  beforeRoutes?: AppHook,
  /** Tests: the audience's clock and secret (decision 0062). */
  audienceOptions?: Partial<Pick<AudienceOptions, "now" | "secret">>,
) {
  const production = env.NODE_ENV === "production";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  // Set on SIGTERM: /healthz fails so a load balancer moves traffic away before the server stops.
  app.locals.draining = false;

  app.use((req, res, next) => {
    res.locals.requestId = logRequest(
      req,
      res,
      () => (res.locals.route as string | undefined) ?? plainRouteLabel(req.path),
    );
    next();
  });
  app.use(refuseOtherMethods);
  app.use(refuseControlCharacters);
  app.get("/metrics", metricsEndpoint(env.METRICS_TOKEN));
  app.use(securityHeaders({ production }));
  app.use((req, res, next) => {
    if (isPrivatePath(req.path)) res.setHeader("Cache-Control", "no-store");
    next();
  });
  const loadBuild = typeof build === "function" ? build : () => Promise.resolve(build);
  // Production routes never change: index them once. Development reloads them.
  let indexer: Promise<(pathname: string) => RouteInfo> | undefined;
  // The last index resolved, for cached pages answered before Express (a page
  // is only cached after a render, which resolved it).
  let knownIndex: ((pathname: string) => RouteInfo) | undefined;
  const routeOf = async (pathname: string) => {
    const next = indexer ?? loadBuild().then((b) => routeIndex(b.routes));
    if (production) indexer = next;
    knownIndex = await next;
    return knownIndex(pathname);
  };
  // Development shows every edit at once: no page cache there.
  const pageCache = new PageCache({
    enabled: production && env.PAGE_CACHE_SECONDS > 0,
    production,
    sharedMaxAgeSeconds: env.PAGE_CACHE_SECONDS,
    onLookup: (result) => pageCacheLookups.inc({ result }),
    routeLabel: (pathname) => knownIndex?.(pathname).label ?? plainRouteLabel(pathname),
  });
  // A content save (here, or on another instance: see watchContentVersion) forgets the pages it shows on.
  onContentChange((change) =>
    change === "all"
      ? pageCache.clear()
      : pageCache.invalidate([pageKey("fr", "/"), pageKey("ar", "/")]),
  );
  // Page views, counted for cached pages too (decision 0062); flushed by `audience.stop()`.
  const audience = new AudienceCounter({
    enabled: env.AUDIENCE_COUNTING === "on",
    db: () => databaseHandle().db,
    secret: appSecret,
    trustProxy: app.get("trust proxy fn") as (address: string, hop: number) => boolean,
    ...audienceOptions,
  });
  app.use(compression());
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

  app.get("/healthz", async (req, res) => {
    if (req.app.locals.draining) {
      res.status(503).json({ status: "stopping" });
      return;
    }
    try {
      await databaseHandle().ping();
      res.json({ status: "ok", database: databaseHandle().kind });
    } catch (error) {
      logger.error({ err: error }, "health check: database unreachable");
      res.status(503).json({ status: "error", database: "unreachable" });
    }
  });

  app.use(refuseCrossOrigin);
  coverRoutes(app);
  app.use(express.raw({ type: () => true, limit: env.BODY_LIMIT_BYTES }));

  const handleRequest = reactRouterHandler(build, production);
  const render = (request: Request, req: express.Request, res: express.Response, nonce: string) =>
    // The client address also reaches code far from the route (the audit log).
    runWithRequestContext({ clientIp: req.ip ?? "unknown" }, () =>
      handleRequest(request, {
        cspNonce: nonce,
        clientIp: req.ip ?? "unknown",
        requestId: res.locals.requestId as string,
        invalidatePages: (keys) => pageCache.invalidate(keys),
        visitSource: () => audience.sourceFor(req.ip ?? "", req.get("user-agent") ?? ""),
      }),
    );
  const buildId = async () => (typeof build === "function" ? await build() : build).assets.version;
  app.get(
    "/{*splat}",
    pageCache.renderMisses(buildId, async (req, res, nonce) => {
      res.locals.route = (await routeOf(req.path)).label;
      // Other requests wait for this render: it must not stop if this client goes away.
      const { url, headers } = toWebRequest(req, res);
      return render(new Request(url, { headers }), req, res, nonce);
    }),
  );
  app.all(
    "/{*splat}",
    webHandler(async (request, req, res) => {
      const route = await routeOf(req.path);
      res.locals.route = route.label;
      if (request.method === "POST" && !route.takesForms && !req.path.endsWith(".data")) {
        return pageWithoutForm();
      }
      const rejected = req.path.startsWith("/api/")
        ? undefined
        : await rejectMalformedForm(request);
      if (rejected) return rejected;
      const response = await render(request, req, res, res.locals.cspNonce as string);
      return isPrivatePath(req.path) ? noStore(response) : response;
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    if (clientGone(req, res, error)) {
      logger.info(
        { path: loggedPath(req.path), requestId: res.locals.requestId },
        "client disconnected",
      );
      if (!res.writableEnded) res.destroy();
      return;
    }
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
      { err: error, path: loggedPath(req.path), requestId: res.locals.requestId },
      "unhandled error",
    );
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(500).type("text/plain").send("Erreur interne du serveur.");
  };
  app.use(onError);
  // Cached public pages leave before Express: already compressed, nothing else runs for them.
  const listener: http.RequestListener = (req, res) => {
    rememberLanguage(req, res);
    const view = audience.candidate(req);
    if (pageCache.serveHit(req, res)) {
      if (view) audience.record(view, res, true);
      return;
    }
    if (view) audience.recordWhenFinished(view, res);
    void app(req, res);
  };
  // `locals.draining` and the audience's last flush stay reachable by the shutdown sequence.
  return Object.assign(listener, { locals: app.locals, audience });
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

  // Keep-alive connections would otherwise hold the shutdown open until they
  // time out: responses still in flight when it starts say "Connection: close".
  let stopping = false;
  const inFlight = new Set<http.ServerResponse>();
  // Ahead of the app: a cached page is answered synchronously, so a listener
  // after it would find the headers already sent.
  server.prependListener("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (stopping) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.on("close", () => inFlight.delete(res));
  });
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, inFlight: inFlight.size }, "shutting down");
    if (env.SHUTDOWN_DRAIN_SECONDS > 0) {
      // Still serving, but failing health checks until the load balancer has noticed.
      app.locals.draining = true;
      await new Promise((r) => setTimeout(r, env.SHUTDOWN_DRAIN_SECONDS * 1000));
    }
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
    await app.audience.stop();
    await stopBackground();
    setMetricSources(undefined);
    await handle.close();
    setDatabase(undefined);
    logger.info("shut down");
    process.exit(0);
  };
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
      "droits d'accès du répertoire de données restreints au compte du serveur (0700/0600)",
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
