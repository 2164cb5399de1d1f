import { spawn } from "node:child_process";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { PROJECT_ROOT } from "../../app/infra/paths.server";
import { launchBrowser, newPage, hydrated } from "../support/browser";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";
import { adminCredentials, sessionCookie } from "../support/admin";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Runs `npm run admin:create -- <email>` as a person would (no terminal: ADMIN_PASSWORD). */
function adminCreate(
  email: string,
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const base = { ...process.env };
    delete base.DATABASE_URL; // the embedded database of DATA_DIR
    const child = spawn("npm", ["run", "--silent", "admin:create", "--", email], {
      cwd: PROJECT_ROOT,
      env: { ...base, LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (out += c));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

function setupLink(server: TestServer): string {
  const match = server.logs().match(/(http:\/\/[^\s"]+\/setup\?token=[\w-]+)/);
  if (!match) throw new Error(`no setup link in the log:\n${server.logs()}`);
  return match[1]!;
}

test("the setup link printed at start-up creates the first administrator, once", async () => {
  const dataDir = tempDataDir();
  const server = await startTestServer({ dataDir });
  try {
    const link = setupLink(server);
    expect(link.startsWith(server.url)).toBe(true);

    const first = adminCredentials("first");
    const { page } = await newPage(browser);
    await page.goto(link);
    await page.getByRole("heading", { name: "Premier administrateur" }).waitFor();
    await page.getByLabel("Email").fill(first.email);
    await hydrated(page);
    await page.getByLabel("Mot de passe").fill("court123");
    await page.getByRole("button", { name: "Créer l'administrateur" }).click();
    await page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Le mot de passe doit contenir au moins 10 caractères" })
      .waitFor();
    await page.getByLabel("Mot de passe").fill(first.password);
    await page.getByRole("button", { name: "Créer l'administrateur" }).click();
    await page.waitForURL(`${server.url}/auth?setup=done`);
    await page.getByText("Administrateur créé avec succès").waitFor();
    await page.getByLabel("Email").fill(first.email);
    await page.getByLabel("Mot de passe").fill(first.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(`${server.url}/admin`);

    // The link is spent: the page refuses it, and a forged post too.
    await page.goto(link);
    await page.getByText("Ce lien de configuration n'est plus valide").waitFor();
    await expect.poll(() => page.getByLabel("Email").count()).toBe(0);
    const token = new URL(link).searchParams.get("token")!;
    const replay = await fetch(`${server.url}/setup`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({
        token,
        email: "intrus@example.com",
        password: "Intrus-Tres-Long-2025",
      }),
    });
    expect(replay.status).toBe(410);
    const intruder = await fetch(`${server.url}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({
        intent: "password",
        email: "intrus@example.com",
        password: "Intrus-Tres-Long-2025",
      }),
    });
    expect(intruder.status).toBe(401);
    // A post that names no known step is refused as such, never taken for a password.
    const unknownStep = await fetch(`${server.url}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({
        intent: "delete-role",
        email: first.email,
        password: first.password,
      }),
    });
    expect(unknownStep.status).toBe(400);
    expect(unknownStep.headers.getSetCookie()).toEqual([]);
    // The passwords typed into the setup page never reach the log.
    expect(server.logs()).not.toContain(first.password);
    expect(server.logs()).not.toContain("Intrus-Tres-Long-2025");
  } finally {
    await server.stop();
  }

  // Restarted with an administrator: no new link.
  const again = await startTestServer({ dataDir });
  try {
    expect(again.logs()).not.toContain("/setup?token=");
  } finally {
    await again.stop();
  }
});

test("the CLI creates an administrator when the server is stopped, and refuses weak passwords", async () => {
  const dataDir = tempDataDir();
  const cli = adminCredentials("cli");
  const weak = await adminCreate(cli.email, { DATA_DIR: dataDir, ADMIN_PASSWORD: "azertyuiop" });
  expect(weak.code).toBe(1);
  expect(weak.out).toContain("Création échouée : Ce mot de passe est trop courant");

  const made = await adminCreate(cli.email, { DATA_DIR: dataDir, ADMIN_PASSWORD: cli.password });
  expect(made.out).toContain(`Administrateur créé avec succès : ${cli.email}`);
  expect(made.code).toBe(0);
  expect(made.out).not.toContain(cli.password);

  const server = await startTestServer({ dataDir });
  try {
    expect(server.logs()).not.toContain("/setup?token=");
    const cookie = await sessionCookie(server, cli);
    const res = await fetch(`${server.url}/admin`, { headers: { cookie }, redirect: "manual" });
    expect(res.status).toBe(200);
  } finally {
    await server.stop();
  }
});
