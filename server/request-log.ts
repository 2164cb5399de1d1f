import crypto from "node:crypto";
import type http from "node:http";
import { httpDuration, httpRequests } from "../app/lib/metrics.server";
import { requestLogger } from "../app/infra/logger.server";
import { loggedPath } from "../app/infra/log-redaction";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Metrics label of a request React Router did not answer (files, health, errors). */
export function plainRouteLabel(pathname: string): string {
  if (pathname.startsWith("/assets/")) return "/assets/*";
  if (pathname === "/healthz" || pathname === "/metrics") return pathname;
  return "static";
}

/**
 * Once the request is answered: one JSON line, and the request counted in the
 * metrics under `routeLabel()` (read then, once the router has named it).
 * Returns the request's id.
 */
export function logRequest(
  req: http.IncomingMessage & { ip?: string },
  res: http.ServerResponse,
  routeLabel: () => string,
): string {
  const start = process.hrtime.bigint();
  const requestId = crypto.randomUUID();
  // Read now: Express rewrites req.url inside mounted routers.
  const url = req.url ?? "";
  res.on("finish", () => {
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const method = METHODS.has(req.method ?? "") ? req.method! : "other";
    const route = routeLabel();
    httpRequests.inc({ method, route, status: res.statusCode });
    httpDuration.observe({ method, route }, seconds);
    // Path only, masked: query strings and some paths carry tokens (setup and
    // self-service links, calendar feeds) or a customer's phone or e-mail. The IP is the
    // client's as `trust proxy` resolves it (rate limits use the same); a page
    // served from the cache leaves before Express resolves it.
    requestLogger.info(
      {
        requestId,
        method: req.method,
        path: loggedPath(url),
        status: res.statusCode,
        ms: +(seconds * 1000).toFixed(1),
        ip: req.ip,
      },
      "request",
    );
  });
  return requestId;
}
