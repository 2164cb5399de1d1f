import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { PROJECT_ROOT } from "../../app/infra/paths.server";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";
import {
  adminCredentials,
  createAdminUser,
  createUserWithRole,
  sessionCookie,
} from "../support/admin";

/**
 * Every route of app/routes.ts under /admin (and the account resource routes
 * the settings page posts to) must refuse anonymous visitors and
 * non-administrators, on GET and on POST. The list comes from the route
 * config itself, so a new route added without its guard fails here.
 */
interface ProtectedRoute {
  path: string;
  file: string;
  /** React Router's route id: the one given in app/routes.ts, else the file without extension. */
  id: string;
  hasLoader: boolean;
  hasAction: boolean;
}

function flatten(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);
}

function exportsFunction(source: string, name: string): boolean {
  return new RegExp(
    `export\\s+(async\\s+)?function\\s+${name}\\b|export\\s+const\\s+${name}\\b`,
  ).test(source);
}

// An optional segment (`:block?`) gets a real value too: the «Contenu» lists are named.
const SAMPLE_PARAMS: Record<string, string> = { entity: "orders", block: "faq" };
function concretePath(pattern: string): string {
  return (
    "/" +
    pattern.replace(/:(\w+)\??/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? crypto.randomUUID())
  );
}

const protectedRoutes: ProtectedRoute[] = flatten(routes)
  .filter((r) => r.path && (r.path.startsWith("admin") || r.path.startsWith("account/")))
  .map((r) => {
    const source = fs.readFileSync(path.join(PROJECT_ROOT, "app", r.file), "utf8");
    return {
      path: concretePath(r.path!),
      file: r.file,
      id: r.id ?? r.file.replace(/\.tsx?$/, ""),
      hasLoader: exportsFunction(source, "loader"),
      hasAction: exportsFunction(source, "action"),
    };
  });

let server: TestServer;
const admin = adminCredentials("matrix-admin");
const user = adminCredentials("matrix-user");
const cookies: Record<"anonymous" | "user" | "admin", string> = {
  anonymous: "",
  user: "",
  admin: "",
};

beforeAll(async () => {
  const dataDir = tempDataDir();
  await createAdminUser(dataDir, admin);
  await createUserWithRole(dataDir, user, "user");
  server = await startTestServer({ dataDir });
  cookies.admin = await sessionCookie(server, admin);
  cookies.user = await sessionCookie(server, user);
});
afterAll(async () => {
  await server?.stop();
});

async function request(
  method: "GET" | "POST",
  routePath: string,
  cookie: string,
  origin?: string,
): Promise<{ status: number; location: string | null }> {
  const controller = new AbortController();
  const response = await fetch(`${server.url}${routePath}`, {
    method,
    redirect: "manual",
    signal: controller.signal,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(method === "POST"
        ? {
            "content-type": "application/x-www-form-urlencoded",
            origin: origin ?? server.url,
          }
        : {}),
    },
    body: method === "POST" ? "intent=matrix-probe" : undefined,
  });
  // Streams (server-sent events) stay open: the status line is all we need.
  controller.abort();
  return { status: response.status, location: response.headers.get("location") };
}

test("the matrix covers every back-office route of the route config", () => {
  const files = protectedRoutes.map((r) => r.file);
  for (const expected of [
    "routes/admin/dashboard.tsx",
    "routes/admin/appointments.tsx",
    "routes/admin/agenda.tsx",
    "routes/admin/orders.tsx",
    "routes/admin/products.tsx",
    "routes/admin/users.tsx",
    "routes/admin/settings.tsx",
    "routes/admin/audience.tsx",
    "routes/admin/clients.tsx",
    "routes/admin/client-detail.tsx",
    "routes/admin/not-found.tsx",
    "routes/resources/account-password.ts",
    "routes/resources/account-two-factor.ts",
  ]) {
    expect(files).toContain(expected);
  }
  expect(protectedRoutes.some((r) => r.hasAction)).toBe(true);
});

/** Where an anonymous visitor is sent: /auth, remembering an /admin page to come back to. */
function signIn(routePath: string): string {
  return routePath.startsWith("/admin/") ? `/auth?next=${encodeURIComponent(routePath)}` : "/auth";
}
/** Where a signed-in non-administrator is sent: /auth, which tells them why. */
const REFUSED = "/auth?refus=admin";

describe.each(protectedRoutes)("$path ($file)", (route) => {
  test("GET: anonymous → /auth, non-administrator → /auth with the reason, administrator served", async () => {
    expect(await request("GET", route.path, cookies.anonymous)).toMatchObject({
      status: 302,
      location: signIn(route.path),
    });
    expect(await request("GET", route.path, cookies.user)).toMatchObject({
      status: 302,
      location: REFUSED,
    });
    const asAdmin = await request("GET", route.path, cookies.admin);
    if (route.hasLoader) {
      // Served: not sent away, no server error (a detail page with an unknown id may 404,
      // a feed without its query parameter may 400).
      expect(asAdmin.status).toBeLessThan(500);
      expect(asAdmin.location?.startsWith("/auth") ?? false).toBe(false);
    } else {
      expect(asAdmin.status).toBe(405);
    }
  });

  test("POST: anonymous → /auth, non-administrator → /auth with the reason, cross-origin → 403", async () => {
    if (!route.hasAction) {
      // Nothing to guard: the route takes no POST at all.
      expect((await request("POST", route.path, cookies.anonymous)).status).toBe(405);
      return;
    }
    expect(await request("POST", route.path, cookies.anonymous)).toMatchObject({
      status: 302,
      location: signIn(route.path),
    });
    expect(await request("POST", route.path, cookies.user)).toMatchObject({
      status: 302,
      location: REFUSED,
    });
    // Refused by the server before the route runs.
    const foreign = await request("POST", route.path, cookies.admin, "https://evil.example");
    expect(foreign.status).toBe(403);
    const own = await request("POST", route.path, cookies.admin);
    expect(own.status).toBeLessThan(500);
    expect(own.location?.startsWith("/auth") ?? false).toBe(false);
  });
});

describe.each(protectedRoutes.filter((r) => r.hasLoader && r.file.endsWith(".tsx")))(
  "$path client data request",
  (route) => {
    test("this route's loader alone: redirected, no data", async () => {
      // What the browser asks during client navigation: only this route's loader runs,
      // not the layout's, so the loader must guard itself.
      const url = `${route.path}.data?_routes=${encodeURIComponent(route.id)}`;
      for (const [who, target] of [
        ["anonymous", signIn(route.path)],
        ["user", REFUSED],
      ] as const) {
        const response = await fetch(`${server.url}${url}`, {
          headers: cookies[who] ? { cookie: cookies[who] } : {},
          redirect: "manual",
        });
        const body = await response.text();
        expect(response.status, who).toBe(202);
        expect(body, who).toContain("SingleFetchRedirect");
        expect(body, who).toContain(`"redirect","${target}"`);
      }
    });
  },
);

test("a cross-origin password change by a signed-in administrator is refused and changes nothing", async () => {
  const body = new URLSearchParams({
    currentPassword: admin.password,
    newPassword: "Pris-Par-Un-Autre-Site-42",
    confirmPassword: "Pris-Par-Un-Autre-Site-42",
  });
  const response = await fetch(`${server.url}/account/password`, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie: cookies.admin,
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
      "content-type": "application/x-www-form-urlencoded",
    },
    body,
  });
  expect(response.status).toBe(403);
  // The old password still opens a session.
  expect(await sessionCookie(server, admin)).toContain("session_token");
});
