import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { newPage, validity, visit } from "../support/browser";
import { adminSite } from "../support/site";
import {
  adminCredentials,
  createAdminUser,
  signedInPage,
  type Credentials,
} from "../support/admin";

let colleague: Credentials;

const site = adminSite({
  label: "moi",
  prepare: async (dataDir) => {
    colleague = await createAdminUser(dataDir, adminCredentials("collegue"));
  },
});

async function openEditor(who: Credentials, product: string): Promise<Page> {
  const { page } = await signedInPage(site.browser, site.server, who);
  await visit(page, `${site.server.url}/admin/products`);
  await page.getByRole("link", { name: `Modifier ${product}` }).click();
  await page.getByRole("heading", { name: `Modifier ${product}` }).waitFor();
  return page;
}

async function typeInto(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill("");
  await field.pressSequentially(value);
}

test("a product's illustration is uploaded like an article cover, then shown on its page", async () => {
  const admin = await openEditor(site.admin, "DigiMed");
  // No address to type: a file to choose.
  await expect
    .poll(() => admin.getByRole("textbox", { name: "Illustration", exact: true }).count())
    .toBe(0);
  const picture = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 80, b: 160 } },
  })
    .png()
    .toBuffer();
  await admin
    .getByLabel("Illustration", { exact: true })
    .setInputFiles({ name: "digimed.png", mimeType: "image/png", buffer: picture });
  await admin.getByTestId("cover-state").getByText("Image reçue").waitFor();
  const image = await admin.getByTestId("cover-image").getAttribute("src");
  expect(image).toMatch(/^\/media\/covers\/[0-9a-f]{20}-640\.webp$/);
  await admin.getByRole("button", { name: "Enregistrer" }).click();
  await admin.getByText("Produit enregistré").waitFor();
  await expect
    .poll(() => admin.getByTestId("product-history").textContent())
    .toContain("Modifié\u202F: Illustration");

  const { page: visitor } = await newPage(site.browser);
  await visitor.goto(`${site.server.url}/solutions/digimed`);
  await expect
    .poll(() => visitor.locator("main img[fetchpriority=high]").getAttribute("src"))
    .toBe(image);
});

test("an administrator changes DigiERP's local price: home, product page and order dialog show it", async () => {
  const admin = await openEditor(site.admin, "DigiERP");
  // French and Arabic side by side, Arabic right-to-left.
  await expect
    .poll(() => admin.getByTestId("texts-ar").locator("textarea").first().getAttribute("dir"))
    .toBe("rtl");
  await typeInto(admin, "Prix installation locale (DT HT)", "675");
  await admin.getByRole("button", { name: "Enregistrer" }).click();
  await admin.getByText("Produit enregistré").waitFor();
  await expect
    .poll(() => admin.getByTestId("product-history").textContent())
    .toContain("Modifié\u202F: Prix installation locale");

  const { page: visitor } = await newPage(site.browser);
  await visitor.goto(`${site.server.url}/`);
  const card = visitor.getByTestId("product-card-digierp");
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => card.textContent()).toContain("675 DT");

  await visitor.goto(`${site.server.url}/solutions/digierp`);
  await expect.poll(() => visitor.locator("main").textContent()).toContain("675 DT");
  await visitor.getByRole("button", { name: "Commander maintenant" }).first().click();
  const dialog = visitor.getByRole("dialog");
  await expect.poll(() => dialog.textContent()).toMatch(/675\sDT\sHT/);

  // What search engines and link previews read follows the price, in both languages.
  for (const [query, price] of [
    ["", /Licence locale 675\sDT HT ou Cloud 550\sDT HT par an\.$/],
    [
      "?lang=ar",
      /ترخيص محلي بـ 675 دينارًا أو نسخة سحابية بـ 550 دينارًا سنويًا، دون احتساب الأداءات\.$/,
    ],
  ] as const) {
    const html = await (await fetch(`${site.server.url}/solutions/digierp${query}`)).text();
    for (const tag of [
      'name="description"',
      'property="og:description"',
      'name="twitter:description"',
    ]) {
      const content = new RegExp(`<meta ${tag} content="([^"]*)"`).exec(html)?.[1];
      expect(content, `${tag}${query}`).toMatch(price);
      expect(content).not.toContain("600");
    }
  }

  await visitor.goto(`${site.server.url}/cgv`);
  // The CGV price table, typeset in French (no-break spaces).
  await expect.poll(() => visitor.locator("table").first().textContent()).toMatch(/675\sDT\sHT/);
});

