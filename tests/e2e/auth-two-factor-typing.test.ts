import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser, newPage, hydrated } from "../support/browser";
import { startTestServer, tempDataDir, tempDir, type TestServer } from "../support/server";
import { PROJECT_ROOT } from "../../app/infra/paths.server";
import { TWO_FACTOR_SECRET_UNREADABLE } from "../../app/features/auth/messages";
import { adminCredentials, createAdminUser, sessionCookie } from "../support/admin";
import { nextCode, totpCode } from "../support/totp";

/**
 * Two-factor set-up and sign-in driven as a person does: every field is typed
 * key by key, never filled, since a filled field hides what typing into a
 * stale one would show.
 */
let server: TestServer;
let browser: Browser;
const admin = adminCredentials("frappe");
const codeAdmin = adminCredentials("code");
const restoredAdmin = adminCredentials("restaure");

beforeAll(async () => {
  const dataDir = tempDataDir();
  await createAdminUser(dataDir, admin);
  await createAdminUser(dataDir, codeAdmin);
  await createAdminUser(dataDir, restoredAdmin);
  server = await startTestServer({ dataDir });
  browser = await launchBrowser();
}, 240_000); // two accounts on a fresh embedded database, then the server: slow on a busy machine
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** Replaces a field's content from the keyboard. */
async function retype(field: Locator, text: string) {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.press("Backspace");
  await field.pressSequentially(text);
}

