import crypto from "node:crypto";
import type { RequestHandler } from "express";
import { logger } from "../app/infra/logger.server";
import { registry } from "../app/lib/metrics.server";

function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * /metrics in Prometheus text format, for a scraper holding the bearer
 * token. Without the token configured, or with a wrong one, the request
 * falls through to the site's ordinary 404 page: nothing reveals the endpoint.
 */
export function metricsEndpoint(token: string | undefined): RequestHandler {
  return async (req, res, next) => {
    const header = req.get("authorization") ?? "";
    const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
    if (!token || !given || !sameToken(given, token)) return next();
    try {
      const body = await registry.metrics();
      res.set("Content-Type", registry.contentType).set("Cache-Control", "no-store").send(body);
    } catch (error) {
      logger.error({ err: error }, "metrics: collection failed");
      res.status(500).type("text/plain").send("Erreur interne du serveur.");
    }
  };
}
