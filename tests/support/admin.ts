import { expect } from "vitest";
import type { Page } from "playwright-core";
import { openDatabase, type DatabaseHandle } from "../../db/client.server";
import { createAccount } from "../../app/features/auth/administrators.server";
import type { Role } from "../../app/domain/constants";
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
