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

export interface RouteInfo {
  /** The route pattern ("/blog/:slug"). */
  label: string;
  /** Whether the page a path leads to has an action: a form may be posted to it. */
  takesForms: boolean;
}

/**
 * What the server knows of a path before React Router runs: its route
 * pattern, the label metrics group requests by (a bounded set, unlike raw
 * paths: every slug, every probe for /wp-admin), and whether it takes forms.
 * Remembered per path: `matchRoutes` flattens and ranks the whole route tree on
 * every call, which cost more than serving a cached page itself.
 */
export function routeIndex(manifest: Manifest): (pathname: string) => RouteInfo {
  const tree = routeTree(manifest, undefined);
  const known = new Map<string, RouteInfo>();
  return (pathname) => {
    let info = known.get(pathname);
    if (info === undefined) {
      if (known.size >= REMEMBERED_PATHS) known.clear();
      const matches = matchRoutes(tree, pathname);
      const leaf = matches?.at(-1)?.route.id;
      info = {
        label: patternOf(matches),
        takesForms: leaf !== undefined && manifest[leaf]?.module.action !== undefined,
      };
      known.set(pathname, info);
    }
    return info;
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
