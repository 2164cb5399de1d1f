import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type Manifest = ServerBuild["routes"];

/** The manifest's flat list as the nested route objects `matchRoutes` walks. */
function routeTree(manifest: Manifest, parentId: string | undefined): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route) =>
      route!.index
        ? { id: route!.id, index: true, path: route!.path }
        : { id: route!.id, path: route!.path, children: routeTree(manifest, route!.id) },
    );
}

/** Paths whose label is remembered; past it the memory starts over (probes are endless). */
const REMEMBERED_PATHS = 1000;

/**
 * A page's route pattern ("/blog/:slug"), the label metrics group requests by:
 * a bounded set, unlike raw paths (every slug, every probe for /wp-admin).
 * Remembered per path: `matchRoutes` flattens and ranks the whole route tree on
 * every call, which cost more than serving a cached page itself.
 */
export function routeLabeler(manifest: Manifest): (pathname: string) => string {
  const tree = routeTree(manifest, undefined);
  const known = new Map<string, string>();
  return (pathname) => {
    let label = known.get(pathname);
    if (label === undefined) {
      if (known.size >= REMEMBERED_PATHS) known.clear();
      label = patternOf(matchRoutes(tree, pathname));
      known.set(pathname, label);
    }
    return label;
  };
}

function patternOf(matches: ReturnType<typeof matchRoutes>): string {
  if (!matches) return "unmatched";
  const pattern = matches
    .map((m) => m.route.path ?? "")
    .filter((p) => p !== "")
    .join("/");
  return `/${pattern}`.replace(/\/+/g, "/");
}
