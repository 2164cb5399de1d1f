import http from "node:http";
import type net from "node:net";
import type { Page } from "playwright-core";
import { listenOnLoopback } from "./listen";

/**
 * The three outages a visitor meets while a form is on screen: their own
 * connection gone (the browser offline), the site's server stopped (nothing
 * listens any more), and a reverse proxy answering its 502 page to every
 * request, page data and scripts alike.
 */
export const OUTAGES = ["offline", "server stopped", "proxy 502"] as const;
export type OutageKind = (typeof OUTAGES)[number];

const PROXY_ERROR_PAGE =
  "<!doctype html><html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>";

/**
 * An HTTP proxy in front of the test server, as nginx stands in front of the
 * site: the browser visits `url`, and a test turns the site off behind it.
 * Headers go through unchanged (Host included), so the site sees a
 * same-origin visitor.
 */
export interface OutageProxy {
  url: string;
  /** Starts an outage of this kind for `page`. */
  begin(kind: OutageKind, page: Page): Promise<void>;
  /** Everything back to normal. */
  end(page: Page): Promise<void>;
  close(): Promise<void>;
}

export async function startOutageProxy(target: string): Promise<OutageProxy> {
  const upstream = new URL(target);
  let answer502 = false;
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    if (answer502) {
      res.writeHead(502, { "Content-Type": "text/html" }).end(PROXY_ERROR_PAGE);
      return;
    }
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.rawHeaders);
        reply.pipe(res);
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  const listen = (port: number) => listenOnLoopback(server, port);
  const stop = async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    async begin(kind, page) {
      if (kind === "offline") await page.context().setOffline(true);
      else if (kind === "server stopped") await stop();
      else answer502 = true;
    },
    async end(page) {
      await page.context().setOffline(false);
      answer502 = false;
      if (!server.listening) await listen(port);
    },
    close: stop,
  };
}
