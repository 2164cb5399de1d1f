import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { appointments, orders } from "../../db/schema";
import { DESKTOP, newPage, visit } from "../support/browser";
import { adminSite } from "../support/site";
import {
  adminCredentials,
  createUserWithRole,
  signedInPage,
  type Credentials,
} from "../support/admin";
import { appointment, order, seed } from "./back-office-support";

let visitor: Credentials;
let sebastienOrder = { id: "", reference: "" };
let amiraOrderId = "";

const site = adminSite({
  prepare: async (dataDir) => {
    visitor = await createUserWithRole(dataDir, adminCredentials("visitor"), "user");
    await seed(dataDir, async ({ db }) => {
      const [first] = await db
        .insert(orders)
        .values(
          order({
            customerName: "Sébastien Lefèvre",
            phone: "+216 55 111 222",
            city: "Médenine",
            email: "sebastien@example.tn",
          }),
        )
        .returning();
      sebastienOrder = { id: first!.id, reference: first!.reference };
      const [, amira] = await db
        .insert(orders)
        .values([
          order({ customerName: "Sébastien Lefèvre", phone: "0021655111222", city: "Médenine" }),
          order({ customerName: "Amira Ben Salah", phone: "98 000 111", city: "Sousse" }),
        ])
        .returning();
      amiraOrderId = amira!.id;
      await db
        .insert(appointments)
        .values(appointment({ name: "Sébastien Lefèvre", phone: "55-111-222" }));
    });
  },
});

async function signedIn(): Promise<Page> {
  const { page } = await signedInPage(site.browser, site.server, site.admin, DESKTOP);
  return page;
}

async function search(page: Page, text: string) {
  const field = page.getByRole("searchbox", { name: "Rechercher" });
  await field.fill("");
  await field.pressSequentially(text);
  await field.press("Enter");
  await page.waitForURL((url) => url.searchParams.get("q") === text);
}

test("searching orders by a phone typed without spaces finds the order, and names match without accents", async () => {
  const page = await signedIn();
  await visit(page, `${site.server.url}/admin/orders`);
  await search(page, "55111222");
  const rows = page.getByTestId("order-row");
  await expect.poll(() => rows.count()).toBe(2);
  await expect
    .poll(() => rows.allInnerTexts())
    .toEqual([
      expect.stringContaining("Sébastien Lefèvre"),
      expect.stringContaining("Sébastien Lefèvre"),
    ]);
  await search(page, "sebastien");
  await expect.poll(() => rows.count()).toBe(2);
  await search(page, "sousse");
  await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining("Amira")]);
  await page.context().close();
});

test("a 'from' date after the 'to' date is refused with a message", async () => {
  const page = await signedIn();
  const response = await visit(
    page,
    `${site.server.url}/admin/orders?from=2026-05-02&to=2026-05-01`,
  );
  expect(response?.status()).toBe(400);
  await expect
    .poll(() => page.getByRole("alert").innerText())
    .toContain(
      "La date de début («\u202Fdu\u202F») doit être antérieure ou égale à la date de fin",
    );
  const csv = await fetch(`${site.server.url}/admin/export/orders?from=2026-05-02&to=2026-05-01`, {
    headers: { cookie: await cookieHeader(page) },
  });
  expect(csv.status).toBe(400);
  await page.context().close();
});

