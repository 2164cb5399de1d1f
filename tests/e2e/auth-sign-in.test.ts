import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, hydrated } from "../support/browser";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";
import {
  adminCredentials,
  createAdminUser,
  createUserWithRole,
  sessionCookie,
  signInAs,
  type Credentials,
} from "../support/admin";
import { nextCode, totpCode } from "../support/totp";
import { eq } from "drizzle-orm";
import { openDatabase } from "../../db/client.server";
import { accounts } from "../../db/schema";

let server: TestServer;
let browser: Browser;
const admin = adminCredentials("admin");
const twoFactorAdmin = adminCredentials("totp");
const passwordAdmin = adminCredentials("pwd");
const settingsAdmin = adminCredentials("ui");
const plainUser = adminCredentials("user");
/** An account whose stored hash is damaged: the provider fails with something else than bad credentials. */
const brokenAccount = adminCredentials("broken");
/** Every secret the tests handle, checked against the server log at the end. */
const secrets: string[] = [];

beforeAll(async () => {
  const dataDir = tempDataDir();
  for (const who of [admin, twoFactorAdmin, passwordAdmin, settingsAdmin]) {
    await createAdminUser(dataDir, who);
  }
  await createUserWithRole(dataDir, plainUser, "user");
  const { userId } = await createAdminUser(dataDir, brokenAccount);
  const handle = await openDatabase({ dataDir });
  await handle.db.update(accounts).set({ password: "damaged" }).where(eq(accounts.userId, userId));
  await handle.close();
  secrets.push(
    admin.password,
    twoFactorAdmin.password,
    passwordAdmin.password,
    settingsAdmin.password,
    plainUser.password,
  );
  server = await startTestServer({ dataDir });
  browser = await launchBrowser();
}, 240_000); // six accounts on a fresh embedded database, then the server: slow on a busy machine
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function fillSignIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/auth`);
  // Once hydrated, answers come as toasts.
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** Response cookies as a Cookie header (session_token and friends). */
function cookiesOf(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0]!, pair] as const),
  );
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(";")[0]!;
    const name = pair.split("=")[0]!;
    if (pair.endsWith("=") || /max-age=0/i.test(set)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

describe("sign-in page", () => {
  test("shows the spec's texts and signs an administrator in with 'Connexion réussie'", async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${server.url}/auth`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Administration",
    );
    await expect
      .poll(() => page.getByText("Connexion réservée aux administrateurs").isVisible())
      .toBe(true);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Mot de passe").fill(admin.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await toast(page, "Connexion réussie").waitFor();
    await page.waitForURL(`${server.url}/admin`);
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    // Signed in: /auth sends the administrator to /admin.
    await page.goto(`${server.url}/auth`);
    await page.waitForURL(`${server.url}/admin`);
    // The session cookie is httpOnly and SameSite=Lax.
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name.endsWith("session_token"));
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    secrets.push(session!.value, decodeURIComponent(session!.value).split(".")[0]!);
    await page.context().close();
  });

  // The client rules' order and marks, and the button while the post runs, are
  // proven without a server or a browser in app/routes/auth.component.test.tsx.

  test("a wrong password and an unknown email get the same answer", async () => {
    const { page } = await newPage(browser);
    await fillSignIn(page, admin.email, "mauvais-mot-de-passe");
    await toast(page, "Email ou mot de passe incorrect").waitFor();
    await page.getByLabel("Email").fill("personne@example.com");
    await page.getByLabel("Mot de passe").fill("mauvais-mot-de-passe");
    await page.getByRole("button", { name: "Se connecter" }).click();
    // The poll waits as long as a locator would: a busy machine answers a sign-in in seconds.
    await expect
      .poll(() => toast(page, "Email ou mot de passe incorrect").count(), { timeout: 30_000 })
      .toBe(2);
    expect(page.url()).toBe(`${server.url}/auth`);
    await page.context().close();
  });

  test("without JavaScript: server messages in the page, and a working sign-in", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const submit = async (email: string, password: string) => {
      await page.goto(`${server.url}/auth`);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Mot de passe").fill(password);
      await page.getByRole("button", { name: "Se connecter" }).click();
      await page.waitForLoadState();
    };
    await submit("pas-un-email", "secret12");
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Email invalide");
    await submit(admin.email, "123");
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("Le mot de passe doit contenir au moins 6 caractères");
    await submit(admin.email, "mauvais-mot-de-passe");
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("Email ou mot de passe incorrect");
    await submit(admin.email, admin.password);
    expect(page.url()).toBe(`${server.url}/admin`);
    await context.close();
  });

  test("a failure other than bad credentials shows 'Erreur de connexion: ' and the reason", async () => {
    const { page } = await newPage(browser);
    await fillSignIn(page, brokenAccount.email, brokenAccount.password);
    const shown = toast(page, "Erreur de connexion: ");
    await shown.waitFor();
    await expect
      .poll(async () => (await shown.textContent())!.length)
      .toBeGreaterThan("Erreur de connexion: ".length);
    expect(page.url()).toBe(`${server.url}/auth`);
    await page.context().close();
  });

  test("a non-administrator who signs in is told they have no access, and so is one sent from the back office", async () => {
    const { page } = await newPage(browser);
    await fillSignIn(page, plainUser.email, plainUser.password);
    // No «Connexion réussie» and no home page: the sign-in page says why (they may sign in as someone else).
    await page.waitForURL(`${server.url}/auth?refus=admin`);
    await expect
      .poll(() => page.getByRole("alert").innerText())
      .toContain(`Le compte ${plainUser.email} n'a pas accès à l'administration`);
    await expect.poll(() => toast(page, "Connexion réussie").count()).toBe(0);
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/auth?refus=admin`);
    await expect
      .poll(() => page.getByRole("alert").innerText())
      .toContain(`Le compte ${plainUser.email} n'a pas accès à l'administration`);
    await page.goto(`${server.url}/auth`);
    expect(page.url()).toBe(`${server.url}/auth`);
    await page.context().close();
  });
});

describe("sign-out", () => {
  test("'Déconnexion' ends the session and returns to /", async () => {
    const { page } = await newPage(browser);
    await signInAs(page, server, admin);
    const before = (await page.context().cookies()).find((c) => c.name.endsWith("session_token"));
    await page.getByRole("button", { name: "Déconnexion" }).first().click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/auth`);
    // The old cookie value no longer opens anything.
    const replay = await fetch(`${server.url}/admin`, {
      headers: { cookie: `${before!.name}=${before!.value}` },
      redirect: "manual",
    });
    expect(replay.headers.get("location")).toBe("/auth");
    await page.context().close();
  });

  test("'sign out everywhere' ends every session of the account", async () => {
    const first = await sessionCookie(server, admin);
    const second = await sessionCookie(server, admin);
    const out = await fetch(`${server.url}/logout`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: first,
        origin: server.url,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "scope=global",
    });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/");
    for (const cookie of [first, second]) {
      const res = await fetch(`${server.url}/admin`, { headers: { cookie }, redirect: "manual" });
      expect(res.headers.get("location")).toBe("/auth");
    }
  });
});

