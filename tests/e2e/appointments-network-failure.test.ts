import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { manageToken } from "../../app/features/appointments/manage-link.server";
import { formsDictionary } from "../../app/i18n/forms";
import type { Language } from "../../app/i18n/language";
import { newPage, PHONE } from "../support/browser";
import { openDay } from "../support/booking";
import { OUTAGES, startOutageProxy, type OutageProxy } from "../support/outage";
import { publicSite } from "../support/site";

/*
 * Every public form during an outage (the browser offline, the server
 * stopped, a proxy answering 502 to everything): the page stays, header
 * included, with what was typed, and the spec's toast 'Erreur'
 * (« Une erreur est survenue. Veuillez réessayer. », Arabic on Arabic pages)
 * shows; nothing that error path needs is fetched while the site is away.
 * Once it is back, the same form goes through.
 */

const site = publicSite();
let proxy: OutageProxy;
beforeAll(async () => {
  proxy = await startOutageProxy(site.server.url);
});
afterAll(() => proxy?.close());

const query = (lang: Language) => (lang === "ar" ? "?lang=ar" : "");

async function fillAppointment(page: Page, lang: Language, path: string, day: string) {
  const { fields } = formsDictionary(lang);
  await page.getByLabel(fields.fullName).pressSequentially(NAME[lang]);
  await page.getByLabel(fields.email).pressSequentially("visiteur@example.tn");
  await page.getByLabel(fields.phone).pressSequentially("71 000 000");
  await page.getByLabel(fields.service).selectOption("digifact");
  await page.getByLabel(fields.date).fill(day);
  if (path === "/reservation") await page.getByLabel(fields.time).selectOption("11:00");
  else await page.getByLabel(fields.time).fill("10:30");
  await page.getByLabel(fields.messageOptional).pressSequentially("Deux postes");
}

const NAME: Record<Language, string> = { fr: "Nadia Chebbi", ar: "نادية الشابي" };

/** The error toast of this attempt: the previous attempt's leaves first. */
async function noToastLeft(page: Page) {
  await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 20_000 }).toBe(0);
}

/** The page a visitor still has in front of them: no error page, the site's header. */
async function pageStillThere(page: Page) {
  await expect.poll(() => page.getByText("Unexpected Application Error!").count()).toBe(0);
  await expect.poll(() => page.getByText("Application Error").count()).toBe(0);
  await expect.poll(() => page.getByRole("banner").isVisible()).toBe(true);
}

/** Waits for the error toast, then closes it as a visitor would, for the next attempt. */
async function errorToast(scope: Page | Locator, title: string, text: string) {
  const shown = scope
    .locator("[data-sonner-toast]")
    .filter({ hasText: title })
    .filter({ hasText: text });
  await shown.waitFor();
  await shown
    .locator("button[aria-label='Close toast']")
    .click()
    .catch(() => {});
}

/** What a visitor typed, read back from the form. */
async function typedValues(page: Page, lang: Language) {
  const { fields } = formsDictionary(lang);
  return {
    name: await page.getByLabel(fields.fullName).inputValue(),
    message: await page.getByLabel(fields.messageOptional).inputValue(),
  };
}

// Each test books its own day at the end: a slot holds one appointment.
let nextDay = 5;
for (const lang of ["fr", "ar"] as const) {
  for (const path of ["/reservation", "/rendez-vous"]) {
    const day = openDay(nextDay++);
    test(`${path} (${lang}): offline, server stopped, proxy 502: the error toast, the form kept`, async () => {
      const texts = formsDictionary(lang);
      const submitLabel = path === "/reservation" ? texts.pageA.submit : texts.pageB.submit;
      const { page, errors } = await newPage(site.browser, PHONE);
      await page.goto(`${proxy.url}${path}${query(lang)}`);
      await fillAppointment(page, lang, path, day);

      for (const outage of OUTAGES) {
        await noToastLeft(page);
        await proxy.begin(outage, page);
        await page.getByRole("button", { name: submitLabel }).click();
        await errorToast(page, texts.appointment.errorTitle, texts.appointment.error);
        await pageStillThere(page);
        await expect
          .poll(() => typedValues(page, lang), { message: outage })
          .toEqual({
            name: NAME[lang],
            message: "Deux postes",
          });
        await expect
          .poll(() => page.getByRole("button", { name: submitLabel }).isEnabled())
          .toBe(true);
        await proxy.end(page);
      }

      // The site is back: the same form goes through.
      await page.getByRole("button", { name: submitLabel }).click();
      const success = path === "/reservation" ? texts.pageA.successTitle : texts.pageB.successTitle;
      await page.locator("[data-sonner-toast]").filter({ hasText: success }).waitFor();
      // Only the failed requests the test caused reached the console.
      expect(errors.filter((e) => !/Failed to load resource|502/.test(e))).toEqual([]);
    });
  }
}

