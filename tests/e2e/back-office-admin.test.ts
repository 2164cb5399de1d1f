import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { newPage, visit } from "../support/browser";
import { outboxDrained } from "../support/server";
import { adminSite } from "../support/site";
import {
  adminCredentials,
  createAdminUser,
  sessionCookie,
  signInAs,
  type Credentials,
} from "../support/admin";
import { placeOrder, seed, insertUser } from "./back-office-support";

let colleague: Credentials & { userId: string };

const site = adminSite({
  label: "moi",
  prepare: async (dataDir) => {
    colleague = await createAdminUser(dataDir, adminCredentials("collegue"));
    await seed(dataDir, async ({ db }) => {
      await insertUser(db, { id: "user-plain-0001", name: "Simple", email: "simple@example.tn" });
    });
  },
  smtp: true,
  env: { MAIL_FROM: "DigiSolutions <noreply@example.tn>" },
});

async function signedIn(who: Credentials = site.admin) {
  const { page, errors } = await newPage(site.browser);
  await signInAs(page, site.server, who);
  errors.length = 0;
  return { page, errors };
}

async function toast(page: Page, text: string) {
  await page.locator("[data-sonner-toast]", { hasText: text }).first().waitFor();
}

async function mailTo(address: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = site.smtp.received.find((m) => m.to.includes(address));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

test("anonymous visitors are sent to /auth from every admin page, remembering it", async () => {
  for (const path of [
    "/admin",
    "/admin/orders",
    "/admin/users",
    "/admin/settings",
    "/admin/events?since=x",
  ]) {
    const response = await fetch(`${site.server.url}${path}`, { redirect: "manual" });
    expect(response.status, path).toBe(302);
    // The dashboard is where a sign-in leads anyway; any other page is remembered.
    const expected = path === "/admin" ? "/auth" : `/auth?next=${encodeURIComponent(path)}`;
    expect(response.headers.get("location"), path).toBe(expected);
  }
});

test("layout: entries, signed-in email, empty dashboard, 'Déconnexion' returns to /", async () => {
  const { page, errors } = await signedIn();
  const nav = page.getByRole("navigation", { name: "Administration", exact: true });
  await expect
    .poll(() => nav.getByRole("link").allTextContents())
    .toEqual([
      "Tableau de bord",
      "À faire",
      "Rendez-vous",
      "Agenda",
      "Commandes",
      "Clients",
      "Audience",
      "Disponibilités",
      "Produits",
      "Articles",
      "Contenu",
      "Utilisateurs",
      "Journal",
      "Paramètres",
    ]);
  await expect
    .poll(() => nav.getByRole("link", { name: "Tableau de bord" }).getAttribute("aria-current"))
    .toBe("page");
  await expect.poll(() => page.getByText(site.admin.email).isVisible()).toBe(true);
  await expect.poll(() => page.getByText("Aucune commande pour le moment").isVisible()).toBe(true);
  await expect
    .poll(() => page.getByText("Aucun rendez-vous pour le moment").isVisible())
    .toBe(true);
  await expect.poll(() => page.getByTestId("stat-Activité").textContent()).toBe("0");
  // sticky header stays on screen
  await expect
    .poll(() => page.locator("header").evaluate((h) => getComputedStyle(h).position))
    .toBe("sticky");

  await nav.getByRole("link", { name: "Produits" }).click();
  await page.waitForURL(`${site.server.url}/admin/products`);
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await page.waitForURL(`${site.server.url}/`);
  await visit(page, `${site.server.url}/admin`);
  await page.waitForURL(`${site.server.url}/auth`);
  expect(errors).toEqual([]);
});

test("the back office stays French and left-to-right after choosing Arabic on the public site", async () => {
  const { page } = await signedIn();
  await page.context().addCookies([{ name: "language", value: "ar", url: site.server.url }]);
  await visit(page, `${site.server.url}/admin/orders`);
  const root = page.locator('div[lang="fr"][dir="ltr"]').first();
  await expect.poll(() => root.getByRole("heading", { name: "Commandes" }).isVisible()).toBe(true);
  await expect.poll(() => root.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
});

test("products: three active cards from the database, each with its editing form and public page", async () => {
  const { page } = await signedIn();
  await visit(page, `${site.server.url}/admin/products`);
  await expect.poll(() => page.getByText("Actif", { exact: true }).count()).toBe(3);
  const edit = page.getByRole("link", { name: /^Modifier / });
  await expect
    .poll(() => edit.allTextContents())
    .toEqual(["Modifier DigiFact", "Modifier DigiERP", "Modifier DigiMed"]);
  const details = page.getByRole("link", { name: /^Voir les détails/ });
  await expect.poll(() => details.count()).toBe(3);
  await expect.poll(() => details.first().getAttribute("href")).toBe("/solutions/digifact");
  const [popup] = await Promise.all([page.waitForEvent("popup"), details.nth(2).click()]);
  await popup.waitForURL(`${site.server.url}/solutions/digimed`);
  await popup.close();
  await page.getByRole("link", { name: "Ajouter un produit" }).click();
  await page.waitForURL(`${site.server.url}/admin/products/new`);
});

describe("users", () => {
  test("counters, truncated ids, badges, dates and the note on role editing", async () => {
    const { page, errors } = await signedIn();
    await visit(page, `${site.server.url}/admin/users`);
    const counter = (label: string) =>
      page
        .locator("section", { has: page.getByText(label, { exact: true }) })
        .locator("p")
        .nth(1);
    await expect.poll(() => counter("Total").textContent()).toBe("3");
    await expect.poll(() => counter("Administrateurs").textContent()).toBe("2");
    await expect.poll(() => counter("Utilisateurs").textContent()).toBe("1");
    await expect.poll(() => counter("Commerciaux").textContent()).toBe("0");
    await expect.poll(() => counter("Rédacteurs").textContent()).toBe("0");
    const plain = page.getByTestId("role-row").filter({ hasText: "simple@example.tn" });
    await expect.poll(() => plain.locator("code").textContent()).toBe("user-pla…");
    await expect
      .poll(() => plain.locator("span", { hasText: /^Utilisateur$/ }).isVisible())
      .toBe(true);
    const mine = page.getByTestId("role-row").filter({ hasText: site.admin.email });
    await expect
      .poll(() => mine.locator("code").textContent())
      .toBe(`${site.admin.userId.slice(0, 8)}…`);
    await expect.poll(() => mine.getByText("Admin", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => mine.textContent()).toMatch(/\d{1,2} [a-zéû]+\.? \d{4}/);
    await expect
      .poll(() =>
        page
          .getByText("Un compte sans rôle peut recevoir de nouveau un rôle.", {
            exact: false,
          })
          .isVisible(),
      )
      .toBe(true);
    expect(errors).toEqual([]);
  });

  test("create an administrator: empty fields, success, duplicate; the new one can sign in", async () => {
    const { page } = await signedIn();
    await visit(page, `${site.server.url}/admin/users`);
    // The dialog checks with the server's schema: nothing is posted until it passes.
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    await page.getByRole("button", { name: "Créer un compte" }).click();
    const dialog = page.getByRole("dialog", { name: "Créer un compte" });
    const email = dialog.getByLabel("Email");
    const password = dialog.getByLabel("Mot de passe");
    await expect
      .poll(() => password.getAttribute("aria-describedby"))
      .toBe("new-admin-password-hint");
    await expect
      .poll(() =>
        dialog.getByText("Au moins 10 caractères, pas un mot de passe courant.").isVisible(),
      )
      .toBe(true);
    await dialog.getByRole("button", { name: "Créer" }).click();
    await toast(page, "Veuillez remplir tous les champs");
    await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => email.getAttribute("aria-describedby")).toBe("new-admin-email-error");
    await expect
      .poll(() => page.locator("#new-admin-email-error").textContent())
      .toBe("Veuillez remplir tous les champs");

    // The password policy shows before any round trip, on the field itself.
    await email.pressSequentially("politique@example.tn");
    await password.pressSequentially("azertyuiop");
    await dialog.getByRole("button", { name: "Créer" }).click();
    await toast(page, "Ce mot de passe est trop courant");
    await expect.poll(() => password.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => email.getAttribute("aria-invalid")).toBeNull();
    await expect
      .poll(() => password.getAttribute("aria-describedby"))
      .toBe("new-admin-password-error new-admin-password-hint");
    await expect
      .poll(() => page.locator("#new-admin-password-error").textContent())
      .toBe("Ce mot de passe est trop courant : choisissez-en un autre");
    await password.fill("");
    await password.pressSequentially("court");
    await dialog.getByRole("button", { name: "Créer" }).click();
    await page
      .locator("#new-admin-password-error", { hasText: "au moins 10 caractères" })
      .waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe("new-admin-password");
    expect(posts).toEqual([]);
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await dialog.waitFor({ state: "hidden" });

    const fresh = adminCredentials("nouveau");
    await page.getByRole("button", { name: "Créer un compte" }).click();
    // Reopened, the dialog starts clean.
    await expect.poll(() => email.getAttribute("aria-invalid")).toBeNull();
    await email.pressSequentially(fresh.email);
    await password.pressSequentially(fresh.password);
    await dialog.getByRole("button", { name: "Créer" }).click();
    await toast(page, "Administrateur créé avec succès");
    await dialog.waitFor({ state: "hidden" });
    await page.getByTestId("role-row").filter({ hasText: fresh.email }).waitFor();

    await page.getByRole("button", { name: "Créer un compte" }).click();
    await email.pressSequentially(fresh.email);
    await password.pressSequentially(fresh.password);
    await dialog.getByRole("button", { name: "Créer" }).click();
    await toast(page, "Un compte existe déjà avec cet email");
    await expect.poll(() => dialog.isVisible()).toBe(true);

    const other = await newPage(site.browser);
    await signInAs(other.page, site.server, fresh);
    expect(other.page.url()).toBe(`${site.server.url}/admin`);
  });

  test("remove a role after confirming; none offered for one's own; two admins removing each other leave one", async () => {
    const { page } = await signedIn();
    await visit(page, `${site.server.url}/admin/users`);
    const confirmRemoval = async (row: ReturnType<Page["getByTestId"]>) => {
      await row.getByRole("button", { name: /^Retirer le rôle de / }).click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: "Retirer le rôle", exact: true })
        .click();
    };
    const plain = page.getByTestId("role-row").filter({ hasText: "simple@example.tn" });
    await confirmRemoval(plain);
    await toast(page, "Rôle supprimé avec succès");
    // The account stays, without a role, ready to be given one again.
    await plain.locator("span", { hasText: "Aucun rôle" }).waitFor();

    const mine = page.getByTestId("role-row").filter({ hasText: site.admin.email });
    await expect.poll(() => mine.getByRole("button").count()).toBe(0);

    // Leave exactly two administrators (me and my colleague), then both remove each other at once.
    const nouveau = page.getByTestId("role-row").filter({ hasText: /nouveau-/ });
    await confirmRemoval(nouveau);
    await nouveau.locator("span", { hasText: "Aucun rôle" }).waitFor();
    const myCookie = await sessionCookie(site.server, site.admin);
    const colleagueCookie = await sessionCookie(site.server, colleague);
    /** The role id in the row of `userId`, as `cookie`'s owner sees the page. */
    const roleIdOf = async (cookie: string, userId: string) => {
      const html = await (
        await fetch(`${site.server.url}/admin/users`, { headers: { cookie } })
      ).text();
      const row = html.split('data-testid="role-row"').find((r) => r.includes(userId.slice(0, 8)));
      return row!.match(/name="id" value="([0-9a-f-]{36})"/)![1]!;
    };
    const del = (cookie: string, id: string) =>
      fetch(`${site.server.url}/admin/users.data`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, origin: site.server.url },
        body: new URLSearchParams({ intent: "delete-role", id }),
      });
    const [colleagueRole, myRole] = await Promise.all([
      roleIdOf(myCookie, colleague.userId),
      roleIdOf(colleagueCookie, site.admin.userId),
    ]);
    const [a, b] = await Promise.all([del(myCookie, colleagueRole), del(colleagueCookie, myRole)]);
    const succeeded = [a, b].filter((r) => r.status === 200).length;
    expect(succeeded).toBe(1);
    // Exactly one of the two still opens the users page.
    const pages = await Promise.all(
      [myCookie, colleagueCookie].map((cookie) =>
        fetch(`${site.server.url}/admin/users`, { headers: { cookie }, redirect: "manual" }),
      ),
    );
    expect(pages.filter((r) => r.status === 200)).toHaveLength(1);
  });
});

