import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { hydrated, launchBrowser, newPage, PHONE } from "../support/browser";
import { outboxDrained, startTestServer, type TestServer } from "../support/server";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ env: { NOTIFY_EMAIL: "direction@example.com" } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openFromHome(page: Page) {
  await page.goto(server.url);
  // Settled as a visitor sees it: hydrated, with the cookie banner (fetched on demand) drawn,
  // so the banner cannot appear over the button between Playwright's check and its click.
  await hydrated(page);
  await page.getByTestId("cookie-banner").waitFor();
  const button = page.getByRole("button", { name: "Commander", exact: true }).first();
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Commander DigiFact" });
  await dialog.waitFor();
  return { button, dialog };
}

/** The toast with this title, wherever it is shown. */
const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label).fill(value);
  }
}

// The validation toasts' order, the sending state and a failed send are proven
// in app/features/orders/order-dialog.component.test.tsx.
test("home card → dialog: success with the reference, mails to both, reopened empty", async () => {
  const { page, errors } = await newPage(browser);
  const { button, dialog } = await openFromHome(page);
  const submit = dialog.getByRole("button", { name: "Confirmer la commande" });
  await fill(page, {
    "Nom complet": "   Amine Ben Salah ",
    Téléphone: "22 333 444",
    Ville: "Sfax",
    "Adresse complète": "12 rue de la Liberté\nApp. 3",
    "E-mail (optionnel)": "amine@exemple.tn",
  });
  await dialog.getByText("Version Cloud").click();
  await submit.click();
  const success = toast(page, "Commande enregistrée !");
  await success.waitFor();
  const text = await success.textContent();
  expect(text).toContain(
    "Votre commande a été enregistrée avec succès. Nous vous contacterons bientôt.",
  );
  expect(text).toMatch(/CMD-\d{4}-\d{5}/);
  await dialog.waitFor({ state: "detached" });
  // Focus goes back to the button that opened the dialog.
  await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);

  // Reopened: an empty form, deployment back to local.
  await button.click();
  const again = page.getByRole("dialog", { name: "Commander DigiFact" });
  await again.waitFor();
  await expect.poll(() => page.getByLabel("Nom complet").inputValue()).toBe("");
  await expect
    .poll(() => again.getByRole("radio", { name: "Installation locale" }).isChecked())
    .toBe(true);
  expect(errors).toEqual([]);

  // The mails were written as .eml files (no SMTP_URL): administrators and customer.
  const reference = /CMD-\d{4}-\d{5}/.exec(text!)![0];
  const dir = path.join(server.dataDir, "mail");
  await expect
    .poll(() => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".eml")) : []))
    .toHaveLength(2);
  const files = fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), "utf8"));
  expect(files.some((f) => f.includes("To: direction@example.com") && f.includes(reference))).toBe(
    true,
  );
  expect(files.some((f) => f.includes("To: amine@exemple.tn") && f.includes(reference))).toBe(true);
});

test("product page 'Commander maintenant' opens the dialog for that product; Escape closes it", async () => {
  const { page } = await newPage(browser, PHONE);
  await page.goto(`${server.url}/solutions/digimed`);
  await hydrated(page);
  await page.getByTestId("cookie-banner").waitFor();
  const button = page.getByRole("button", { name: "Commander maintenant" });
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Commander DigiMed" });
  await dialog.waitFor();
  // The terms are shown and linked before the visitor confirms (in a new tab: the form stays).
  await expect
    .poll(() => dialog.getByText("En confirmant, vous acceptez nos").textContent())
    .toBe("En confirmant, vous acceptez nos conditions générales de vente.");
  const terms = dialog.getByRole("link", { name: "conditions générales de vente" });
  await expect.poll(() => terms.getAttribute("href")).toBe("/cgv");
  await expect.poll(() => terms.getAttribute("target")).toBe("_blank");
  // Focus stays inside the modal dialog however far one tabs.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press("Tab");
    await expect
      .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
  }
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
});

test("a retry after a lost answer stores one order, not two", async () => {
  const { page } = await newPage(browser);
  const { dialog } = await openFromHome(page);
  let lost = false;
  await page.route("**/api/orders", async (route) => {
    if (route.request().method() !== "POST" || lost) return route.continue();
    lost = true;
    await route.fetch(); // the server stores the order…
    await route.abort("connectionreset"); // …but its answer never arrives
  });
  await fill(page, {
    "Nom complet": "Client Réessai",
    Téléphone: "50 000 000",
    Ville: "Gabès",
    "Adresse complète": "Avenue Farhat Hached",
  });
  const submit = dialog.getByRole("button", { name: "Confirmer la commande" });
  await submit.click();
  await toast(page, "Erreur")
    .filter({ hasText: "Une erreur est survenue lors de l'enregistrement de votre commande" })
    .waitFor();
  await submit.click();
  await toast(page, "Commande enregistrée !").waitFor();

  // One order, hence one administrators' mail (no customer email was given).
  const dir = path.join(server.dataDir, "mail");
  const mailsFor = () =>
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".eml"))
      .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
      .filter((m) => m.includes("Avenue Farhat Hached"));
  await expect.poll(() => mailsFor().length).toBe(1);
  await outboxDrained(server);
  expect(mailsFor()).toHaveLength(1);
});
