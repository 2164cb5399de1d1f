import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { hydrated, newPage, visit } from "../support/browser";
import { adminSite } from "../support/site";
import { adminCredentials, createUserWithRole, signInAs, type Credentials } from "../support/admin";
import { appointment, order, seed } from "./back-office-support";
import { orders, appointments } from "../../db/schema";

/**
 * A sales team in a real browser: a salesperson sees only their part of the
 * back office, finds the request assigned to them under «Mes demandes»,
 * logs a call, and the dashboard shows the response time; an editor changes
 * a price and cannot see the orders.
 */
let sales: Credentials & { userId: string };
let editor: Credentials & { userId: string };
const DAY = 24 * 3600 * 1000;

const site = adminSite({
  label: "patronne",
  prepare: async (dataDir) => {
    sales = await createUserWithRole(dataDir, adminCredentials("commercial"), "sales");
    editor = await createUserWithRole(dataDir, adminCredentials("redactrice"), "editor");
    await seed(dataDir, async ({ db }) => {
      const arrived = new Date(Date.now() - 2 * DAY);
      await db
        .insert(orders)
        .values([
          order({ customerName: "Karim Mansour", ownerUserId: sales.userId, createdAt: arrived }),
          order({ customerName: "Olfa Gharbi", phone: "+216 55 000 111", createdAt: arrived }),
        ]);
      await db.insert(appointments).values(appointment({ createdAt: arrived }));
    });
  },
});

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

async function menu(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 1280, height: 900 });
  return page
    .getByRole("navigation", { name: "Administration", exact: true })
    .getByRole("link")
    .allTextContents();
}

test("a salesperson sees only their part, takes the request assigned to them, logs a call; the dashboard shows the response time", async () => {
  const { page } = await newPage(site.browser);
  await signInAs(page, site.server, sales);
  await expect
    .poll(() => menu(page))
    .toEqual([
      "Tableau de bord",
      "À faire",
      "Rendez-vous",
      "Agenda",
      "Commandes",
      "Clients",
      "Paramètres",
    ]);
  // A page outside their part: 403 inside the back office, menu kept.
  await visit(page, `${site.server.url}/admin/products`);
  await page.getByRole("heading", { name: "Accès refusé" }).waitFor();
  await page.getByText("Votre rôle ne donne pas accès à cette page.").waitFor();
  await expect.poll(() => menu(page)).toContain("Commandes");

  // «Mes demandes»: only the order assigned to them.
  await visit(page, `${site.server.url}/admin/orders`);
  await expect.poll(() => page.getByRole("link", { name: "Exporter en CSV" }).count()).toBe(0);
  // On a desktop the filters are open.
  await page.getByLabel("Demandes").selectOption("1");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await page.waitForURL(/mine=1/);
  await expect.poll(() => page.getByTestId("order-row").count()).toBe(1);
  await expect.poll(() => page.getByTestId("order-row").textContent()).toContain("Karim Mansour");
  // Two days without an answer: past the promise.
  await expect.poll(() => page.getByTestId("past-promise").count()).toBe(1);

  await page.getByRole("link", { name: "Karim Mansour" }).click();
  await page.getByRole("heading", { name: /^Commande CMD-/ }).waitFor();
  await hydrated(page);
  await expect.poll(() => page.getByTestId("owner").textContent()).toBe(sales.email);
  const summary = page.getByLabel("Résumé de l'appel");
  await summary.pressSequentially("Rappelé : installation souhaitée lundi.");
  await page.getByRole("button", { name: "Noter l'appel" }).click();
  await toast(page, "Appel noté").waitFor();
  await expect
    .poll(() => page.getByTestId("call").textContent())
    .toContain("installation souhaitée lundi");

  // The dashboard: their first response counted, in working hours.
  await visit(page, `${site.server.url}/admin`);
  const perPerson = page.getByRole("table", { name: "Délai de première réponse par personne" });
  await expect.poll(() => perPerson.textContent()).toContain(sales.email);
  const overall = await page.getByTestId("response-overall").textContent();
  expect(overall).toMatch(/Médiane\d+\s(min|h)/);
  // Two requests still wait past the promise (the other order, the appointment).
  expect(overall).toMatch(/En attente hors délai2/);
});

