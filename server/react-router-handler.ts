import { createRequestHandler, type ServerBuild } from "react-router";

/** The build itself, or (development) a loader that returns its latest version. */
export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

type Handler = ReturnType<typeof createRequestHandler>;

/**
 * React Router's request handler. Handed a loader, React Router reloads the
 * build and re-derives its route tables (flattening, ranking and compiling
 * every route's path) on every request, which development needs to pick up
 * edits; a production build never changes, so there it is loaded once and
 * handed over as an object. That re-derivation was an eighth of the server's
 * CPU time on the sign-in API under load.
 */
export function reactRouterHandler(build: BuildSource, production: boolean): Handler {
  if (!production || typeof build !== "function") {
    return createRequestHandler(build, process.env.NODE_ENV);
  }
  let handler: Promise<Handler> | undefined;
  const load = () =>
    build()
      .then((loaded) => createRequestHandler(loaded, process.env.NODE_ENV))
      .catch((error: unknown) => {
        handler = undefined; // retried on the next request
        throw error;
      });
  return async (request, context) => (await (handler ??= load()))(request, context);
}
