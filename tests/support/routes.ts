import crypto from "node:crypto";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";

function flatten(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.path !== undefined || entry.index ? [full || "/"] : [];
    return [...own, ...flatten(entry.children ?? [], full)];
  });
}

/** Every route pattern of app/routes.ts, as written (`/blog/:slug`, `/api/auth/*`). */
export const ROUTE_PATTERNS = [...new Set(flatten(routes))];

const PARAMS: Record<string, string> = {
  // An article a fresh install publishes (migration 0015).
  slug: "facturation-electronique-tunisie",
  product: "digifact",
  entity: "orders",
};

/**
 * A concrete path per route, so a route added later is checked too: real
 * parameters where they matter (an article, a product, an export), a random
 * id elsewhere.
 */
export const ROUTE_PATHS = [
  ...new Set(
    ROUTE_PATTERNS.map((pattern) =>
      pattern
        .replace(/:(\w+)\??/g, (_m, name: string) => PARAMS[name] ?? crypto.randomUUID())
        .replace(/\/\*$/, () => (pattern.startsWith("/api/auth") ? "/get-session" : "/nulle-part")),
    ),
  ),
];
