import type http from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import type { Env } from "../app/config/env.server";
import { appSecret } from "../app/lib/secret.server";
import { databaseHandle } from "../app/lib/db.server";
import { logger } from "../app/infra/logger.server";
import { pageCacheLookups } from "../app/lib/metrics.server";
import { PROJECT_ROOT } from "../app/infra/paths.server";
import { onContentChange } from "../app/features/content/store.server";
import { runWithRequestContext } from "../app/infra/request-context.server";
import { AudienceCounter, type AudienceOptions } from "../app/features/audience/counter.server";
import type { VisitSource } from "../app/features/audience/visit";
import { coverRoutes } from "./covers";
import { onError } from "./errors";
import { rememberLanguage } from "./language-cookie";
import { metricsEndpoint } from "./metrics-endpoint";
import { PageCache, pageKey, type PageKey } from "./page-cache";
import { precompressedAssets } from "./precompressed";
import { reactRouterHandler, type BuildSource } from "./react-router-handler";
import { logRequest, plainRouteLabel } from "./request-log";
import {
  isPrivatePath,
  noStore,
  noStoreForPrivatePaths,
  pageWithoutForm,
  refuseControlCharacters,
  refuseCrossOrigin,
  refuseOtherMethods,
  rejectMalformedForm,
} from "./request-guards";
import { routeIndex, type RouteInfo } from "./route-label";
import { securityHeaders } from "./security-headers";
import { toWebRequest, webHandler } from "./web-handler";

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

export type AppHook = (app: express.Express) => void;

/**
 * The Express app, in the order a request meets it: the request log, the
 * guards (request-guards.ts), security headers, assets, health, then React
 * Router behind the page cache. Starting and stopping it: lifecycle.ts.
 */
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
  app.use(noStoreForPrivatePaths);
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
