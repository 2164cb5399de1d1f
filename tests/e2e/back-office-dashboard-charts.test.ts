import { expect, test } from "vitest";
import { appointments, orders } from "../../db/schema";
import { axeViolations } from "../support/axe";
import { DESKTOP, PHONE } from "../support/browser";
import { adminSite } from "../support/site";
import { signedInPage } from "../support/admin";
import { appointment, order, seed } from "./back-office-support";

const DAY = 86_400_000;

const site = adminSite({
  label: "charts",
  prepare: async (dataDir) => {
    await seed(dataDir, async ({ db }) => {
      await db
        .insert(orders)
        .values([
          order({ productName: "DigiERP", deploymentType: "cloud", phone: "+216 55 111 222" }),
          order({ productName: "DigiERP", deploymentType: "local", language: "ar" }),
          order({ productName: "DigiMed", createdAt: new Date(Date.now() - 14 * DAY) }),
        ]);
      await db.insert(appointments).values([
        appointment({
          phone: "55 111 222",
          status: "done",
          createdAt: new Date(Date.now() - 3 * DAY),
          preferredDate: new Date(Date.now() - DAY).toISOString().slice(0, 10),
        }),
        appointment({ service: "consultation", language: "ar" }),
      ]);
    });
  },
});

test("the dashboard draws the last weeks, and each picture's numbers open as a table from the keyboard", async () => {
  const { page, errors } = await signedInPage(site.browser, site.server, site.admin);
  const section = page.getByRole("region", { name: "Évolution de l'activité" });
  await section.waitFor();

  const weekly = section.getByRole("figure", { name: "Commandes et rendez-vous par semaine" });
  await expect.poll(() => weekly.locator("rect").count()).toBe(24);
  const products = section.getByRole("figure", { name: "Commandes par produit" });
  // Tab to the table's disclosure and open it with the keyboard.
  const summary = products.locator("summary");
  await summary.focus();
  await page.keyboard.press("Enter");
  const table = products.getByRole("table", { name: "Commandes par produit" });
  await table.waitFor();
  await expect
    .poll(() => table.locator("tbody tr").allInnerTexts())
    .toEqual(["DigiERP\t1\t1", "DigiMed\t1\t0"]);
  await expect
    .poll(() => table.locator("thead th").allInnerTexts())
    .toEqual(["Produit", "Installation locale", "Version Cloud"]);

  const languages = section.getByRole("figure", { name: "Langue des visiteurs" });
  await expect.poll(() => languages.innerText()).toContain("40\u202F% en arabe");
  const demos = section.getByRole("figure", { name: "Démonstrations suivies d'une commande" });
  await expect.poll(() => demos.innerText()).toContain("50\u202F%");
  expect(errors).toEqual([]);
});

test("the pictures hold on a phone and in the dark theme, with no accessibility violation", async () => {
  for (const options of [
    { ...DESKTOP, colorScheme: "light" as const },
    { ...DESKTOP, colorScheme: "dark" as const },
    { ...PHONE, colorScheme: "light" as const },
    { ...PHONE, colorScheme: "dark" as const },
  ]) {
    const { page } = await signedInPage(site.browser, site.server, site.admin, options);
    const section = page.getByRole("region", { name: "Évolution de l'activité" });
    await section.waitFor();
    for (const summary of await section.locator("summary").all()) await summary.click();
    expect(await axeViolations(page), JSON.stringify(options.viewport)).toEqual([]);
    // Nothing wider than the screen: no sideways scrolling of the page.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
      .toBe(true);
    await page.context().close();
  }
}, 240_000);
