import http from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";
import { adminCredentials, createAdminUser } from "../support/admin";

const LIMIT = 5;
let server: TestServer;
const admin = adminCredentials("target");

beforeAll(async () => {
  const dataDir = tempDataDir();
  await createAdminUser(dataDir, admin);
  server = await startTestServer({
    dataDir,
    env: { RATE_LIMIT_SIGNIN_PER_MINUTE: String(LIMIT) },
  });
});
afterAll(async () => {
  await server?.stop();
});

const form = (email: string, password: string) =>
  new URLSearchParams({ intent: "password", email, password }).toString();

function signIn(password: string, email = admin.email) {
  return fetch(`${server.url}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: form(email, password),
  });
}

/**
 * The same sign-in sent from another loopback address (another client, as the
 * server sees it), with the browser's cookies if any.
 */
function signInFrom(localAddress: string, password: string, cookie = "") {
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const request = http.request(
      `${server.url}/auth`,
      {
        method: "POST",
        localAddress,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: server.url,
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode!, location: response.headers.location }),
        );
      },
    );
    request.on("error", reject);
    request.end(form(admin.email, password));
  });
}

test("50 wrong passwords hold unknown browsers back, not the browser the administrator signed in from", async () => {
  // The administrator signed in from their browser before: it keeps a device cookie.
  const before = await signIn(admin.password);
  expect(before.status).toBe(302);
  const device = before.headers
    .getSetCookie()
    .find((c) => c.startsWith("signin_device="))!
    .split(";")[0]!;
  const statuses: number[] = [];
  let throttledPage = "";
  for (let i = 0; i < 50; i++) {
    const response = await signIn(`mauvais-${i}-mot-de-passe`);
    statuses.push(response.status);
    const html = await response.text();
    if (response.status === 429) throttledPage = html;
  }
  // The first attempts are judged on the password; the rest never reach it.
  expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
  expect(statuses.slice(LIMIT).every((s) => s === 429)).toBe(true);
  expect(throttledPage).toMatch(
    /Trop de tentatives de connexion\. Réessayez dans (1 seconde|\d+ secondes|1 minute|\d+ minutes)\./,
  );

  // The guessing client stays held back, even with the right password …
  expect((await signIn(admin.password)).status).toBe(429);
  // … and the better-auth API is behind the same lock, for a bounded time.
  const api = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(api.status).toBe(429);
  const retryAfter = Number(api.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);

  // Another address does not buy more guesses: unknown browsers share the account's budget …
  expect((await signInFrom("127.0.0.2", admin.password)).status).toBe(429);
  // … while the administrator's own browser signs in with the right password.
  expect(await signInFrom("127.0.0.2", admin.password, device)).toEqual({
    status: 302,
    location: "/admin",
  });
  // (That unknown browsers are judged again once the 15 minutes end is checked with a
  // controlled clock in tests/integration/auth-limits.test.ts.)
});

test("the per-address limit also stops one client trying many accounts", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT * 3 + 3; i++) {
    statuses.push((await signIn("mauvais-mot-de-passe", `inconnu-${i}@example.com`)).status);
  }
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
});
