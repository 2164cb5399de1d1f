import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { hydrated, launchBrowser, newPage } from "../support/browser";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { adminCredentials, createAdminUser, signInAs, type Credentials } from "../support/admin";
import { readMail } from "../support/mime";
import { ensurePoppler, pdfText } from "../support/poppler";

let server: TestServer;
let browser: Browser;
let smtp: TestSmtp;
let admin: Credentials;
const SHOTS = process.env.MONEY_SHOTS;

beforeAll(async () => {
  ensurePoppler();
  smtp = await startSmtp();
  const dataDir = tempDataDir();
  admin = await createAdminUser(dataDir, adminCredentials());
  server = await startTestServer({ dataDir, env: { SMTP_URL: smtp.url } });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** The base64 PDF part of a raw mail, decoded. */
function pdfAttachment(raw: string): Buffer | null {
  const match = /Content-Type: application\/pdf;[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  return match ? Buffer.from(match[1]!.replace(/\s/g, ""), "base64") : null;
}

test("an Arabic visitor orders DigiERP local with two options, gets the pro-forma, follows the link; the deposit is recorded and counted", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(`${server.url}/solutions/digierp?lang=ar`);
  await hydrated(page);
  await page.getByRole("button", { name: "اطلب الآن" }).first().click();
  const dialog = page.getByRole("dialog", { name: "طلب DigiERP" });
  await dialog.waitFor();
  const type = async (name: string, text: string) =>
    dialog.locator(`[name="${name}"]`).pressSequentially(text);
  await type("customer_name", "سنية الطرابلسي");
  await type("phone", "98 765 432");
  await type("city", "صفاقس");
  await type("address", "نهج الحبيب بورقيبة عدد 12");
  await type("email", "sonia@exemple.tn");
  await type("company_name", "شركة النور للتجارة");
  await type("tax_id", "1234567 a a m 000");
  await dialog.getByRole("checkbox", { name: /دعم هاتفي متميّز/ }).check();
  await dialog.getByRole("checkbox", { name: /وحدة طباعة الكمبيالات/ }).check();
  const summary = dialog.getByTestId("order-summary");
  await expect
    .poll(async () => (await summary.textContent())?.replace(/[\s\u2066\u2069\u202f\u00a0]+/g, " "))
    .toContain("929,200 DT");
  if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/dialog-ar-options.png` });
  await dialog.getByRole("button", { name: "تأكيد الطلب" }).click();
  const success = page.locator("[data-sonner-toast]").filter({ hasText: "تم تسجيل الطلب!" });
  await success.waitFor();
  const reference = /CMD-\d{4}-\d{5}/.exec((await success.textContent())!)![0];

  // The mail: in Arabic, with the pro-forma attached and the order link.
  await expect
    .poll(() => smtp.received.filter((m) => m.to.includes("sonia@exemple.tn")).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const mail = smtp.received.find((m) => m.to.includes("sonia@exemple.tn"))!;
  const body = readMail(mail.raw).body;
  expect(body).toContain(reference);
  const pdf = pdfAttachment(mail.raw);
  expect(pdf).not.toBeNull();
  const text = pdfText(pdf!);
  expect(text).toContain("فاتورة أولية");
  expect(text).toContain("شركة النور للتجارة");
  expect(text).toContain("929,200");
  const link = /https?:\/\/[^\s"<>]+\/ma-commande\/[^\s"<>]+/.exec(body)![0].replace(/&amp;/g, "&");

  // The order page, in Arabic.
  const customer = await newPage(browser);
  await customer.page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
  await customer.page.getByRole("heading", { name: `طلبكم ${reference}` }).waitFor();
  await expect.poll(() => customer.page.locator("html").getAttribute("dir")).toBe("rtl");
  await expect
    .poll(() => customer.page.getByTestId("proforma").textContent())
    .toContain("فاتورة أولية");
  await expect
    .poll(() => customer.page.getByTestId("order-balance").textContent())
    .toContain("غير مدفوعة");
  if (SHOTS) await customer.page.screenshot({ path: `${SHOTS}/order-page-ar.png`, fullPage: true });

  // On a phone nothing scrolls sideways, neither the page nor a part of the
  // pro-forma: each of its lines is a block whose figures carry their column's name.
  await customer.page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() =>
      customer.page.evaluate(() =>
        [document.documentElement, ...document.querySelectorAll("[data-testid=proforma] *")]
          .filter(
            (element) =>
              element === document.documentElement ||
              ["auto", "scroll"].includes(getComputedStyle(element).overflowX),
          )
          .map((element) => element.scrollWidth - element.clientWidth),
      ),
    )
    .toEqual([0, 0]);
  const firstLine = customer.page.getByTestId("proforma").locator("tbody tr").first();
  expect(
    await firstLine
      .locator("td")
      .nth(1)
      .evaluate((td) => getComputedStyle(td, "::before").content),
  ).toBe('"الكمية"');
  await customer.page.setViewportSize({ width: 1280, height: 800 });

  // Printed in the dark theme: the paper gets the light theme and the
  // pro-forma alone, none of the screen's chrome.
  await customer.page.emulateMedia({ colorScheme: "dark" });
  await customer.page.reload();
  await expect.poll(() => customer.page.locator("html").getAttribute("class")).toContain("dark");
  await expect.poll(() => customer.page.getByTestId("cookie-banner").isVisible()).toBe(true);
  await customer.page.emulateMedia({ colorScheme: "dark", media: "print" });
  for (const chrome of [
    customer.page.locator("header").first(),
    customer.page.locator("footer"),
    customer.page.getByTestId("whatsapp-button"),
    customer.page.getByTestId("cookie-banner"),
    customer.page.getByTestId("order-balance"),
  ]) {
    await expect.poll(() => chrome.isVisible()).toBe(false);
  }
  expect(
    await customer.page.evaluate(() => {
      const sheet = getComputedStyle(document.body);
      const proforma = getComputedStyle(document.querySelector("[data-testid=proforma]")!);
      return [sheet.backgroundColor, proforma.backgroundColor, proforma.color];
    }),
  ).toEqual(["rgb(255, 255, 255)", "rgb(255, 255, 255)", "oklch(0.208 0.042 265.755)"]); // white, white, slate-900
  await customer.page.emulateMedia({ colorScheme: "light", media: "screen" });

  // A tampered link: a clear page, no order shown.
  const tampered = await customer.page.goto(
    link.replace(/^https?:\/\/[^/]+/, server.url).replace(/\.1\./, ".2."),
  );
  expect(tampered!.status()).toBe(404);
  await customer.page.getByRole("heading", { name: "رابط غير صالح" }).waitFor();

  // The administrator records the deposit.
  const office = await newPage(browser);
  await signInAs(office.page, server, admin);
  await office.page.goto(`${server.url}/admin/orders`);
  await office.page.getByRole("link", { name: "سنية الطرابلسي" }).click();
  await office.page.getByRole("heading", { name: `Commande ${reference}` }).waitFor();
  await hydrated(office.page);
  const amount = office.page.getByLabel("Montant (DT)");
  await amount.pressSequentially("-5");
  await office.page.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await office.page.getByRole("alert").filter({ hasText: "Le montant n'est pas valide" }).waitFor();
  await amount.fill("");
  await amount.pressSequentially("278,760");
  await office.page
    .getByLabel("Référence (virement, n° de chèque)")
    .pressSequentially("VIR-2026-118");
  await office.page.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect
    .poll(() => office.page.getByTestId("payment-state").first().textContent())
    .toBe("Acompte reçu");
  await expect.poll(() => office.page.getByTestId("payment").textContent()).toContain(admin.email);
  if (SHOTS) await office.page.screenshot({ path: `${SHOTS}/admin-payments.png`, fullPage: true });
  // Printed, the order stands alone: no header or navigation of the back office.
  await office.page.emulateMedia({ media: "print" });
  await expect.poll(() => office.page.getByRole("banner").isVisible()).toBe(false);
  await expect
    .poll(() => office.page.getByRole("heading", { name: `Commande ${reference}` }).isVisible())
    .toBe(true);
  await office.page.emulateMedia({ media: "screen" });

  // The dashboard counts it.
  await office.page.goto(`${server.url}/admin`);
  await expect.poll(() => office.page.getByTestId("money-Acomptes reçus").textContent()).toBe("1");
  await expect
    .poll(async () =>
      (await office.page.getByTestId("money-Encaissé ce mois-ci").textContent())?.replace(
        /\s/g,
        " ",
      ),
    )
    .toBe("278,760 DT");
  if (SHOTS) await office.page.screenshot({ path: `${SHOTS}/admin-dashboard.png`, fullPage: true });

  // The customer sees the payment.
  await customer.page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
  await expect
    .poll(() => customer.page.getByTestId("order-balance").textContent())
    .toContain("التسبقة مقبوضة");
  expect(errors).toEqual([]);
  // A walk through the shop, the mail, the order page and the back office: slow on a busy machine.
}, 240_000);

test("without JavaScript «Commander maintenant» leads to the order form as a page, which answers in the page", async () => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/solutions/digifact`);
    await page.getByRole("button", { name: "Commander maintenant" }).click();
    await page.waitForURL(/\/commander\/digifact\??$/);
    await page.getByRole("heading", { name: "Commander DigiFact", level: 1 }).waitFor();
    await page.getByLabel("Nom complet").pressSequentially("Hela Mansour");
    await page.getByLabel("Téléphone").pressSequentially("71 000 111");
    await page.getByLabel("Ville").pressSequentially("Ariana");
    await page.getByLabel("Adresse complète").pressSequentially("Rue du Lac");
    await page.getByLabel("Matricule fiscal (facultatif)").pressSequentially("12345");
    await page.getByRole("checkbox", { name: /Support téléphonique premium/ }).check();
    // The summary is drawn by the server with the rates of the day (the product alone).
    await expect
      .poll(async () =>
        (await page.getByTestId("order-summary").textContent())?.replace(/[\u202f\u00a0]/g, " "),
      )
      .toContain("Total TTC190,210 DT");
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/order-form-nojs-fr-phone.png`, fullPage: true });
    await page.getByRole("button", { name: "Confirmer la commande" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "Le matricule fiscal n'est pas valide" })
      .waitFor();
    await expect.poll(() => page.getByLabel("Nom complet").inputValue()).toBe("Hela Mansour");
    await page.getByLabel("Matricule fiscal (facultatif)").fill("");
    await page.getByLabel("Matricule fiscal (facultatif)").pressSequentially("7654321B/A/P/000");
    await page.getByRole("button", { name: "Confirmer la commande" }).click();
    const done = page.getByRole("status").filter({ hasText: "Commande enregistrée !" });
    await done.waitFor();
    await expect.poll(() => done.textContent()).toMatch(/CMD-\d{4}-\d{5}/);
  } finally {
    await context.close();
  }
});
