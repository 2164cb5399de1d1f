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

function signIn(password: string, email = admin.email) {
  return fetch(`${server.url}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({ intent: "password", email, password }),
  });
}

test("50 wrong passwords are throttled, and the right password works again once the lock ends", async () => {
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
  expect(throttledPage).toMatch(/Trop de tentatives de connexion\. Réessayez dans \d+ secondes\./);

  // Still locked right now, even with the right password …
  expect((await signIn(admin.password)).status).toBe(429);
  // … and the better-auth API is behind the same lock.
  const api = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(api.status).toBe(429);
  const retryAfter = Number(api.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);

  // Not forever: after the window the right password signs in.
  await new Promise((resolve) => setTimeout(resolve, (retryAfter + 1) * 1000));
  const ok = await signIn(admin.password);
  expect(ok.status).toBe(302);
  expect(ok.headers.get("location")).toBe("/admin");
}, 150_000);

test("the per-address limit also stops one client trying many accounts", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT * 3 + 3; i++) {
    statuses.push((await signIn("mauvais-mot-de-passe", `inconnu-${i}@example.com`)).status);
  }
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
});
