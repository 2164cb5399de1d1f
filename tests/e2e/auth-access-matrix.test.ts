import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { PROJECT_ROOT } from "../../app/infra/paths.server";
import {
  ACCESS_RULES,
  GRANTABLE,
  type AccessRule,
  type RulePath,
} from "../../app/features/auth/access-rules";
import { BACK_OFFICE_ROLES, type BackOfficeRole } from "../../app/domain/constants";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";
import {
  adminCredentials,
  createAdminUser,
  createUserWithRole,
  sessionCookie,
} from "../support/admin";

/**
 * The access matrix: every back-office route of app/routes.ts (the /admin
 * routes, the account resources the settings page posts to, the content
 * previews) × every back-office role, a plain user and an anonymous visitor,
 * on GET and on POST with each intent its rule names → the answer the rule
 * table (app/features/auth/access-rules.ts) promises. The routes come from
 * the route config itself: a route added without its rule fails here.
 */
interface ProtectedRoute {
  pattern: string;
  path: string;
  file: string;
  /** React Router's route id: the one given in app/routes.ts, else the file without extension. */
  id: string;
  hasLoader: boolean;
  hasAction: boolean;
  rule: AccessRule | undefined;
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
    pattern
      .replace(/:(\w+)\??/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? crypto.randomUUID())
      .replace(/\*$/, "nulle-part")
  );
}

const RULES: Record<string, AccessRule> = ACCESS_RULES;
const isBackOffice = (pattern: string) =>
  pattern === "admin" || pattern.startsWith("admin/") || pattern.startsWith("account/");

const configured = flatten(routes).filter((r) => r.path !== undefined);
const protectedRoutes: ProtectedRoute[] = configured
  .filter((r) => isBackOffice(r.path!) || r.path! in RULES)
  .map((r) => {
    const source = fs.readFileSync(path.join(PROJECT_ROOT, "app", r.file), "utf8");
    return {
      pattern: r.path!,
      path: concretePath(r.path!),
      file: r.file,
      id: r.id ?? r.file.replace(/\.tsx?$/, ""),
      hasLoader: exportsFunction(source, "loader"),
      hasAction: exportsFunction(source, "action"),
      rule: RULES[r.path!],
    };
  });

test("every back-office route of the route config has its rule, and every rule its route", () => {
  const missing = protectedRoutes.filter((r) => !r.rule).map((r) => r.pattern);
  expect(missing, "routes without a rule in access-rules.ts").toEqual([]);
  const patterns = new Set(configured.map((r) => r.path));
  const stale = Object.keys(RULES).filter((p) => !patterns.has(p));
  expect(stale, "rules naming no route").toEqual([]);
  const files = protectedRoutes.map((r) => r.file);
  for (const expected of [
    "routes/admin/dashboard.tsx",
    "routes/admin/orders.tsx",
    "routes/admin/users.tsx",
    "routes/admin/not-found.tsx",
    "routes/admin/journal.tsx",
    "routes/admin/todo.tsx",
    "routes/resources/account-password.ts",
    "routes/public/product-preview.tsx",
  ]) {
    expect(files).toContain(expected);
  }
});

test("the roles the issue describes, as the table grants them", () => {
  const page = (p: RulePath) => [...(RULES[p]!.page ?? [])].sort();
  const action = (p: RulePath, intent: string) =>
    [...(RULES[p]!.actions?.[intent] ?? RULES[p]!.actions?.["*"] ?? ["admin"])].sort();
  expect(page("admin/orders")).toEqual(["admin", "sales"]);
  expect(page("admin/appointments/:id")).toEqual(["admin", "sales"]);
  expect(page("admin/agenda")).toEqual(["admin", "sales"]);
  expect(page("admin/clients/:key")).toEqual(["admin", "sales"]);
  expect(action("admin/clients/:key", "erase")).toEqual(["admin"]);
  expect(page("admin/export/:entity")).toEqual(["admin"]);
  expect(page("admin/users")).toEqual(["admin"]);
  expect(page("admin/availability")).toEqual(["admin"]);
  expect(page("admin/journal")).toEqual(["admin"]);
  expect(page("admin/products/:id")).toEqual(["admin", "editor"]);
  expect(page("admin/articles")).toEqual(["admin", "editor"]);
  expect(page("admin/content/:block?")).toEqual(["admin", "editor"]);
  expect(page("admin/settings")).toEqual(["admin", "editor", "sales"]);
  // The rates every order is priced with, and the audience figures: administrators.
  expect(action("admin/settings", "billing-rates")).toEqual(["admin"]);
  expect(page("admin/audience")).toEqual(["admin"]);
  // …and a salesperson an administrator opened it to, one account at a time.
  expect(RULES["admin/audience"]!.grant).toBe("audience");
  expect(GRANTABLE.audience.roles).toEqual(["sales"]);
  expect(action("admin/orders/:id", "payment")).toEqual(["admin", "sales"]);
  expect(action("admin/orders/:id", "payment-correct")).toEqual(["admin", "sales"]);
});

