import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows, type DatabaseHandle } from "../../db/client.server";
import { createTestDatabase } from "../support/test-database";

vi.stubEnv("BETTER_AUTH_SECRET", "integration-test-secret-0123456789abcdef");
vi.stubEnv("SITE_URL", "http://127.0.0.1:3999");
const LIMIT = 5; // wrong passwords per account; an address gets three times as many checks a minute
vi.stubEnv("RATE_LIMIT_SIGNIN_PER_MINUTE", String(LIMIT));

const { handleAuthApi } = await import("../../app/features/auth/auth-api.server");
const { signInWithPassword } = await import("../../app/features/auth/sign-in.server");
const { createAdministrator } =
  await import("../../app/features/administrators/administrators.server");
const { auth } = await import("../../app/features/auth/auth.server");
const account = await import("../../app/features/auth/account.server");
const { hitRateLimit } = await import("../../app/lib/rate-limit.server");
const { setDatabase } = await import("../../app/lib/db.server");
const { deviceCookie } = await import("../../app/features/auth/device-cookie.server");

let handle: DatabaseHandle;
const PASSWORD = "Jasmin-Carthage-2025";
const SITE = "http://127.0.0.1:3999";

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabase(handle);
});
afterAll(async () => {
  setDatabase(undefined);
  await handle?.close();
});

async function limiterRows() {
  return queryRows<{ key: string }>(handle.db, sql`SELECT key FROM rate_limits`);
}