describe("settings", () => {
  test("toggles persist per administrator; SMTP configured; language and time zone; 2FA and password dialogs", async () => {
    const { page, errors } = await signedIn();
    await visit(page, `${site.server.url}/admin/settings`);
    const ordersToggle = page.getByRole("switch", {
      name: "Notifications par email des nouvelles commandes",
    });
    const appointmentsToggle = page.getByRole("switch", { name: "Notifications de rendez-vous" });
    await expect.poll(() => ordersToggle.isChecked()).toBe(true);
    await expect.poll(() => appointmentsToggle.isChecked()).toBe(true);
    // A switch saves as it changes, without the button (which still saves on demand).
    await ordersToggle.focus();
    await page.keyboard.press("Space");
    await toast(page, "Paramètres enregistrés avec succès");
    await expect
      .poll(() => page.getByRole("button", { name: "Enregistrer les paramètres" }).isEnabled())
      .toBe(true);
    await page.reload();
    await expect.poll(() => ordersToggle.isChecked()).toBe(false);
    await expect.poll(() => appointmentsToggle.isChecked()).toBe(true);

    await expect.poll(() => page.getByText("Configuré", { exact: true }).count()).toBe(3);
    const html = await page.content();
    expect(html).not.toContain(site.smtp.url);
    expect(html).not.toContain("noreply@example.tn");
    await expect.poll(() => page.getByText("Français").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Africa/Tunis").isVisible()).toBe(true);

    // The two-factor state shows on the page, not only inside its dialog.
    const twoFactorState = page
      .getByRole("definition")
      .filter({ hasText: /^(Activée|Désactivée)$/ });
    await expect.poll(() => twoFactorState.textContent()).toBe("Désactivée");
    await page.getByRole("button", { name: "Configurer la 2FA" }).click();
    const twoFa = page.getByRole("dialog", { name: "Double authentification (2FA)" });
    await twoFa.getByRole("button", { name: "Configurer la double authentification" }).waitFor();
    await twoFa.getByLabel("Mot de passe").fill(site.admin.password);
    await twoFa.getByRole("button", { name: "Configurer la double authentification" }).click();
    await twoFa.getByRole("img", { name: "QR code de la double authentification" }).waitFor();
    await page.keyboard.press("Escape");
    await twoFa.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Changer le mot de passe" }).click();
    const password = page.getByRole("dialog", { name: "Changer le mot de passe" });
    await password.getByLabel("Mot de passe actuel").waitFor();
    await password.getByRole("button", { name: "Fermer" }).click();
    await password.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
  });

  test("the worker obeys the toggles: a new order mails nobody who turned it off", async () => {
    // me: orders off (previous test); colleague lost the admin role; a third admin has defaults.
    const third = await (async () => {
      const { page } = await signedIn();
      await visit(page, `${site.server.url}/admin/users`);
      const creds = adminCredentials("troisieme");
      await page.getByRole("button", { name: "Créer un compte" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Email").fill(creds.email);
      await dialog.getByLabel("Mot de passe").fill(creds.password);
      await dialog.getByRole("button", { name: "Créer" }).click();
      await toast(page, "Administrateur créé avec succès");
      return creds;
    })();
    const reference = await placeOrder(site.server.url, { customer_name: "Commande Notifiée" });
    const mail = await mailTo(third.email);
    expect(mail.raw).toContain(reference);
    // Once the worker has sent everything it would, nobody else got it.
    await outboxDrained(site.server);
    const aboutThisOrder = site.smtp.received.filter((m) => m.raw.includes(reference));
    expect(aboutThisOrder.flatMap((m) => m.to)).not.toContain(site.admin.email);
  });

  test("a status change mails the customer through the outbox", async () => {
    const { page } = await signedIn();
    await placeOrder(site.server.url, {
      customer_name: "Client Informé",
      email: "client.informe@example.tn",
    });
    await visit(page, `${site.server.url}/admin/orders?q=Client Informé`);
    await page.getByRole("button", { name: "Confirmer — Client Informé" }).click();
    await toast(page, "Statut mis à jour avec succès");
    const mail = await mailTo("client.informe@example.tn");
    expect(mail.raw).toMatch(/confirm/i);
  });
});
