import { createReadableStreamFromReadable } from "@react-router/node";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  ServerRouter,
  isRouteErrorResponse,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { logger } from "./infra/logger.server";
import { scriptsAfterPaint } from "./lib/scripts-after-paint.server";
import { StylesheetProvider } from "./lib/inline-stylesheet";
import { NonceProvider } from "./lib/nonce";
import { PUBLIC_STYLESHEET } from "./lib/stylesheet.server";
import { loggedPath } from "~/infra/log-redaction";

export const streamTimeout = 5_000;

/**
 * Every page waits for all its content before the first byte, so crawlers,
 * social previews and visitors without JavaScript get the whole document.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetProvider value={PUBLIC_STYLESHEET}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        // The whole page is rendered before it is sent (onAllReady), so every
        // Suspense boundary goes out in place: without this React would send
        // large ones apart, hidden, and move them in with an inline script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // Development keeps Vite's scripts (its client, fast refresh) exactly as written.
          const body = import.meta.env.DEV ? new PassThrough() : scriptsAfterPaint();
          body.once("finish", () => clearTimeout(timeout));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          logger.error(
            { err: error, url: loggedPath(new URL(request.url).pathname) },
            "render error",
          );
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger.error(
    { err: error, path: loggedPath(new URL(request.url).pathname) },
    "loader or action error",
  );
};
