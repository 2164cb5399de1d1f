import http from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort, startTestServer, tempDataDir, type TestServer } from "../support/server";
import { adminCredentials, createAdminUser } from "../support/admin";

// Production behind TLS (SITE_URL https): the session cookie is Secure as well.
let server: TestServer;
const admin = adminCredentials("tls");
let site = "";

beforeAll(async () => {
  const dataDir = tempDataDir();
  await createAdminUser(dataDir, admin);
  site = `https://admin.example.test:${await freePort()}`;
  server = await startTestServer({ dataDir, env: { SITE_URL: site, TRUST_PROXY: "loopback" } });
});
afterAll(async () => {
  await server?.stop();
});

/** A raw request, because fetch() does not let a caller set Host. */
function postAsProxy(path: string, body: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}${path}`,
      {
        method: "POST",
        // As behind the TLS proxy: Host, Origin and the forwarded protocol name the public site.
        headers: {
          host: new URL(site).host,
          origin: site,
          "x-forwarded-proto": "https",
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        resolve(res);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("in production over TLS the session cookie is httpOnly, SameSite=Lax and Secure", async () => {
  const response = await postAsProxy(
    "/auth",
    new URLSearchParams({ intent: "password", ...admin }).toString(),
  );
  expect(response.statusCode).toBe(302);
  const session = (response.headers["set-cookie"] ?? []).find((c) => c.includes("session_token="));
  expect(session).toBeDefined();
  expect(session).toMatch(/^__Secure-/);
  expect(session).toMatch(/; Secure/i);
  expect(session).toMatch(/; HttpOnly/i);
  expect(session).toMatch(/; SameSite=Lax/i);
  expect(session).toMatch(/; Max-Age=\d+/i);
});

test("the sign-up API answers 403 while ALLOW_SIGNUP is off", async () => {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site },
    body: JSON.stringify({ email: "x@example.com", password: "Jasmin-Carthage-2025", name: "x" }),
  });
  expect(response.status).toBe(403);
});

test("better-auth endpoints the product does not use are not exposed", async () => {
  for (const path of [
    "/api/auth/change-password",
    "/api/auth/two-factor/disable",
    "/api/auth/two-factor/enable",
    "/api/auth/update-user",
    "/api/auth/revoke-sessions",
  ]) {
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site },
      body: "{}",
    });
    expect(response.status, path).toBe(404);
  }
  const session = await fetch(`${server.url}/api/auth/get-session`);
  expect(session.status).toBe(200);
  expect(await session.json()).toBeNull();
});
