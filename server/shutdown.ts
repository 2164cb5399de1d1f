import type http from "node:http";
import { logger } from "../app/infra/logger.server";

/**
 * The shutdown on SIGTERM/SIGINT: drain (health checks fail while requests
 * are still served), let the requests in flight finish, close the server,
 * `release` what it used, and exit. Returns the function the signals call.
 */
export function gracefulShutdown(
  server: http.Server,
  steps: { drainSeconds: number; drain: () => void; release: () => Promise<void> },
): (signal: string) => Promise<void> {
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
  return async (signal) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, inFlight: inFlight.size }, "shutting down");
    if (steps.drainSeconds > 0) {
      steps.drain();
      await new Promise((r) => setTimeout(r, steps.drainSeconds * 1000));
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
    await steps.release();
    logger.info("shut down");
    process.exit(0);
  };
}
