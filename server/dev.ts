import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { startServer } from "./lifecycle";

/** Development: the same server, with Vite serving assets and hot modules. */
export function startDevServer(vite: ViteDevServer) {
  return startServer(
    () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    (app) => app.use(vite.middlewares),
  );
}
