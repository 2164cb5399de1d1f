import type express from "express";
import { logger } from "../app/infra/logger.server";
import { loggedPath } from "../app/infra/log-redaction";
import { CROSS_ORIGIN_MESSAGE, isSameOrigin } from "../app/lib/same-origin.server";

// What the server refuses before a route runs: methods, paths, origins and
// bodies it does not serve, each with a French answer.

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The only methods the site answers; the fetch API cannot even represent TRACE or CONNECT. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

export const refuseOtherMethods: express.RequestHandler = (req, res, next) => {
  if (ALLOWED_METHODS.includes(req.method)) return next();
  res.status(405).set("Allow", ALLOWED_METHODS.join(", ")).type("text/plain");
  res.send("Méthode non autorisée.");
};

/**
 * Pages and data requests (React Router's `.data` URLs) that show or change
 * signed-in state: a browser must not keep them once the administrator signs out.
 */
const PRIVATE_PATH = /^\/(?:admin|auth|setup|account|logout|api\/auth)(?:\.data$|\/|$)/;

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATH.test(path);
}

/** A private page or data request is never kept by the browser. */
export const noStoreForPrivatePaths: express.RequestHandler = (req, res, next) => {
  if (isPrivatePath(req.path)) res.setHeader("Cache-Control", "no-store");
  next();
};

/**
 * A back-office path with a control character (`%00` and the like) names no
 * record, and PostgreSQL refuses a NUL inside text: it is answered 404 before
 * an editor can put it in a query. Public pages keep their own answers (a bad
 * self-service link shows «Lien invalide» in the visitor's language). A
 * malformed encoding goes on, to be refused where the path is decoded.
 */
export const refuseControlCharacters: express.RequestHandler = (req, res, next) => {
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
export function noStore(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * A form posted to a page that takes none (a bot's probe): refused here, as
 * any other unsupported method, before the page is rendered (React Router
 * would answer 405 too, through an error page that logs a render error).
 */
export const pageWithoutForm = () =>
  new Response("Méthode non autorisée.", {
    status: 405,
    headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
  });

/** Bodies that are not form data, or that cannot be parsed, stop here with 400. */
export async function rejectMalformedForm(request: Request): Promise<Response | undefined> {
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
export const refuseCrossOrigin: express.RequestHandler = (req, res, next) => {
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
