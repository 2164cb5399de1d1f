import { expect, test } from "vitest";
import type { Locator } from "playwright-core";
import { signInAs } from "../support/admin";
import { DESKTOP, newPage } from "../support/browser";
import { adminSite } from "../support/site";

/*
 * A visitor arrives from a campaign link and orders in Arabic; the
 * administrator's Audience page shows the campaign with its visitor and its
 * order. No cookie carries the campaign: the server finds the visit again by
 * the visitor's daily hash when the order is posted (decision 0062).
 */

const site = adminSite();

/**
 * A person's browser. Headless Chromium says «HeadlessChrome» in its user
 * agent, which the bot detection rightly leaves out of the counts.
 */
const PERSON = {
  ...DESKTOP,
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

/** Types as a person does: a click into the field, then one key at a time. */
async function type(field: Locator, value: string) {
  await field.click();
  await field.pressSequentially(value);
}

test("a visit from a campaign link, then an order in Arabic: the Audience page shows the campaign with one conversion", async () => {
  const { page: visitor } = await newPage(site.browser, PERSON);
  await visitor.goto(
    `${site.server.url}/?lang=ar&utm_source=newsletter&utm_medium=email&utm_campaign=hiver-2026`,
  );
  // A link followed inside the site (React Router's client-side navigation) is a page view too.
  await visitor.getByRole("link", { name: "المدونة", exact: true }).first().click();
  await visitor.waitForURL(`${site.server.url}/blog`);
  await visitor.getByRole("heading", { level: 1 }).waitFor();
  await visitor.goto(`${site.server.url}/?lang=ar`);
  await visitor.getByRole("button", { name: "اطلب الآن", exact: true }).first().click();
  const dialog = visitor.getByRole("dialog", { name: "طلب DigiFact" });
  await dialog.waitFor();
  await type(dialog.getByLabel("الاسم واللقب"), "سلمى العياري");
  await type(dialog.getByLabel("الهاتف"), "+216 22 333 444");
  await type(dialog.getByLabel("المدينة"), "نابل");
  await type(dialog.getByLabel("العنوان الكامل"), "4 نهج الياسمين");
  await dialog.getByRole("button", { name: "تأكيد الطلب" }).click();
  await visitor.locator("[data-sonner-toast]").filter({ hasText: "تم تسجيل الطلب!" }).waitFor();

  const { page: admin } = await newPage(site.browser);
  await signInAs(admin, site.server, site.admin);
  await admin.getByRole("navigation").getByRole("link", { name: "Audience" }).first().click();
  await admin.getByRole("heading", { name: "Audience", level: 1 }).waitFor();
  await admin.getByRole("link", { name: "7 jours" }).click();
  await admin.waitForURL(/period=7d/);

  // Counts reach the database within seconds (the server writes them in batches).
  const campaignRow = () =>
    admin.getByTestId("table-Campagne").getByRole("row").filter({ hasText: "hiver-2026" });
  await expect
    .poll(
      async () => {
        await admin.reload();
        return (await campaignRow().count()) > 0
          ? (await campaignRow().innerText()).replace(/\s+/g, " ")
          : "";
      },
      { timeout: 40_000, interval: 2_000 },
    )
    .toMatch(/hiver-2026 Visiteurs 1 Commandes 1 Rendez-vous 0 Taux 100|hiver-2026 1 1 0 100/);
  const sources = admin
    .getByTestId("table-Source")
    .getByRole("row")
    .filter({ hasText: "newsletter" });
  await expect
    .poll(async () => (await sources.innerText()).replace(/\s+/g, " "))
    .toMatch(/newsletter\D+1\D+1\D+0/);
  const languages = admin.getByTestId("table-Langue").getByRole("row").filter({ hasText: "Arabe" });
  await expect
    .poll(async () => (await languages.innerText()).replace(/\s+/g, " "))
    .toMatch(/Arabe\D+1\D+1\D+0/);
  await expect.poll(() => admin.getByTestId("audience-visitors").innerText()).toBe("1");
  // The landing page, the article list and the home page again. The article
  // list was fetched ahead by the prefetch on intent (not counted: it might
  // never have been seen), then shown from it: the page said so once.
  await expect.poll(() => admin.getByTestId("audience-page-views").innerText()).toBe("3");
});