test("two administrators save the same product: the second is told, nothing is overwritten", async () => {
  const first = await openEditor(site.admin, "DigiMed");
  const second = await openEditor(colleague, "DigiMed");
  await typeInto(first, "Prix Cloud par an (DT HT)", "590");
  await typeInto(second, "Prix Cloud par an (DT HT)", "610");
  await first.getByRole("button", { name: "Enregistrer" }).click();
  await first.getByText("Produit enregistré").waitFor();
  await second.getByRole("button", { name: "Enregistrer" }).click();
  await expect
    .poll(() => second.getByTestId("product-form-error").textContent())
    .toContain("modifié par un autre administrateur");

  const res = await fetch(`${site.server.url}/solutions/digimed`);
  const html = await res.text();
  expect(html).toContain("590 DT");
  expect(html).not.toContain("610 DT");
});

test("a wrong price is refused in the browser with a French message, before any request", async () => {
  const page = await openEditor(site.admin, "DigiFact");
  await typeInto(page, "Prix installation locale (DT HT)", "cent");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  const message = "Prix de l'installation locale : un nombre entier de dinars (par exemple 600).";
  await expect.poll(() => page.getByTestId("product-form-error").textContent()).toBe(message);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
    .toBe("priceLocal");
  // The field itself is marked invalid and read with the message.
  await expect
    .poll(() => validity(page.locator('[name="priceLocal"]')))
    .toEqual({
      invalid: true,
      description: message,
    });
});

test("an administrator adds a product; a visitor finds it everywhere and orders it from its page", async () => {
  const { page: admin } = await signedInPage(site.browser, site.server, site.admin);
  await admin.goto(`${site.server.url}/admin/products`);
  await admin.getByRole("link", { name: "Dupliquer DigiERP" }).click();
  await admin.getByRole("heading", { name: "Ajouter un produit" }).waitFor();
  await typeInto(admin, "Nom", "DigiStock");
  await typeInto(admin, "Adresse (/solutions/…)", "digistock");
  await typeInto(admin, "Prix installation locale (DT HT)", "350");
  const frTitle = admin.getByTestId("texts-fr").getByLabel("Titre de la page");
  await frTitle.fill("");
  await frTitle.pressSequentially("DigiStock");
  const arTitle = admin.getByTestId("texts-ar").getByLabel("Titre de la page");
  await arTitle.fill("");
  await arTitle.pressSequentially("DigiStock");
  await admin.getByRole("button", { name: "Créer le produit" }).click();
  await admin.getByText("Produit enregistré").waitFor();

  const { page: visitor } = await newPage(site.browser);
  await visitor.goto(`${site.server.url}/`);
  // The navigation's dropdown, the home card, the sitemap.
  await visitor.getByRole("button", { name: "Solutions" }).first().click();
  await visitor.getByRole("link", { name: "DigiStock" }).first().waitFor();
  const card = visitor.getByTestId("product-card-digistock");
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => card.textContent()).toContain("350 DT");
  const sitemap = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${site.server.url}/solutions/digistock?lang=ar`);

  await visitor.goto(`${site.server.url}/solutions/digistock`);
  await visitor.getByRole("button", { name: "Commander maintenant" }).first().click();
  const dialog = visitor.getByRole("dialog", { name: "Commander DigiStock" });
  await dialog.waitFor();
  for (const [label, value] of [
    ["Nom complet", "Hela Gharbi"],
    ["Téléphone", "22 333 444"],
    ["Ville", "Nabeul"],
    ["Adresse complète", "3 rue des Orangers"],
  ]) {
    await visitor.getByLabel(label!).pressSequentially(value!);
  }
  await dialog.getByRole("button", { name: "Confirmer la commande" }).click();
  await expect
    .poll(() => visitor.locator("[data-sonner-toast]").first().textContent())
    .toMatch(/CMD-\d{4}-\d{5}/);

  await admin.goto(`${site.server.url}/admin/orders`);
  await expect.poll(() => admin.locator("main").textContent()).toContain("DigiStock");
});