async function typeSignIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/auth`);
  await hydrated(page);
  await page.getByLabel("Email").pressSequentially(email);
  await page.getByLabel("Mot de passe").pressSequentially(password);
  await page.keyboard.press("Enter");
}

test("a mistyped code during set-up keeps the same secret, QR code and backup codes on screen", async () => {
  const { page, errors } = await newPage(browser);
  await typeSignIn(page, admin.email, admin.password);
  await page.waitForURL(`${server.url}/admin`);
  await page.getByRole("heading", { name: "Tableau de bord", level: 1 }).waitFor();
  await page.goto(`${server.url}/admin/settings`);
  await page.getByRole("button", { name: "Configurer la 2FA" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText("La double authentification n'est pas activée.").waitFor();
  await dialog.getByLabel("Mot de passe").pressSequentially(admin.password);
  await dialog.getByRole("button", { name: "Configurer la double authentification" }).click();

  const qr = dialog.getByRole("img", { name: "QR code de la double authentification" });
  await qr.waitFor();
  const secret = (await dialog.getByTestId("totp-secret").textContent())!;
  const shown = async () => ({
    secret: await dialog.getByTestId("totp-secret").textContent(),
    qr: await qr.innerHTML(),
    backupCodes: await dialog.getByTestId("backup-codes").locator("li").allTextContents(),
  });
  const before = await shown();
  expect(before.backupCodes.length).toBeGreaterThanOrEqual(8);

  // A code from ten minutes ago: what a slow or mistyping person sends.
  const code = dialog.getByLabel(/Code à 6 chiffres/);
  await code.pressSequentially(totpCode(secret, Date.now() - 10 * 60_000));
  await dialog.getByRole("button", { name: "Activer" }).click();
  // The error shows inside the dialog (its backdrop covers the toasts), beside the same set-up.
  const error = "Code invalide : vérifiez l'heure de votre téléphone et réessayez";
  await dialog.getByRole("alert").filter({ hasText: error }).waitFor();
  // A snapshot on purpose, once the refusal shows: the set-up must not have changed at all.
  expect(await shown()).toEqual(before);

  // The right code from the same secret (the one the app scanned) then activates it.
  await retype(code, totpCode(secret));
  await dialog.getByRole("button", { name: "Activer" }).click();
  await toast(page, "Double authentification activée").waitFor();
  await dialog.getByText("La double authentification est activée").waitFor();
  // Closed, the dialog leaves the settings page showing the new state.
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  await page
    .getByRole("definition")
    .filter({ hasText: /^Activée$/ })
    .waitFor();
  // The wrong code's answer is the only failed request.
  expect(errors.filter((e) => !/status of (400|404)/.test(e))).toEqual([]);
  await page.context().close();
});

/** Turns two-factor on for an account over HTTP (as the settings dialog does); returns the secret. */
async function enrol(credentials: typeof admin): Promise<string> {
  const cookie = await sessionCookie(server, credentials);
  const post = (body: Record<string, string>) =>
    fetch(`${server.url}/account/two-factor`, {
      method: "POST",
      headers: {
        cookie,
        origin: server.url,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(body),
    });
  const started = await post({ intent: "enable", password: credentials.password });
  const { enrolment } = (await started.json()) as { enrolment: { secret: string } };
  const verified = await post({ intent: "verify", code: totpCode(enrolment.secret) });
  expect(await verified.json()).toMatchObject({ ok: true });
  return enrolment.secret;
}

test("the code step of a two-factor sign-in starts empty and never shows the password", async () => {
  const secret = await enrol(codeAdmin);
  const admin = codeAdmin;
  const { page, errors } = await newPage(browser);
  await typeSignIn(page, admin.email, admin.password);

  const code = page.getByLabel("Code de vérification");
  await code.waitFor();
  await expect.poll(() => code.inputValue()).toBe("");
  await expect.poll(() => code.getAttribute("autocomplete")).toBe("one-time-code");
  await expect.poll(() => code.getAttribute("inputmode")).toBe("numeric");
  // The password is nowhere in the page any more: no field holds it, no text shows it.
  // Snapshots on purpose, once the code step stands: it must never appear, not just go.
  const values = await page
    .locator("input")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(values).not.toContain(admin.password);
  expect(await page.content()).not.toContain(admin.password);

  // The code field has the keyboard as soon as it appears: typed, then Enter, without a click.
  await expect.poll(() => code.evaluate((input) => input === document.activeElement)).toBe(true);
  await page.keyboard.type(nextCode(secret));
  await page.keyboard.press("Enter");
  await toast(page, "Connexion réussie").waitFor();
  await page.waitForURL(`${server.url}/admin`);
  expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
  await page.context().close();

  // Without JavaScript, the code step the server renders does not carry the password either.
  const response = await fetch(`${server.url}/auth`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({ intent: "password", ...admin }),
  });
  const html = await response.text();
  expect(html).toContain("Code de vérification");
  expect(html).not.toContain(admin.password);
});

/** `npm run <script>` as an operator types it, with this environment on top. */
function npmScript(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ENV_FILE: "", DATABASE_URL: undefined, LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
  });
  return { code: result.status, output: result.stdout + result.stderr };
}

test("a backup restored under another server secret says so, and the code step says what is wrong", async () => {
  const secret = await enrol(restoredAdmin);
  const file = path.join(tempDir(), "sauvegarde.jsonl.gz");
  expect(npmScript("backup", [file], { DATA_DIR: server.dataDir }).code).toBe(0);

  const otherSecret = "un-autre-secret-serveur-0123456789abcdef";
  const restoredDir = path.join(tempDir(), "data");
  const restore = npmScript("restore", [file], {
    DATA_DIR: restoredDir,
    BETTER_AUTH_SECRET: otherSecret,
  });
  expect(restore.code, restore.output).toBe(0);
  expect(restore.output).toContain("cette sauvegarde a été faite sous un autre secret serveur");
  expect(restore.output).toContain("l'ancien BETTER_AUTH_SECRET");
  expect(restore.output).toContain("npm run admin:create -- <email> --reset-password");

  const restored = await startTestServer({
    dataDir: restoredDir,
    env: { BETTER_AUTH_SECRET: otherSecret },
  });
  try {
    const post = (body: Record<string, string>, cookie = "") =>
      fetch(`${restored.url}/auth`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: restored.url,
          cookie,
        },
        body: new URLSearchParams(body),
      });
    const first = await post({ intent: "password", ...restoredAdmin });
    expect(first.status).toBe(200);
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; ");
    // The next code: the current one was used by the enrolment, and a used code is refused.
    const second = await post({ intent: "two-factor", code: nextCode(secret) }, cookie);
    const html = (await second.text()).replace(/&#x27;|&#39;/g, "'");
    expect(html).toContain(TWO_FACTOR_SECRET_UNREADABLE.replace("<email>", "&lt;email&gt;"));
    expect(html).not.toContain("réessayez plus tard");
    expect(restored.logs()).toContain("the server secret (BETTER_AUTH_SECRET) is not the one");
  } finally {
    await restored.stop();
  }
}, 240_000);
