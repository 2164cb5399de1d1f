import type express from "express";
import type { ErrorRequestHandler } from "express";
import { logger } from "../app/infra/logger.server";
import { loggedPath } from "../app/infra/log-redaction";

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

/** The last handler: a plain French answer for what escaped the routes, logged when it is ours. */
export const onError: ErrorRequestHandler = (error, req, res, _next) => {
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