function apiSignIn(ip: string, body: Record<string, string>) {
  const request = new Request(`${SITE}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SITE },
    body: JSON.stringify(body),
  });
  return handleAuthApi(handle.db, request, ip);
}

test("500 sign-in requests from one client leave a bounded number of fixed-length rows", async () => {
  await handle.db.execute(sql`DELETE FROM rate_limits`);
  const statuses: number[] = [];
  for (let i = 0; i < 500; i++) {
    const response = await apiSignIn("198.51.100.1", {
      email: `victime-${i}@example.com`,
      password: "mauvais-mot-de-passe",
    });
    statuses.push(response.status);
  }
  const judged = LIMIT * 3; // the address's checks in its minute
  expect(statuses.slice(0, judged)).toEqual(Array<number>(judged).fill(401));
  expect(statuses.slice(judged).every((s) => s === 429)).toBe(true);
  // One row for the address, one per judged wrong password (each account's budget):
  // the 485 refused requests wrote nothing.
  const rows = await limiterRows();
  expect(rows.length).toBe(1 + judged);
  for (const { key } of rows) expect(key).toMatch(/^[0-9a-f]{64}$/);
}, 240_000);

test("an e-mail of 3 KB or 100 KB is refused in French with a 400, and nothing is counted", async () => {
  await handle.db.execute(sql`DELETE FROM rate_limits`);
  for (const size of [3_000, 100_000]) {
    const response = await apiSignIn("198.51.100.2", {
      email: `${"a".repeat(size)}@example.com`,
      password: "mauvais-mot-de-passe",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Email invalide" });
  }
  expect(await limiterRows()).toEqual([]);
});

test("ended windows are purged as later requests are counted", async () => {
  await handle.db.execute(sql`DELETE FROM rate_limits`);
  const start = new Date();
  for (let i = 0; i < 20; i++) {
    await hitRateLimit(handle.db, `form:203.0.113.${i}`, 10, 60, { now: start });
  }
  expect((await limiterRows()).length).toBe(20);
  // Two minutes later every one of those windows has ended: one new count clears them.
  await hitRateLimit(handle.db, "form:203.0.113.99", 10, 60, {
    now: new Date(start.getTime() + 120_000),
  });
  expect((await limiterRows()).length).toBe(1);
});

test("guesses are bounded per account whatever the addresses, and the administrator's own browser is never locked out", async () => {
  const admin = { email: "cible@example.com", password: PASSWORD };
  await createAdministrator(handle.db, admin);
  await handle.db.execute(sql`DELETE FROM rate_limits`);
  const start = new Date();
  const browser = (cookie = "") =>
    new Request(`${SITE}/auth`, { method: "POST", headers: { origin: SITE, cookie } });
  const signIn = (request: Request, ip: string, password: string, now = start) =>
    signInWithPassword(handle.db, request, ip, { email: admin.email, password }, { now });

  // The administrator signed in from their browser before: it keeps a device cookie.
  const first = await signIn(browser(), "198.51.100.7", admin.password);
  expect(first.status).toBe("signed-in");
  const device = first
    .headers!.getSetCookie()
    .find((c) => c.startsWith("signin_device="))!
    .split(";")[0]!;
  expect(device).toMatch(/^signin_device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
  await handle.db.execute(sql`DELETE FROM rate_limits`);

  // 50 guesses, each from a new address: the account's shared budget stops them all the same.
  const attacker: number[] = [];
  for (let i = 0; i < 50; i++) {
    const outcome = await signIn(browser(), `203.0.113.${i + 1}`, `mauvais-${i}-mot-de-passe`);
    attacker.push(outcome.status === "error" ? outcome.httpStatus : 200);
  }
  expect(attacker.slice(0, LIMIT)).toEqual(Array<number>(LIMIT).fill(401));
  expect(attacker.slice(LIMIT).every((s) => s === 429)).toBe(true);

  // An unknown browser is held back, even with the right password …
  const held = await signIn(browser(), "203.0.113.200", admin.password);
  expect(held).toMatchObject({ status: "error", httpStatus: 429 });
  expect(held.status === "error" && held.message).toMatch(
    /^Trop de tentatives de connexion\. Réessayez dans \d+ (secondes|minutes)\.$/,
  );
  // … and so is a device cookie signed for another account or tampered with.
  const forged = device.slice(0, -2) + (device.endsWith("A") ? "BB" : "AA");
  expect(await signIn(browser(forged), "198.51.100.7", admin.password)).toMatchObject({
    httpStatus: 429,
  });
  // The administrator's own browser signs in, whatever its address.
  expect(await signIn(browser(device), "203.0.113.1", admin.password)).toMatchObject({
    status: "signed-in",
  });

  // A known device has its own budget: its wrong passwords hold back that browser only.
  for (let i = 0; i < LIMIT; i++) {
    expect(await signIn(browser(device), "198.51.100.7", `faux-${i}`)).toMatchObject({
      httpStatus: 401,
    });
  }
  expect(await signIn(browser(device), "198.51.100.7", admin.password)).toMatchObject({
    httpStatus: 429,
  });

  // Not forever: once the 15 minutes are over, unknown browsers are judged again.
  const later = new Date(start.getTime() + 15 * 60_000 + 1000);
  expect(await signIn(browser(), "203.0.113.66", admin.password, later)).toMatchObject({
    status: "signed-in",
  });
});

test("wrong current passwords in a session are limited like sign-in", async () => {
  const admin = { email: "session@example.com", password: PASSWORD };
  await createAdministrator(handle.db, admin);
  await handle.db.execute(sql`DELETE FROM rate_limits`);
  const signedIn = await auth(handle.db).api.signInEmail({ body: admin, asResponse: true });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const session = (await auth(handle.db).api.getSession({ headers: new Headers({ cookie }) }))!;
  const identity = {
    userId: session.user.id,
    email: session.user.email,
    sessionId: session.session.id,
    signedInAt: new Date(session.session.createdAt),
    role: "admin" as const,
  };
  const request = () =>
    new Request(`${SITE}/account/password`, { method: "POST", headers: { cookie, origin: SITE } });
  const change = (ip: string, currentPassword: string) =>
    account.changePassword(request(), identity, ip, {
      currentPassword,
      newPassword: "Nouveau-Jasmin-2026",
      confirmPassword: "Nouveau-Jasmin-2026",
    });

  for (let i = 0; i < LIMIT; i++) {
    expect(await change("203.0.113.8", `pas-le-bon-${i}`)).toMatchObject({
      ok: false,
      message: "Mot de passe actuel incorrect",
    });
  }
  const throttled = {
    ok: false,
    status: 429,
    message: expect.stringMatching(/^Trop de tentatives/),
  };
  expect(await change("203.0.113.8", admin.password)).toMatchObject(throttled);
  expect(
    await account.startTwoFactorEnrolment(request(), identity, "203.0.113.8", {
      password: admin.password,
    }),
  ).toMatchObject(throttled);
  expect(
    await account.disableTwoFactor(request(), identity, "203.0.113.8", {
      password: admin.password,
    }),
  ).toMatchObject(throttled);
  // The account's owner, in a browser it signed in from before, is judged on the password.
  const known = new Request(`${SITE}/account/password`, {
    method: "POST",
    headers: { cookie: `${cookie}; ${deviceCookie(admin.email).split(";")[0]}`, origin: SITE },
  });
  expect(
    await account.changePassword(known, identity, "198.51.100.9", {
      currentPassword: admin.password,
      newPassword: "Nouveau-Jasmin-2026",
      confirmPassword: "Nouveau-Jasmin-2026",
    }),
  ).toMatchObject({ ok: true });
});
