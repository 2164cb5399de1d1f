import net from "node:net";
import { listenOnLoopback } from "./listen";

/**
 * A TCP proxy in front of PostgreSQL, so a test can make the database vanish
 * (every connection cut, new ones refused) and come back, as a PostgreSQL
 * restart does, without touching the real server other tests share.
 */
export interface TcpProxy {
  port: number;
  /** Cuts every open connection and stops listening. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => listenOnLoopback(server, port);
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const down = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const s of sockets) s.destroy();
    await closed;
  };
  return { port, down, up: () => listen(port), close: down };
}

/** The same URL, reaching the database through the proxy. */
export function viaProxy(databaseUrl: string, proxy: TcpProxy): string {
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(proxy.port);
  return url.toString();
}