type Who = "anonymous" | "user" | BackOfficeRole;
const WHO: Who[] = ["anonymous", "user", ...BACK_OFFICE_ROLES];

let server: TestServer;
const cookies = {} as Record<Who, string>;
let salesUserId: string;

beforeAll(async () => {
  const dataDir = tempDataDir();
  const credentials = Object.fromEntries(
    (["user", ...BACK_OFFICE_ROLES] as const).map((who) => [
      who,
      adminCredentials(`matrix-${who}`),
    ]),
  ) as Record<Exclude<Who, "anonymous">, ReturnType<typeof adminCredentials>>;
  await createAdminUser(dataDir, credentials.admin);
  for (const who of ["user", "sales", "editor"] as const) {
    const created = await createUserWithRole(dataDir, credentials[who], who);
    if (who === "sales") salesUserId = created.userId;
  }
  server = await startTestServer({ dataDir });
  cookies.anonymous = "";
  for (const who of ["user", ...BACK_OFFICE_ROLES] as const) {
    cookies[who] = await sessionCookie(server, credentials[who]);
  }
}, 240_000); // four accounts on a fresh embedded database, the server, four sign-ins: slow on a busy machine
afterAll(async () => {
  await server?.stop();
});

async function request(
  method: "GET" | "POST",
  routePath: string,
  cookie: string,
  options: { origin?: string; intent?: string } = {},
): Promise<{ status: number; location: string | null; body: string }> {
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
            origin: options.origin ?? server.url,
          }
        : {}),
    },
    body: method === "POST" ? `intent=${options.intent ?? "matrix-probe"}` : undefined,
  });
  // Streams (server-sent events) stay open: the status line (and a page's text) is all we need.
  const body = (response.headers.get("content-type") ?? "").includes("event-stream")
    ? ""
    : await response.text();
  controller.abort();
  return { status: response.status, location: response.headers.get("location"), body };
}

/** Where an anonymous visitor is sent: /auth, remembering an /admin page to come back to. */
function signIn(routePath: string): string {
  return routePath.startsWith("/admin/") ? `/auth?next=${encodeURIComponent(routePath)}` : "/auth";
}
/** Where a signed-in account without a back-office role is sent: /auth, which tells them why. */
const REFUSED = "/auth?refus=admin";
const FORBIDDEN_PAGE = "Votre rôle ne donne pas accès à cette page.";
const FORBIDDEN_ACTION = "Votre rôle ne permet pas cette action";

const pageAllowed = (rule: AccessRule, role: BackOfficeRole) =>
  (rule.page ?? ["admin"]).includes(role);
const actionAllowed = (rule: AccessRule, role: BackOfficeRole, intent: string) =>
  (rule.actions?.[intent] ?? rule.actions?.["*"] ?? ["admin"]).includes(role);
/** The not-found route answers every role (it has no rule to apply: nothing is there). */
const isCatchAll = (route: ProtectedRoute) => route.pattern === "admin/*";

describe.each(protectedRoutes)("$pattern ($file)", (route) => {
  const rule = route.rule!;

  // Only the cases that apply to this route: none is generated to be skipped.
  if (route.hasLoader && rule.page !== null)
    test("GET: each role gets the page or 403, the others are sent to /auth", async () => {
      expect(await request("GET", route.path, cookies.anonymous)).toMatchObject({
        status: 302,
        location: signIn(route.path),
      });
      expect(await request("GET", route.path, cookies.user)).toMatchObject({
        status: 302,
        location: REFUSED,
      });
      for (const role of BACK_OFFICE_ROLES) {
        const answer = await request("GET", route.path, cookies[role]);
        if (pageAllowed(rule, role) || isCatchAll(route)) {
          // Served: not sent away, no server error (a detail page with an unknown id may 404).
          expect(answer.status, role).toBeLessThan(500);
          expect(answer.status, role).not.toBe(403);
          expect(answer.location?.startsWith("/auth") ?? false, role).toBe(false);
        } else if (rule.redirectRefused) {
          expect(answer.status, role).toBe(302);
          expect(answer.location, role).toMatch(/^\/admin\/[a-z-]+$/);
        } else {
          expect(answer.status, role).toBe(403);
          expect(answer.body, role).toContain(FORBIDDEN_PAGE);
          // A page is drawn inside the back office (menu kept); a resource answers the text.
          if (route.file.endsWith(".tsx"))
            expect(answer.body, role).toContain('aria-label="Administration"');
        }
      }
    });

  if (!route.hasLoader && route.file.endsWith(".ts"))
    test("GET: no page at all", async () => {
      for (const who of WHO) {
        expect((await request("GET", route.path, cookies[who])).status, who).toBe(405);
      }
    });

  if (route.hasAction)
    test("POST: each intent answers the roles its rule allows, 403 to the others; anonymous and plain users are sent to /auth; cross-origin 403", async () => {
      const intents = [...Object.keys(rule.actions ?? {}).filter((i) => i !== "*"), "matrix-probe"];
      for (const intent of intents) {
        expect(
          await request("POST", route.path, cookies.anonymous, { intent }),
          intent,
        ).toMatchObject({ status: 302, location: signIn(route.path) });
        expect(await request("POST", route.path, cookies.user, { intent }), intent).toMatchObject({
          status: 302,
          location: REFUSED,
        });
        for (const role of BACK_OFFICE_ROLES) {
          const answer = await request("POST", route.path, cookies[role], { intent });
          const label = `${role} ${intent}`;
          if (actionAllowed(rule, role, intent) || isCatchAll(route)) {
            expect(answer.status, label).toBeLessThan(500);
            expect(answer.body, label).not.toContain(FORBIDDEN_ACTION);
            expect(answer.location?.startsWith("/auth") ?? false, label).toBe(false);
          } else {
            expect(answer.status, label).toBe(403);
            expect(answer.body, label).toContain(FORBIDDEN_ACTION);
          }
        }
      }
      // Refused by the server before the route runs.
      const foreign = await request("POST", route.path, cookies.admin, {
        origin: "https://evil.example",
      });
      expect(foreign.status).toBe(403);
    });
  else
    test("POST: the route takes none", async () => {
      expect((await request("POST", route.path, cookies.anonymous)).status).toBe(405);
    });
});

