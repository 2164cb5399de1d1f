import { expect, test } from "vitest";
import type { Page, Route } from "playwright-core";
import { formsDictionary } from "../../app/i18n/forms";
import type { Language } from "../../app/i18n/language";
import { newPage, hydrated } from "../support/browser";
import { openDay } from "../support/booking";
import { publicSite } from "../support/site";

/*
 * A dropped connection or a proxy's error page while an appointment is sent:
 * the spec's toast 'Erreur' (« Une erreur est survenue. Veuillez réessayer. »,
 * Arabic on Arabic pages), the form still on screen with what was typed, and
 * a retry that goes through once the network is back.
 */

const site = publicSite();

const PROXY_ERROR_PAGE =
  "<!doctype html><html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>";

const failures: [string, (route: Route) => Promise<void>][] = [
  ["the connection drops", (route) => route.abort("connectionreset")],
  [
    "a proxy answers with its 502 page",
    (route) => route.fulfill({ status: 502, contentType: "text/html", body: PROXY_ERROR_PAGE }),
  ],
];

async function fillForm(page: Page, lang: Language, path: string, name: string, day: string) {
  const { fields } = formsDictionary(lang);
  await page.getByLabel(fields.fullName).pressSequentially(name);
  await page.getByLabel(fields.email).pressSequentially("visiteur@example.tn");
  await page.getByLabel(fields.phone).pressSequentially("71 000 000");
  await page.getByLabel(fields.service).selectOption("digifact");
  await page.getByLabel(fields.date).fill(day);
  if (path === "/reservation") await page.getByLabel(fields.time).selectOption("11:00");
  else await page.getByLabel(fields.time).fill("10:30");
  await page.getByLabel(fields.messageOptional).pressSequentially("Deux postes");
}

// Each test books its own day at the end: a slot holds one appointment.
let nextDay = 5;
for (const lang of ["fr", "ar"] as const) {
  for (const path of ["/reservation", "/rendez-vous"]) {
    const day = openDay(nextDay++);
    test(`${path} (${lang}): a dropped connection and a 502 page show the error toast and keep the form`, async () => {
      const texts = formsDictionary(lang);
      const submitLabel = path === "/reservation" ? texts.pageA.submit : texts.pageB.submit;
      const { page, errors } = await newPage(site.browser);
      await page.goto(`${site.server.url}${path}${lang === "ar" ? "?lang=ar" : ""}`);
      await hydrated(page);
      const name = lang === "ar" ? "نادية الشابي" : "Nadia Chebbi";
      await fillForm(page, lang, path, name, day);

      for (const [, fail] of failures) {
        await page.route(`**${path}.data*`, (route) =>
          route.request().method() === "POST" ? fail(route) : route.continue(),
        );
        // The previous attempt's toast leaves first, so the one found now is this attempt's.
        await expect
          .poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 20_000 })
          .toBe(0);
        await page.getByRole("button", { name: submitLabel }).click();
        await page
          .locator("[data-sonner-toast]")
          .filter({ hasText: texts.appointment.errorTitle })
          .filter({ hasText: texts.appointment.error })
          .waitFor();
        expect(await page.getByText("Unexpected Application Error!").count()).toBe(0);
        expect(await page.getByLabel(texts.fields.fullName).inputValue()).toBe(name);
        expect(await page.getByLabel(texts.fields.messageOptional).inputValue()).toBe(
          "Deux postes",
        );
        expect(await page.getByRole("button", { name: submitLabel }).isEnabled()).toBe(true);
        await page.unrouteAll();
      }

      // The network is back: the same form goes through.
      await page.getByRole("button", { name: submitLabel }).click();
      const success = path === "/reservation" ? texts.pageA.successTitle : texts.pageB.successTitle;
      await page.locator("[data-sonner-toast]").filter({ hasText: success }).waitFor();
      // Only the failed requests the test caused reached the console.
      expect(errors.filter((e) => !/Failed to load resource|502/.test(e))).toEqual([]);
    });
  }
}
