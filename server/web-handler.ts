import { writeReadableStreamToWritable } from "@react-router/node";
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";

/**
 * Turns a fetch-style handler (Request → Response) into Express middleware.
 * The body has already been read (and size-limited) by `express.raw`, so the
 * Request carries it as a buffer.
 */
/** A host name, IPv4 or bracketed IPv6 address, and an optional port: nothing else is a Host. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const badRequest = (why: string) => Object.assign(new Error(why), { status: 400 });

export function toWebRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const host = req.get("host") ?? "localhost";
  // A Host such as "a@b" would turn into credentials in the URL, which Request refuses.
  if (!HOST.test(host)) throw badRequest("Invalid Host header");
  const origin = `${req.protocol}://${host}`;
  // Concatenated, not resolved: a path like "//evil.example/x" must stay a path
  // on this host instead of becoming another origin.
  let url: URL;
  try {
    url = new URL(`${origin}${req.originalUrl}`);
  } catch {
    throw badRequest("Invalid Host header or URL");
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });

  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }

  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body = hasBody && Buffer.isBuffer(req.body) && req.body.length > 0 ? req.body : undefined;
  try {
    return new Request(url, {
      method: req.method,
      headers,
      body: body ? new Uint8Array(body) : hasBody ? "" : undefined,
      signal: controller.signal,
    });
  } catch {
    // What the fetch API cannot represent (an odd scheme from X-Forwarded-Proto…) is bad input.
    throw badRequest("Request not representable");
  }
}

export async function sendWebResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  // Set, not appended: a route's own header (e.g. X-Content-Type-Options on a
  // download) replaces the server-wide one instead of doubling it.
  for (const [key, value] of response.headers.entries()) {
    if (key === "set-cookie") continue;
    res.setHeader(key, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);

  if (response.body) {
    await writeReadableStreamToWritable(response.body, res);
  } else {
    res.end();
  }
}

export function webHandler(
  handle: (request: Request, req: ExpressRequest, res: ExpressResponse) => Promise<Response>,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const response = await handle(toWebRequest(req, res), req, res);
      await sendWebResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
