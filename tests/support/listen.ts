import type net from "node:net";

/** Listens on 127.0.0.1 at `port` (0: any free port); rejects if the port is taken. */
export function listenOnLoopback(server: net.Server, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
}