test("an editor changes a price and cannot see the orders", async () => {
  const { page } = await newPage(site.browser);
  await page.goto(`${site.server.url}/auth`);
  await page.getByLabel("Email").pressSequentially(editor.email);
  await page.getByLabel("Mot de passe").pressSequentially(editor.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  // The dashboard is not theirs: they land on the products.
  await page.waitForURL(`${site.server.url}/admin/products`);
  await page.getByRole("heading", { name: "Produits", level: 1 }).waitFor();
  await hydrated(page);
  await expect.poll(() => menu(page)).toEqual(["Produits", "Articles", "Contenu", "Paramètres"]);

  await page.getByRole("link", { name: "Modifier DigiERP" }).click();
  await page.getByRole("heading", { name: "Modifier DigiERP" }).waitFor();
  const price = page.getByLabel("Prix installation locale (DT HT)", { exact: true });
  await price.fill("");
  await price.pressSequentially("715");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await page.getByText("Produit enregistré").waitFor();

  // Orders: refused, whether typed or asked as data.
  await visit(page, `${site.server.url}/admin/orders`);
  await page.getByRole("heading", { name: "Accès refusé" }).waitFor();
  await expect.poll(() => page.getByText("Karim Mansour").count()).toBe(0);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const data = await fetch(`${site.server.url}/admin/orders.data?_routes=routes/admin/orders`, {
    headers: { cookie },
  });
  expect(await data.text()).not.toContain("Karim");

  // The public site shows the new price.
  const { page: visitor } = await newPage(site.browser);
  await visitor.goto(`${site.server.url}/solutions/digierp`);
  await expect.poll(() => visitor.locator("main").textContent()).toContain("715 DT");
});

test("the administrator's journal shows who did what, from where", async () => {
  const { page } = await newPage(site.browser);
  await signInAs(page, site.server, site.admin);
  await visit(page, `${site.server.url}/admin/journal`);
  await page.getByRole("heading", { name: "Journal", level: 1 }).waitFor();
  const rows = page.getByTestId("audit-row");
  await expect.poll(() => rows.count()).toBeGreaterThan(2);
  const text = await page.locator("main").textContent();
  expect(text).toContain("Appel noté");
  expect(text).toContain("Contenu publié");
  expect(text).toContain("Connexion");
  expect(text).toContain(sales.email);
  expect(text).not.toContain(sales.password);
});

test("an administrator opens the Audience page to a salesperson on the users page, then closes it", async () => {
  const { page: seller } = await newPage(site.browser);
  await signInAs(seller, site.server, sales);
  // A snapshot on purpose, once the dashboard is drawn: the menu must not offer it at all.
  expect(await menu(seller)).not.toContain("Audience");
  await visit(seller, `${site.server.url}/admin/audience`);
  await seller.getByRole("heading", { name: "Accès refusé" }).waitFor();

  const { page: admin } = await newPage(site.browser);
  await signInAs(admin, site.server, site.admin);
  await visit(admin, `${site.server.url}/admin/users`);
  await hydrated(admin);
  const access = admin
    .getByTestId("role-row")
    .filter({ hasText: sales.email })
    .getByRole("switch", { name: /Accès à l'audience pour/ });
  await expect.poll(() => access.isChecked()).toBe(false);
  // No switch for an editor: the grant is a salesperson's.
  await expect
    .poll(() =>
      admin.getByTestId("role-row").filter({ hasText: editor.email }).getByRole("switch").count(),
    )
    .toBe(0);
  await access.focus();
  await admin.keyboard.press("Space");
  await toast(admin, `${sales.email} a maintenant accès à l'audience.`).waitFor();
  await expect.poll(() => access.isChecked()).toBe(true);

  await visit(seller, `${site.server.url}/admin`);
  await expect.poll(() => menu(seller)).toContain("Audience");
  await seller
    .getByRole("navigation", { name: "Administration", exact: true })
    .getByRole("link", { name: "Audience" })
    .click();
  await seller.getByRole("heading", { name: "Audience", level: 1 }).waitFor();

  await access.focus();
  await admin.keyboard.press("Space");
  await toast(admin, `${sales.email} n'a plus accès à l'audience.`).waitFor();
  await expect.poll(() => access.isChecked()).toBe(false);
  await visit(seller, `${site.server.url}/admin/audience`);
  await seller.getByRole("heading", { name: "Accès refusé" }).waitFor();
  // A snapshot on purpose, once the refusal is drawn: the menu must not offer it at all.
  expect(await menu(seller)).not.toContain("Audience");

  // Written to the journal like a role change.
  await visit(admin, `${site.server.url}/admin/journal`);
  await admin.getByRole("heading", { name: "Journal", level: 1 }).waitFor();
  const journal = await admin.locator("main").textContent();
  expect(journal).toContain("Accès accordé");
  expect(journal).toContain("Accès retiré");
});
