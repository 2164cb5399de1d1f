import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { routeIndex } from "./route-label";

const routeLabeler = (manifest: ServerBuild["routes"]) => {
  const info = routeIndex(manifest);
  return (pathname: string) => info(pathname).label;
};

const route = (id: string, parentId: string | undefined, extra: object) => ({
  id,
  parentId,
  module: {},
  ...extra,
});

// The shape of the real manifest: a root, a pathless layout, nested and index routes.
const manifest = {
  root: route("root", undefined, { path: "" }),
  layout: route("layout", "root", {}),
  home: route("home", "layout", { index: true }),
  article: route("article", "layout", { path: "blog/:slug" }),
  booking: route("booking", "layout", { path: "rendez-vous", module: { action: () => null } }),
  notFound: route("notFound", "layout", { path: "*" }),
  admin: route("admin", "root", { path: "admin" }),
  order: route("order", "admin", { path: "orders/:id" }),
} as unknown as ServerBuild["routes"];

describe("routeIndex's labels", () => {
  const label = routeLabeler(manifest);

  it("names a request by its route pattern, never by its raw path", () => {
    expect(label("/")).toBe("/");
    expect(label("/blog/facture-electronique")).toBe("/blog/:slug");
    expect(label("/admin/orders/4f1c")).toBe("/admin/orders/:id");
  });

  it("groups every unknown path under the catch-all", () => {
    expect(label("/wp-admin/setup.php")).toBe("/*");
  });
});

describe("routeIndex's memory of paths", () => {
  it("keeps naming paths right once it has seen more paths than it remembers", () => {
    const label = routeLabeler(manifest);
    for (let i = 0; i < 2_500; i++) expect(label(`/blog/article-${i}`)).toBe("/blog/:slug");
    expect(label("/")).toBe("/");
    expect(label("/admin/orders/4f1c")).toBe("/admin/orders/:id");
  });
});

describe("routeIndex", () => {
  it("tells which paths lead to a page with an action", () => {
    const info = routeIndex(manifest);
    expect(info("/rendez-vous").takesForms).toBe(true);
    expect(info("/").takesForms).toBe(false);
    expect(info("/blog/facture").takesForms).toBe(false);
    expect(info("/wp-login.php").takesForms).toBe(false);
  });
});