test("/rendez-vous: a second request that fails keeps its values, as page A does", async () => {
  const texts = formsDictionary("fr");
  const { page } = await newPage(site.browser, PHONE);
  await page.goto(`${proxy.url}/rendez-vous`);
  await fillAppointment(page, "fr", "/rendez-vous", openDay(9));
  await page.getByRole("button", { name: texts.pageB.submit }).click();
  await page.locator("[data-sonner-toast]").filter({ hasText: texts.pageB.successTitle }).waitFor();
  await expect.poll(() => typedValues(page, "fr")).toEqual({ name: "", message: "" });

  await fillAppointment(page, "fr", "/rendez-vous", openDay(10));
  for (const outage of OUTAGES) {
    await noToastLeft(page);
    await proxy.begin(outage, page);
    await page.getByRole("button", { name: texts.pageB.submit }).click();
    await errorToast(page, texts.appointment.errorTitle, texts.appointment.error);
    await pageStillThere(page);
    await expect
      .poll(() => typedValues(page, "fr"), { message: outage })
      .toEqual({
        name: NAME.fr,
        message: "Deux postes",
      });
    await proxy.end(page);
  }
});

for (const lang of ["fr", "ar"] as const) {
  test(`the order dialog (${lang}): offline, server stopped, proxy 502: the error toast in the dialog, the form kept`, async () => {
    const texts = formsDictionary(lang);
    const { page } = await newPage(site.browser, PHONE);
    await page.goto(`${proxy.url}/solutions/digifact${query(lang)}`);
    await page.getByTestId("cookie-banner").waitFor();
    await page.getByTestId("cookie-banner").getByRole("button").first().click();
    await page
      .getByRole("main")
      .getByRole("button", { name: /Commander|اطلب/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await page.getByLabel(texts.fields.fullName).pressSequentially(NAME[lang]);
    await page.getByLabel(texts.fields.phone).pressSequentially("22 333 444");
    await page.getByLabel(texts.fields.city).pressSequentially("Sfax");
    await page.getByLabel(texts.fields.address).pressSequentially("12 rue de la Liberté");

    for (const outage of OUTAGES) {
      await noToastLeft(page);
      await proxy.begin(outage, page);
      await dialog.getByRole("button", { name: texts.order.submit }).click();
      await errorToast(dialog, texts.order.errorTitle, texts.order.error);
      await pageStillThere(page);
      await expect
        .poll(() => page.getByLabel(texts.fields.fullName).inputValue(), { message: outage })
        .toBe(NAME[lang]);
      await expect.poll(() => page.getByLabel(texts.fields.city).inputValue()).toBe("Sfax");
      await proxy.end(page);
    }
  });
}

for (const lang of ["fr", "ar"] as const) {
  test(`the self-service page's cancel button (${lang}): offline, server stopped, proxy 502: the error toast, the appointment kept`, async () => {
    const texts = formsDictionary(lang);
    const { page } = await newPage(site.browser, PHONE);
    // An appointment booked on page A; its id comes back with the confirmation.
    await page.goto(`${proxy.url}/reservation${query(lang)}`);
    await fillAppointment(page, lang, "/reservation", openDay(lang === "fr" ? 11 : 12));
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) =>
          r.request().method() === "POST" && new URL(r.url()).pathname === "/reservation" && r.ok(),
      ),
      page.getByRole("button", { name: texts.pageA.submit }).click(),
    ]);
    // The page the form island reads its answer in: the island's props name the appointment.
    const id =
      /&quot;id&quot;:&quot;([\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12})&quot;/.exec(
        await answer.text(),
      )![1]!;
    const secret = fs.readFileSync(path.join(site.server.dataDir, "secret.key"), "utf8").trim();
    const token = manageToken(id, new Date(Date.now() + 86_400_000), secret);
    await page.goto(`${proxy.url}/mon-rendez-vous/${token}${query(lang)}`);

    for (const outage of OUTAGES) {
      await proxy.begin(outage, page);
      await page.getByRole("button", { name: texts.manage.cancelSubmit }).click();
      await errorToast(page, texts.appointment.errorTitle, texts.appointment.error);
      await noToastLeft(page);
      await pageStillThere(page);
      await expect
        .poll(() => page.locator("[data-status]").getAttribute("data-status"))
        .toBe("pending");
      await expect
        .poll(() => page.getByRole("button", { name: texts.manage.cancelSubmit }).isEnabled())
        .toBe(true);
      await proxy.end(page);
    }

    await page.getByRole("button", { name: texts.manage.cancelSubmit }).click();
    await page.getByText(texts.manage.cancelled).waitFor();
  });
}