async function post(path: string, cookie: string, body: Record<string, string>) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie,
      origin: server.url,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(body),
  });
}

describe("two-factor", () => {
  test("enrolment with a QR code, then a sign-in that needs the code (or a backup code)", async () => {
    let cookie = await sessionCookie(server, twoFactorAdmin);
    const other = await sessionCookie(server, twoFactorAdmin);

    const wrong = await post("/account/two-factor", cookie, {
      intent: "enable",
      password: "faux-mot-de-passe",
    });
    expect(await wrong.json()).toEqual({ ok: false, message: "Mot de passe incorrect" });

    const started = await post("/account/two-factor", cookie, {
      intent: "enable",
      password: twoFactorAdmin.password,
    });
    const { enrolment } = (await started.json()) as {
      enrolment: { qrSvg: string; secret: string; backupCodes: string[] };
    };
    expect(enrolment.qrSvg).toContain("<svg");
    expect(enrolment.backupCodes.length).toBeGreaterThanOrEqual(8);
    secrets.push(enrolment.secret, ...enrolment.backupCodes);

    const badCode = await post("/account/two-factor", cookie, { intent: "verify", code: "000000" });
    expect(((await badCode.json()) as { ok: boolean }).ok).toBe(false);
    // Not active until a code is verified: password alone still signs in.
    await sessionCookie(server, twoFactorAdmin);

    const enrolmentCode = totpCode(enrolment.secret);
    const verified = await post("/account/two-factor", cookie, {
      intent: "verify",
      code: enrolmentCode,
    });
    expect(await verified.clone().json()).toMatchObject({ ok: true });
    cookie = cookiesOf(verified, cookie);
    const state = await fetch(`${server.url}/account/two-factor`, { headers: { cookie } });
    expect(await state.json()).toEqual({ enabled: true });
    // Sessions that never passed the factor are gone.
    const stale = await fetch(`${server.url}/admin`, {
      headers: { cookie: other },
      redirect: "manual",
    });
    expect(stale.headers.get("location")).toBe("/auth");

    // The password alone no longer opens a session: the code is asked.
    const { page } = await newPage(browser);
    await fillSignIn(page, twoFactorAdmin.email, twoFactorAdmin.password);
    await page.getByLabel("Code de vérification").waitFor();
    expect((await page.context().cookies()).some((c) => c.name.endsWith("session_token"))).toBe(
      false,
    );
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/auth`);

    await fillSignIn(page, twoFactorAdmin.email, twoFactorAdmin.password);
    await page.getByLabel("Code de vérification").fill("123456");
    await page.getByRole("button", { name: "Vérifier" }).click();
    await toast(page, "Code invalide").waitFor();
    // A code opens one session at most: the one that confirmed enrolment is spent.
    await page.getByLabel("Code de vérification").fill(enrolmentCode);
    await page.getByRole("button", { name: "Vérifier" }).click();
    await toast(page, "Ce code a déjà été utilisé : attendez le code suivant.").waitFor();
    await page.getByLabel("Code de vérification").fill(nextCode(enrolment.secret));
    await page.getByRole("button", { name: "Vérifier" }).click();
    await toast(page, "Connexion réussie").waitFor();
    await page.waitForURL(`${server.url}/admin`);
    await page.context().close();

    // Turning it off needs the password (and a recent sign-in); then the password suffices.
    const wrongOff = await post("/account/two-factor", cookie, {
      intent: "disable",
      password: "faux-mot-de-passe",
    });
    expect(await wrongOff.json()).toEqual({ ok: false, message: "Mot de passe incorrect" });
    const off = await post("/account/two-factor", cookie, {
      intent: "disable",
      password: twoFactorAdmin.password,
    });
    expect(await off.clone().json()).toEqual({
      ok: true,
      message: "Double authentification désactivée",
    });
    const offCookie = cookiesOf(off, cookie);
    const afterOff = await fetch(`${server.url}/account/two-factor`, {
      headers: { cookie: offCookie },
    });
    expect(await afterOff.json()).toEqual({ enabled: false });
    await sessionCookie(server, twoFactorAdmin);
    // Back on for the sign-ins below.
    const again = await post("/account/two-factor", offCookie, {
      intent: "enable",
      password: twoFactorAdmin.password,
    });
    const renewed = (
      (await again.json()) as { enrolment: { secret: string; backupCodes: string[] } }
    ).enrolment;
    secrets.push(renewed.secret, ...renewed.backupCodes);
    const reverified = await post("/account/two-factor", offCookie, {
      intent: "verify",
      code: totpCode(renewed.secret),
    });
    expect(await reverified.json()).toMatchObject({ ok: true });

    // A backup code works once.
    const second = await newPage(browser);
    await fillSignIn(second.page, twoFactorAdmin.email, twoFactorAdmin.password);
    await second.page.getByLabel("Code de vérification").fill(renewed.backupCodes[0]!);
    await second.page.getByRole("button", { name: "Vérifier" }).click();
    await second.page.waitForURL(`${server.url}/admin`);
    await second.page.context().close();
    const third = await newPage(browser);
    await fillSignIn(third.page, twoFactorAdmin.email, twoFactorAdmin.password);
    await third.page.getByLabel("Code de vérification").fill(renewed.backupCodes[0]!);
    await third.page.getByRole("button", { name: "Vérifier" }).click();
    await toast(third.page, "Code de secours invalide").waitFor();
    expect(third.page.url()).toBe(`${server.url}/auth`);
    await third.page.context().close();

    // The code step works without JavaScript too.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await plain.newPage();
    await noJs.goto(`${server.url}/auth`);
    await noJs.getByLabel("Email").fill(twoFactorAdmin.email);
    await noJs.getByLabel("Mot de passe").fill(twoFactorAdmin.password);
    await noJs.getByRole("button", { name: "Se connecter" }).click();
    await noJs.getByLabel("Code de vérification").fill("000000");
    await noJs.getByRole("button", { name: "Vérifier" }).click();
    await expect.poll(() => noJs.getByRole("alert").textContent()).toBe("Code invalide");
    await noJs.getByLabel("Code de vérification").fill(nextCode(renewed.secret));
    await noJs.getByRole("button", { name: "Vérifier" }).click();
    await noJs.waitForURL(`${server.url}/admin`);
    await plain.close();
  });
});

describe("password change", () => {
  test("policy enforced; the new password works, the old one and other sessions do not", async () => {
    const cookie = await sessionCookie(server, passwordAdmin);
    const other = await sessionCookie(server, passwordAdmin);
    const weak = await post("/account/password", cookie, {
      currentPassword: passwordAdmin.password,
      newPassword: "azertyuiop",
      confirmPassword: "azertyuiop",
    });
    expect(await weak.json()).toEqual({
      ok: false,
      message: "Ce mot de passe est trop courant : choisissez-en un autre",
    });
    const wrongCurrent = await post("/account/password", cookie, {
      currentPassword: "pas-le-bon-mot",
      newPassword: "Nouveau-Jasmin-2026",
      confirmPassword: "Nouveau-Jasmin-2026",
    });
    expect(await wrongCurrent.json()).toEqual({
      ok: false,
      message: "Mot de passe actuel incorrect",
    });

    const changed = await post("/account/password", cookie, {
      currentPassword: passwordAdmin.password,
      newPassword: "Nouveau-Jasmin-2026",
      confirmPassword: "Nouveau-Jasmin-2026",
    });
    expect(await changed.clone().json()).toMatchObject({ ok: true });
    const kept = cookiesOf(changed, cookie);
    expect(
      (await fetch(`${server.url}/admin`, { headers: { cookie: kept }, redirect: "manual" }))
        .status,
    ).toBe(200);
    const stale = await fetch(`${server.url}/admin`, {
      headers: { cookie: other },
      redirect: "manual",
    });
    expect(stale.headers.get("location")).toBe("/auth");

    const updated: Credentials = { email: passwordAdmin.email, password: "Nouveau-Jasmin-2026" };
    secrets.push(updated.password);
    await sessionCookie(server, updated);
    const old = await post("/auth", "", { intent: "password", ...passwordAdmin });
    expect(old.status).toBe(401);
  });
});

describe("settings page forms", () => {
  test("an administrator sets up two-factor and changes the password from /admin/settings", async () => {
    const { page, errors } = await newPage(browser);
    await signInAs(page, server, settingsAdmin);
    await page.goto(`${server.url}/admin/settings`);

    await page.getByRole("button", { name: "Configurer la 2FA" }).click();
    const twoFactor = page.getByRole("dialog");
    await twoFactor.getByText("La double authentification n'est pas activée.").waitFor();
    await twoFactor.getByLabel("Mot de passe").fill(settingsAdmin.password);
    await twoFactor.getByRole("button", { name: "Configurer la double authentification" }).click();
    await twoFactor.getByRole("img", { name: "QR code de la double authentification" }).waitFor();
    const secret = (await twoFactor.getByTestId("totp-secret").textContent())!;
    const backupCodes = await twoFactor.getByTestId("backup-codes").locator("li").allTextContents();
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    secrets.push(secret, ...backupCodes);
    await twoFactor.getByLabel(/Code à 6 chiffres/).fill(totpCode(secret));
    await twoFactor.getByRole("button", { name: "Activer" }).click();
    await toast(page, "Double authentification activée").waitFor();
    await twoFactor.getByText("La double authentification est activée").waitFor();
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Changer le mot de passe" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Mot de passe actuel").fill(settingsAdmin.password);
    await dialog.getByLabel("Nouveau mot de passe", { exact: true }).fill("court");
    await dialog.getByLabel("Confirmer le nouveau mot de passe").fill("court");
    await dialog.getByRole("button", { name: "Changer le mot de passe" }).click();
    await toast(page, "Le mot de passe doit contenir au moins 10 caractères").waitFor();
    const fresh = "Figuier-de-Bizerte-77";
    secrets.push(fresh);
    await dialog.getByLabel("Nouveau mot de passe", { exact: true }).fill(fresh);
    await dialog.getByLabel("Confirmer le nouveau mot de passe").fill(fresh);
    await dialog.getByRole("button", { name: "Changer le mot de passe" }).click();
    await toast(page, "Mot de passe modifié").waitFor();
    await page.keyboard.press("Escape");

    // Sign out, then back in: the new password, then the code.
    await page.getByRole("button", { name: "Déconnexion" }).first().click();
    await page.waitForURL(`${server.url}/`);
    await fillSignIn(page, settingsAdmin.email, fresh);
    await page.getByLabel("Code de vérification").fill(nextCode(secret));
    await page.getByRole("button", { name: "Vérifier" }).click();
    await page.waitForURL(`${server.url}/admin`);
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    await page.context().close();
  });
});

test("no password, token, session id or two-factor secret appears in the server log", () => {
  const log = server.logs();
  expect(log.length).toBeGreaterThan(0);
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThan(5);
    expect(log).not.toContain(secret);
  }
  expect(log).not.toMatch(/session_token=/);
});
