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

/**
 * A page's route pattern ("/blog/:slug"), the label metrics group requests by:
 * a bounded set, unlike raw paths (every slug, every probe for /wp-admin).
 */
export function routeLabeler(manifest: Manifest): (pathname: string) => string {
  const tree = routeTree(manifest, undefined);
  return (pathname) => {
    const matches = matchRoutes(tree, pathname);
    if (!matches) return "unmatched";
    const pattern = matches
      .map((m) => m.route.path ?? "")
      .filter((p) => p !== "")
      .join("/");
    return `/${pattern}`.replace(/\/+/g, "/");
  };
}