describe.each(
  protectedRoutes.filter((r) => r.hasLoader && r.file.endsWith(".tsx") && r.rule?.page !== null),
)("$pattern client data request", (route) => {
  test("this route's loader alone: redirected or refused, no data", async () => {
    // What the browser asks during client navigation: only this route's loader runs,
    // not the layout's, so the loader must guard itself.
    const url = `${route.path}.data?_routes=${encodeURIComponent(route.id)}`;
    for (const who of WHO) {
      const response = await fetch(`${server.url}${url}`, {
        headers: cookies[who] ? { cookie: cookies[who] } : {},
        redirect: "manual",
      });
      const body = await response.text();
      if (who === "anonymous" || who === "user") {
        expect(response.status, who).toBe(202);
        expect(body, who).toContain("SingleFetchRedirect");
        expect(body, who).toContain(
          `"redirect","${who === "user" ? REFUSED : signIn(route.path)}"`,
        );
      } else if (!pageAllowed(route.rule!, who) && !isCatchAll(route)) {
        if (route.rule!.redirectRefused) expect(body, who).toContain("SingleFetchRedirect");
        else expect(body, who).toContain(FORBIDDEN_PAGE);
      }
    }
  });
});

test("a cross-origin password change by a signed-in administrator is refused and changes nothing", async () => {
  const response = await fetch(`${server.url}/account/password`, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie: cookies.admin,
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      currentPassword: "whatever",
      newPassword: "Pris-Par-Un-Autre-Site-42",
      confirmPassword: "Pris-Par-Un-Autre-Site-42",
    }),
  });
  expect(response.status).toBe(403);
});

test("the Audience page: a salesperson an administrator grants it to gets it and its menu entry; revoked, 403 again", async () => {
  const grant = async (granted: "on" | "off") => {
    const response = await fetch(`${server.url}/admin/users`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: cookies.admin,
        origin: server.url,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        intent: "set-grant",
        userId: salesUserId,
        grant: "audience",
        granted,
      }),
    });
    await response.text();
    return response.status;
  };
  const menuEntry = 'href="/admin/audience"';
  const refused = async () => {
    const answer = await request("GET", "/admin/audience", cookies.sales);
    expect(answer.status).toBe(403);
    expect(answer.body).toContain(FORBIDDEN_PAGE);
    expect(answer.body).not.toContain(menuEntry);
    const dashboard = await request("GET", "/admin", cookies.sales);
    expect(dashboard.body).not.toContain(menuEntry);
  };
  await refused();

  // Only an administrator grants it.
  const bySales = await fetch(`${server.url}/admin/users`, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie: cookies.sales,
      origin: server.url,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      intent: "set-grant",
      userId: salesUserId,
      grant: "audience",
      granted: "on",
    }),
  });
  expect(bySales.status).toBe(403);
  await refused();

  expect(await grant("on")).toBe(200);
  const page = await request("GET", "/admin/audience", cookies.sales);
  expect(page.status).toBe(200);
  expect(page.body).toContain("<h1");
  expect(page.body).toContain(menuEntry);
  const data = await fetch(
    `${server.url}/admin/audience.data?_routes=${encodeURIComponent("routes/admin/audience")}`,
    { headers: { cookie: cookies.sales }, redirect: "manual" },
  );
  expect(data.status).toBe(200);
  expect(await data.text()).not.toContain(FORBIDDEN_PAGE);
  // The grant opens nothing else, and nothing to an editor.
  expect((await request("GET", "/admin/users", cookies.sales)).status).toBe(403);
  expect((await request("GET", "/admin/audience", cookies.editor)).status).toBe(403);

  expect(await grant("off")).toBe(200);
  await refused();
});
