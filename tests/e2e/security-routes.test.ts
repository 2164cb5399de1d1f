import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { issueTicket } from "../../app/features/forms/ticket.server";
import { adminCredentials, createAdminUser, sessionCookie } from "../support/admin";
import { ROUTE_PATHS } from "../support/routes";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";

/**
 * Promises that hold for every route, whatever feature it belongs to. The
 * list comes from app/routes.ts, so a route added later is checked too:
 * security headers on every answer (pages, resources, redirects, errors),
 * no redirect off-site whatever redirect parameter is tried, and SQL
 * injection strings in query parameters answered without a server error and
 * without effect on the data.
 */
const SECRET = crypto.randomBytes(32).toString("hex");
const EVIL = "https://evil.example/steal";
let server: TestServer;
let cookie: string;
let admin: { email: string; password: string };

const PATHS = ROUTE_PATHS;

beforeAll(async () => {
  const dataDir = tempDataDir();
  admin = await createAdminUser(dataDir, adminCredentials("security"));
  server = await startTestServer({ dataDir, env: { BETTER_AUTH_SECRET: SECRET } });
  cookie = await sessionCookie(server, admin);
  // One real order, to check afterwards that nothing touched the data.
  const res = await fetch(`${server.url}/api/orders`, {
    method: "POST",
    headers: { origin: server.url },
    body: new URLSearchParams({
      _ticket: issueTicket(SECRET, "order"),
      customer_name: "Témoin Intact",
      phone: "22 333 444",
      city: "Tunis",
      address: "1 rue témoin",
      email: "",
      product: "digifact",
    }),
  });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await server?.stop();
});

function expectHeaders(res: Response, what: string) {
  const csp = res.headers.get("content-security-policy") ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  // A per-request nonce, or the script hashes of a cached public page.
  expect(scriptSrc, what).toMatch(/'nonce-|'sha256-/);
  expect(scriptSrc, what).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(res.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(res.headers.get("referrer-policy"), what).toBeTruthy();
  expect(res.headers.get("permissions-policy"), what).toBeTruthy();
  expect(res.headers.get("strict-transport-security"), what).toContain("max-age=");
}

test("the route list covers the site", () => {
  expect(PATHS).toEqual(expect.arrayContaining(["/", "/blog", "/admin", "/auth", "/api/orders"]));
  expect(PATHS.length).toBeGreaterThan(20);
});

describe.each([
  ["anonymous", () => ({})],
  ["administrator", () => ({ cookie })],
])("every route, %s", (_who, headers) => {
  test("answers with the security headers and never a server error", async () => {
    for (const path of PATHS) {
      const res = await fetch(server.url + path, { redirect: "manual", headers: headers() });
      expect(res.status, path).toBeLessThan(500);
      expectHeaders(res, `${path} → ${res.status}`);
      await res.arrayBuffer();
    }
  });

  test("never redirects off-site, whatever redirect parameter is tried", async () => {
    const query = new URLSearchParams();
    for (const name of [
      "redirect",
      "redirectTo",
      "redirect_to",
      "next",
      "returnTo",
      "callbackURL",
      "continue",
      "url",
    ]) {
      query.append(name, EVIL);
    }
    query.append("next", "//evil.example/x");
    query.append("redirectTo", "/\\evil.example");
    for (const path of [...PATHS, "//evil.example", "/\\evil.example", "/%2F%2Fevil.example"]) {
      const res = await fetch(`${server.url}${path}?${query}`, {
        redirect: "manual",
        headers: headers(),
      });
      await res.arrayBuffer();
      const location = res.headers.get("location");
      if (location)
        expect(new URL(location, server.url).origin, `${path} → ${location}`).toBe(server.url);
    }
  });

  test("SQL injection strings in query parameters cause no server error", async () => {
    const payloads = [
      "' OR '1'='1",
      "'; DROP TABLE orders; --",
      "1; SELECT pg_sleep(5)--",
      "\\' UNION SELECT password FROM accounts --",
      "%' AND 1=CAST((SELECT version()) AS int) --",
    ];
    for (const path of PATHS.filter((p) => !p.startsWith("/api/auth"))) {
      for (const payload of payloads) {
        const query = new URLSearchParams();
        for (const name of [
          "lang",
          "q",
          "search",
          "status",
          "page",
          "sort",
          "order",
          "from",
          "to",
          "id",
        ]) {
          query.set(name, payload);
        }
        const started = Date.now();
        const res = await fetch(`${server.url}${path}?${query}`, {
          redirect: "manual",
          headers: headers(),
        });
        const body = await res.text();
        expect(res.status, `${path} ${payload}`).toBeLessThan(500);
        const leak = /syntax error at or near|Failed query|DrizzleQueryError|invalid input syntax/i;
        expect(leak.exec(body)?.[0], `${path} ${payload}`).toBeUndefined();
        expect(Date.now() - started, `${path} ${payload}`).toBeLessThan(5_000);
      }
    }
  });
});

test("a form posted from another site is refused in French before any route, even with a session", async () => {
  const order = new URLSearchParams({
    _ticket: issueTicket(SECRET, "order"),
    customer_name: "Intrus Autre Site",
    phone: "22 333 444",
    city: "Tunis",
    address: "1 rue intruse",
    email: "",
    product: "digifact",
  });
  // better-auth guards its own endpoints (see the auth tests).
  for (const path of PATHS.filter((p) => !p.startsWith("/api/auth"))) {
    const sites: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const site of sites) {
      const res = await fetch(server.url + path, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...site },
        body: order,
      });
      expect(res.status, path).toBe(403);
      expect(await res.text(), path).toBe("Requête refusée : origine non autorisée.");
    }
  }
});

test("a successful sign-in ignores redirect parameters in its query and body", async () => {
  for (const [url, body] of [
    [
      `${server.url}/auth?redirectTo=${encodeURIComponent(EVIL)}&next=${encodeURIComponent(EVIL)}`,
      {},
    ],
    [`${server.url}/auth`, { redirectTo: EVIL, next: EVIL, callbackURL: EVIL }],
  ] as const) {
    const res = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({
        intent: "password",
        email: admin.email,
        password: admin.password,
        ...body,
      }),
    });
    await res.arrayBuffer();
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!, server.url).origin).toBe(server.url);
  }
  // better-auth's own endpoint refuses an untrusted callback URL.
  const api = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({
      email: "nobody@example.com",
      password: "x".repeat(12),
      callbackURL: EVIL,
    }),
  });
  expect(api.headers.get("location") ?? "").not.toContain("evil.example");
  expect(await api.text()).not.toContain("evil.example");
});

test("after all of it the data is intact and the server healthy", async () => {
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  const list = await fetch(`${server.url}/admin/orders`, { headers: { cookie } });
  expect(list.status).toBe(200);
  const html = await list.text();
  expect(html).toContain("Témoin Intact");
  expect(html).not.toContain("Intrus Autre Site");
});
