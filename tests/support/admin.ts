import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { openDatabase, type DatabaseHandle } from "../../db/client.server";
import { sessions } from "../../db/schema";
import { createAccount } from "../../app/features/administrators/administrators.server";
import type { Role } from "../../app/domain/constants";
import { DESKTOP, hydrated, newPage } from "./browser";
import type { TestServer } from "./server";

export interface Credentials {
  email: string;
  password: string;
}

/** A fresh administrator's credentials (unique email; passes the password policy). */
export function adminCredentials(label = "admin"): Credentials {
  const id = Math.random().toString(36).slice(2, 10);
  return { email: `${label}-${id}@example.com`, password: `Sésame-${id}-Ouvre-toi` };
}

/**
 * Creates an administrator, either in an open database handle or in a PGlite
 * data directory BEFORE the test server starts on it (the server locks it):
 *   const dataDir = tempDataDir();
 *   await createAdminUser(dataDir, creds);
 *   const server = await startTestServer({ dataDir });
 */
export function createAdminUser(
  target: DatabaseHandle | string,
  credentials: Credentials = adminCredentials(),
): Promise<Credentials & { userId: string }> {
  return createUserWithRole(target, credentials, "admin");
}

/** Same, with any role: `createUserWithRole(dataDir, creds, "user")` makes a signed-in non-administrator. */
export async function createUserWithRole(
  target: DatabaseHandle | string,
  credentials: Credentials,
  role: Role,
): Promise<Credentials & { userId: string }> {
  const handle = typeof target === "string" ? await openDatabase({ dataDir: target }) : target;
  try {
    const result = await createAccount(handle.db, credentials, role);
    if (!result.ok) throw new Error(`createUserWithRole: ${result.message}`);
    return { ...credentials, userId: result.userId };
  } finally {
    if (typeof target === "string") await handle.close();
  }
}

/** Signs in through the real /auth page and waits for the back office. */
export async function signInAs(page: Page, server: TestServer, credentials: Credentials) {
  await page.goto(`${server.url}/auth`);
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Mot de passe").fill(credentials.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL(`${server.url}/admin`);
  // React Router changes the URL before the new page commits: wait for the page itself.
  await page.getByRole("heading", { name: "Tableau de bord", level: 1 }).waitFor();
  // Signed in without script (clicked before /auth hydrated), the dashboard is a new document.
  await hydrated(page);
}

/**
 * Signs in over plain HTTP (the no-JavaScript form) and returns the Cookie
 * header to send with fetch(): `fetch(url, { headers: { cookie } })`.
 */
export async function sessionCookie(server: TestServer, credentials: Credentials): Promise<string> {
  const response = await fetch(`${server.url}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({ intent: "password", ...credentials }),
  });
  expect(response.status, "sign-in should redirect").toBe(302);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
  expect(cookie).toContain("session_token");
  return cookie;
}

/**
 * A session of `userId` opened by a sign-in `secondsAgo` seconds ago, written
 * in a PGlite data directory BEFORE the test server starts on it, and the
 * Cookie header that carries it: a rule about how old a sign-in is can be
 * tested without waiting for one to age. The cookie is signed as better-auth
 * signs its own (HMAC-SHA256 of the token), with the directory's secret.key,
 * which the server reads at start.
 */
export async function pastSessionCookie(
  dataDir: string,
  userId: string,
  secondsAgo: number,
): Promise<string> {
  const signedInAt = new Date(Date.now() - secondsAgo * 1000);
  const token = crypto.randomBytes(24).toString("base64url");
  const handle = await openDatabase({ dataDir });
  try {
    await handle.db.insert(sessions).values({
      id: crypto.randomUUID(),
      token,
      userId,
      createdAt: signedInAt,
      updatedAt: signedInAt,
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    });
  } finally {
    await handle.close();
  }
  const signature = crypto
    .createHmac("sha256", dataDirSecret(dataDir))
    .update(token)
    .digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** The data directory's server secret, made as the server would make it when there is none yet. */
function dataDirSecret(dataDir: string): string {
  const file = path.join(dataDir, "secret.key");
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}

/** One sign-in per server and account, for the whole file (see `signedInPage`). */
const signedInSessions = new Map<string, Promise<string>>();

/**
 * A new browser page already signed in as `credentials`, on the dashboard
 * (hydrated), as `signInAs` leaves it. The session comes from one sign-in
 * over HTTP per server and account, made at the file's first call and put
 * in each new page's cookies: the form itself is the sign-in tests' subject,
 * and going through it for every test of a back-office file cost a page load
 * and a password hash each (and counted towards the sign-in limits). A test
 * that signs out, or whose subject is the sign-in, keeps `signInAs`.
 */
export async function signedInPage(
  browser: Browser,
  server: TestServer,
  credentials: Credentials,
  options: BrowserContextOptions = DESKTOP,
): Promise<{ page: Page; errors: string[] }> {
  const key = `${server.url} ${credentials.email}`;
  let session = signedInSessions.get(key);
  if (!session) {
    session = sessionCookie(server, credentials);
    signedInSessions.set(key, session);
    // A failed sign-in is not kept: the next test tries again.
    session.catch(() => signedInSessions.delete(key));
  }
  const cookie = await session;
  const { page, errors } = await newPage(browser, options);
  await page.context().addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
    }),
  );
  await page.goto(`${server.url}/admin`);
  await page.getByRole("heading", { name: "Tableau de bord", level: 1 }).waitFor();
  await hydrated(page);
  return { page, errors };
}