test("customers: one row per person from the header menu, and a timeline linking to each record", async () => {
  const page = await signedIn();
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Clients" })
    .click();
  await page.getByRole("heading", { name: "Clients", level: 1 }).waitFor();
  const rows = page.getByTestId("customer-row");
  await expect.poll(() => rows.count()).toBe(2);
  const sebastien = rows.filter({ hasText: "Sébastien Lefèvre" });
  await expect.poll(() => sebastien.innerText()).toMatch(/Médenine[\s\S]*2[\s\S]*1/);

  await search(page, "+216 55 111 222");
  await expect.poll(() => rows.count()).toBe(1);
  await sebastien.getByRole("link", { name: "Sébastien Lefèvre" }).click();
  await page.getByRole("heading", { name: "Sébastien Lefèvre", level: 1 }).waitFor();
  const timeline = page.getByRole("list", { name: "Historique du client" });
  await expect.poll(() => timeline.getByTestId("timeline-entry").count()).toBe(3);

  // One tap to reach the person: WhatsApp in international form, with the order named.
  const whatsapp = page.getByRole("link", { name: /WhatsApp/ });
  const href = new URL((await whatsapp.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe("https://wa.me/21655111222");
  expect(href.searchParams.get("text")).toContain("votre commande CMD-");
  // The language of the person's latest visit, which the message above follows.
  await page.getByText("Langue du client", { exact: true }).first().waitFor();
  await expect
    .poll(() => page.getByRole("link", { name: "Appeler" }).getAttribute("href"))
    .toBe("tel:+21655111222");

  await timeline.getByRole("link", { name: `Commande ${sebastienOrder.reference} reçue` }).click();
  await page.waitForURL(`${site.server.url}/admin/orders/${sebastienOrder.id}`);
  await page
    .getByRole("heading", { name: `Commande ${sebastienOrder.reference}`, level: 1 })
    .waitFor();
  await page.context().close();
});

test("an internal note is added with the keyboard alone and shows in the record and the timeline", async () => {
  const page = await signedIn();
  await visit(page, `${site.server.url}/admin/orders/${sebastienOrder.id}`);
  const field = page.getByRole("textbox", { name: "Nouvelle note" });
  await field.waitFor();
  // Tab through the page until the note field has the focus, as a keyboard user does.
  for (let i = 0; i < 60 && !(await field.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type("Préfère être appelé après 17 h");
  await page.keyboard.press("Tab");
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent))
    .toBe("Ajouter la note");
  await page.keyboard.press("Enter");

  const notes = page.getByRole("list", { name: "Notes internes" });
  await expect.poll(() => notes.innerText()).toContain("Préfère être appelé après 17 h");
  await expect.poll(() => notes.innerText()).toContain(site.admin.email);
  // The field is emptied and keeps the focus for the next note.
  await expect.poll(() => field.inputValue()).toBe("");
  await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);

  await page.getByRole("link", { name: "Fiche client et historique complet" }).click();
  const timeline = page.getByRole("list", { name: "Historique du client" });
  await expect.poll(() => timeline.innerText()).toContain("Préfère être appelé après 17 h");
  await page.context().close();
});

test("an empty note posted without the page is refused (400)", async () => {
  const page = await signedIn();
  const response = await page.request.post(`${site.server.url}/admin/orders/${sebastienOrder.id}`, {
    form: { intent: "note", body: "   " },
    headers: { origin: site.server.url },
  });
  expect(response.status()).toBe(400);
  await page.context().close();
});

test("an anonymous visitor is brought back to the page they asked for after signing in", async () => {
  const { page } = await newPage(site.browser, DESKTOP);
  await visit(page, `${site.server.url}/admin/clients?q=sebastien`);
  await page.waitForURL(
    `${site.server.url}/auth?next=${encodeURIComponent("/admin/clients?q=sebastien")}`,
  );
  await page.getByLabel("Email").fill(site.admin.email);
  await page.getByLabel("Mot de passe").fill(site.admin.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL(`${site.server.url}/admin/clients?q=sebastien`);
  await page.getByRole("heading", { name: "Clients", level: 1 }).waitFor();
  await expect.poll(() => page.getByTestId("customer-row").count()).toBe(1);
  await page.context().close();
});

test("a return address outside the back office is ignored", async () => {
  const { page } = await newPage(site.browser, DESKTOP);
  await page.goto(`${site.server.url}/auth?next=${encodeURIComponent("//evil.example/admin")}`);
  await page.getByLabel("Email").fill(site.admin.email);
  await page.getByLabel("Mot de passe").fill(site.admin.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL(`${site.server.url}/admin`);
  await page.context().close();
});

test("a signed-in non-administrator is told why the back office sent them away", async () => {
  const { page } = await newPage(site.browser, DESKTOP);
  await page.goto(`${site.server.url}/auth`);
  await page.getByLabel("Email").fill(visitor.email);
  await page.getByLabel("Mot de passe").fill(visitor.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  // Signed in, yet no back office: the sign-in page says so at once.
  await page.waitForURL(`${site.server.url}/auth?refus=admin`);
  await visit(page, `${site.server.url}/admin/orders`);
  await page.waitForURL(`${site.server.url}/auth?refus=admin`);
  await expect
    .poll(() => page.getByRole("alert").innerText())
    .toContain(`Le compte ${visitor.email} n'a pas accès à l'administration`);
  await page.context().close();
});

test("an unknown admin address and a missing record answer 404 inside the back office", async () => {
  const page = await signedIn();
  const unknown = await visit(page, `${site.server.url}/admin/nulle-part`);
  expect(unknown?.status()).toBe(404);
  await page.getByRole("heading", { name: "Page introuvable", level: 1 }).waitFor();
  await page.getByRole("navigation", { name: "Administration" }).waitFor();
  await expect
    .poll(() => page.getByRole("link", { name: "Retour au tableau de bord" }).count())
    .toBe(1);

  const missing = await page.goto(
    `${site.server.url}/admin/orders/00000000-0000-4000-8000-000000000000`,
  );
  expect(missing?.status()).toBe(404);
  await expect.poll(() => page.getByRole("main").innerText()).toContain("Commande introuvable");
  await page.getByRole("link", { name: "Retour aux commandes" }).click();
  await page.getByRole("heading", { name: "Commandes", level: 1 }).waitFor();

  const noCustomer = await visit(page, `${site.server.url}/admin/clients/00000000`);
  expect(noCustomer?.status()).toBe(404);
  await page.getByRole("link", { name: "Retour aux clients" }).waitFor();
  await page.context().close();
});

test("the back office is French and left-to-right even with the Arabic language cookie", async () => {
  const page = await signedIn();
  await page.context().addCookies([{ name: "language", value: "ar", url: site.server.url }]);
  for (const path of ["/admin/clients", "/admin/nulle-part", "/auth"]) {
    await page.goto(`${site.server.url}${path}`);
    const html = await page.evaluate(() => [
      document.documentElement.lang,
      document.documentElement.dir,
    ]);
    expect(html, path).toEqual(["fr", "ltr"]);
  }
  await page.context().close();
});

async function cookieHeader(page: Page): Promise<string> {
  return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
}

test("erasure on request: the dialog names the person and what goes; afterwards nothing of them is listed", async () => {
  const page = await signedIn();
  await visit(page, `${site.server.url}/admin/clients`);
  await page.getByRole("link", { name: "Amira Ben Salah" }).click();
  await page.getByRole("heading", { name: "Amira Ben Salah", level: 1 }).waitFor();
  await page.getByRole("button", { name: "Effacer les données de ce client" }).click();
  const dialog = page.getByRole("dialog", { name: "Effacer les données du client" });
  await dialog.waitFor();
  await expect
    .poll(() => dialog.textContent())
    .toContain(
      "Effacer définitivement les données de «\u202FAmira Ben Salah\u202F»\u202F? Seront anonymisés 1 commande et 0 rendez-vous",
    );
  // «Retour» changes nothing.
  await dialog.getByRole("button", { name: "Retour" }).click();
  await dialog.waitFor({ state: "hidden" });
  await page.getByRole("button", { name: "Effacer les données de ce client" }).click();
  await dialog.getByRole("button", { name: "Oui, effacer définitivement" }).focus();
  await page.keyboard.press("Enter");
  // Back on the list, the message carried across the redirect says it was done.
  await page
    .locator("[data-sonner-toast]")
    .filter({ hasText: "Les données du client ont été effacées." })
    .waitFor();
  expect(new URL(page.url()).pathname).toBe("/admin/clients");
  await expect.poll(() => page.getByText("Amira Ben Salah").count()).toBe(0);
  await visit(page, `${site.server.url}/admin/orders?q=Amira`);
  await page.getByText("0 commandes au total").or(page.getByText("0 commande au total")).waitFor();

  // The anonymised order says it was erased, when and at whose request, and offers nothing that needs her.
  await visit(page, `${site.server.url}/admin/orders/${amiraOrderId}`);
  const notice = page.getByTestId("erasure");
  await expect
    .poll(() => notice.textContent())
    .toMatch(
      /^Données personnelles effacées le .+, à la demande de la personne \(effacement fait par .+@.+\)\. Aucune action n'est plus possible sur ce dossier\.$/,
    );
  await expect
    .poll(() => page.getByRole("list", { name: "Historique des statuts" }).textContent())
    .toContain("à la demande de la personne");
  const main = page.getByRole("main");
  for (const name of [/^Confirmer/, /^Annuler/, "Modifier les coordonnées", /^Appeler/]) {
    await expect
      .poll(() => main.getByRole("button", { name }).count(), { message: String(name) })
      .toBe(0);
    await expect
      .poll(() => main.getByRole("link", { name }).count(), { message: String(name) })
      .toBe(0);
  }
  await visit(page, `${site.server.url}/admin/orders`);
  const row = page.getByTestId("order-row").filter({ hasText: "Anonyme" });
  await expect.poll(() => row.getByRole("button").count()).toBe(0);
});
