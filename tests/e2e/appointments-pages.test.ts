import { addDays, todayInTunis } from "~/domain/calendar";
import { expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { closureLabel, DEFAULT_RULES, fixedHolidays } from "../../app/domain/availability";
import { formsDictionary } from "../../app/i18n/forms";
import { openDay } from "../support/booking";
import { newPage, PHONE } from "../support/browser";
import { publicSite } from "../support/site";

const site = publicSite();

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });
// Open days (weekdays, not a public holiday): the server refuses the others.
const inDays = (n: number) => (n < 1 ? addDays(todayInTunis(), n) : openDay(n));

async function fillCommon(page: Page) {
  await page.getByLabel("Nom complet").fill("Leila Trabelsi");
  await page.getByLabel("E-mail").fill("leila@clinique.tn");
  await page.getByLabel("Téléphone").fill("71 000 000");
  await page.getByLabel("Entreprise (optionnel)").fill("Clinique du Lac");
}

test("page A: first schema message in a validation toast, then the confirmation screen and back", async () => {
  const { page, errors } = await newPage(site.browser);
  await page.goto(`${site.server.url}/reservation`);
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).textContent())
    .toBe("Prendre Rendez-vous");
  await page.getByRole("heading", { name: "Informations de rendez-vous" }).waitFor();
  await expect
    .poll(() => page.getByLabel("Date souhaitée").getAttribute("min"))
    .toBe(todayInTunis());
  const services = await page
    .getByLabel("Service souhaité")
    .locator("option")
    .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
  expect(services).toEqual(["", "digifact", "digierp", "digimed", "custom", "consultation"]);
  // The free slots of the chosen day (all six on an open day nobody booked yet).
  await page.getByLabel("Date souhaitée").fill(inDays(3));
  const slots = page.getByLabel("Heure souhaitée").locator("option");
  await expect
    .poll(() => slots.evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)))
    .toEqual(["", "09:00", "10:00", "11:00", "14:00", "15:00", "16:00"]);

  const submit = page.getByRole("button", { name: "Confirmer le rendez-vous" });
  await page.getByLabel("Nom complet").fill(" L ");
  await submit.click();
  await toast(page, "Erreur de validation")
    .filter({ hasText: "Le nom doit contenir au moins 2 caractères" })
    .waitFor();
  await fillCommon(page);
  await page.getByLabel("Téléphone").fill("1234");
  await submit.click();
  await toast(page, "Erreur de validation").filter({ hasText: "Numéro invalide" }).waitFor();
  await page.getByLabel("Téléphone").fill("71 000 000");
  await submit.click();
  await toast(page, "Erreur de validation")
    .filter({ hasText: "Veuillez sélectionner un service" })
    .waitFor();

  await page.getByLabel("Service souhaité").selectOption("consultation");
  await page.getByLabel("Date souhaitée").fill(inDays(3));
  await page.getByLabel("Heure souhaitée").selectOption("14:00");
  await submit.click();
  await page.getByRole("heading", { name: "Rendez-vous confirmé !" }).waitFor();
  await toast(page, "Rendez-vous confirmé !")
    .filter({ hasText: "Nous vous contacterons bientôt pour confirmer votre rendez-vous." })
    .waitFor();
  // French times read «14 h 00», as in the mails.
  await expect
    .poll(() => page.getByText("14\u00a0h\u00a000", { exact: true }).isVisible())
    .toBe(true);
  const chosenDay = new Intl.DateTimeFormat("fr-FR", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${inDays(3)}T00:00:00Z`));
  await expect.poll(() => page.getByText(chosenDay, { exact: true }).isVisible()).toBe(true);

  await page.getByRole("link", { name: "Prendre un autre rendez-vous" }).click();
  await page.getByRole("heading", { name: "Informations de rendez-vous" }).waitFor();
  await expect.poll(() => page.getByLabel("Nom complet").inputValue()).toBe("");
  expect(errors).toEqual([]);
});

test("page A: while sending, the button is disabled and says 'Envoi en cours...'", async () => {
  const { page } = await newPage(site.browser);
  await page.goto(`${site.server.url}/reservation`);
  await page.getByRole("heading", { name: "Informations de rendez-vous" }).waitFor();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/reservation", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await fillCommon(page);
  await page.getByLabel("Service souhaité").selectOption("digierp");
  await page.getByLabel("Date souhaitée").fill(inDays(1));
  await page.getByLabel("Heure souhaitée").selectOption("09:00");
  await page.getByRole("button", { name: "Confirmer le rendez-vous" }).click();
  const sending = page.getByRole("button", { name: "Envoi en cours..." });
  await sending.waitFor();
  await expect.poll(() => sending.isDisabled()).toBe(true);
  release();
  await page.getByRole("heading", { name: "Rendez-vous confirmé !" }).waitFor();
});

test("page B: success toast, cleared form, still on the page; cancel goes back in history", async () => {
  const { page, errors } = await newPage(site.browser, PHONE);
  await page.goto(`${site.server.url}/blog`);
  await page.goto(`${site.server.url}/rendez-vous`);
  await page.getByRole("heading", { name: "Formulaire de rendez-vous" }).waitFor();
  for (const title of ["Réponse rapide", "Démonstration en direct", "Gratuit et sans engagement"]) {
    await expect.poll(() => page.getByRole("heading", { name: title }).isVisible()).toBe(true);
  }
  await expect
    .poll(() => page.getByRole("navigation", { name: "Fil d'Ariane" }).textContent())
    .toContain("Rendez-vous");
  await expect.poll(() => page.getByText("Besoin d'une aide immédiate ?").isVisible()).toBe(true);

  await fillCommon(page);
  await page.getByLabel("Service souhaité").selectOption("autre");
  await page.getByLabel("Date souhaitée").fill(inDays(2));
  await page.getByLabel("Heure souhaitée").fill("15:30");
  await page.getByText("Appel téléphonique").click();
  await page.getByLabel("Message (optionnel)").fill("Cabinet de 3 médecins");
  await page.getByRole("button", { name: "Envoyer la demande" }).click();
  await toast(page, "Demande envoyée !")
    .filter({ hasText: "Nous vous contacterons sous 2h pour confirmer votre rendez-vous." })
    .waitFor();
  expect(new URL(page.url()).pathname).toBe("/rendez-vous");
  await expect.poll(() => page.getByLabel("Nom complet").inputValue()).toBe("");
  await expect.poll(() => page.getByLabel("Message (optionnel)").inputValue()).toBe("");

  await page.getByRole("link", { name: "Annuler" }).click();
  await page.waitForURL(`${site.server.url}/blog`);
  expect(errors).toEqual([]);
});

test("page B: the browser's required markers stop an incomplete form", async () => {
  const { page } = await newPage(site.browser);
  await page.goto(`${site.server.url}/rendez-vous`);
  await page.getByRole("heading", { name: "Formulaire de rendez-vous" }).waitFor();
  for (const label of [
    "Nom complet",
    "E-mail",
    "Téléphone",
    "Service souhaité",
    "Date souhaitée",
    "Heure souhaitée",
  ]) {
    await expect
      .poll(() => page.getByLabel(label).getAttribute("required"), { message: label })
      .not.toBeNull();
  }
  await page.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect
    .poll(() =>
      page
        .getByLabel("Nom complet")
        .evaluate((el) => (el as HTMLInputElement).validity.valueMissing),
    )
    .toBe(true);
  expect(new URL(page.url()).pathname).toBe("/rendez-vous");
});

test("without JavaScript both pages post to their action and show the first error or the result", async () => {
  const context = await site.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    // Page A: an error (the server's schema), with the input kept.
    await page.goto(`${site.server.url}/reservation`);
    await page.getByLabel("Nom complet").fill("Leila");
    await page.getByLabel("E-mail").fill("leila@");
    await page.getByRole("button", { name: "Confirmer le rendez-vous" }).click();
    const alert = page.locator("[data-form-notice=error]");
    await alert.waitFor();
    await expect.poll(() => alert.textContent()).toBe("Erreur de validationEmail invalide");
    await expect.poll(() => page.getByLabel("Nom complet").inputValue()).toBe("Leila");

    // A date before today is refused by the server too (the min attribute can be bypassed).
    await page.getByLabel("E-mail").fill("leila@clinique.tn");
    await page.getByLabel("Téléphone").fill("71000000");
    await page.getByLabel("Service souhaité").selectOption("digimed");
    await page.getByLabel("Date souhaitée").evaluate((el, v) => {
      (el as HTMLInputElement).removeAttribute("min");
      (el as HTMLInputElement).value = v;
    }, inDays(-1));
    await page.getByRole("button", { name: "Confirmer le rendez-vous" }).click();
    await page
      .locator("[data-form-notice=error]")
      .filter({ hasText: "antérieure à aujourd'hui" })
      .waitFor();

    // Without JavaScript the server re-renders the free slots of the posted day.
    await page.getByLabel("Date souhaitée").fill(inDays(4));
    await page.getByRole("button", { name: "Afficher les créneaux libres" }).click();
    await page.locator("[data-slots=open]").waitFor();
    await expect.poll(() => page.getByLabel("Nom complet").inputValue()).toBe("Leila");
    await page.getByLabel("Heure souhaitée").selectOption("10:00");
    await page.getByRole("button", { name: "Confirmer le rendez-vous" }).click();
    await page.getByRole("heading", { name: "Rendez-vous confirmé !" }).waitFor();
    await page.getByRole("link", { name: "Prendre un autre rendez-vous" }).click();
    await page.getByRole("heading", { name: "Informations de rendez-vous" }).waitFor();

    // Page B: the success message in the page, and an empty form.
    await page.goto(`${site.server.url}/rendez-vous`);
    await fillCommon(page);
    await page.getByLabel("Service souhaité").selectOption("digifact");
    await page.getByLabel("Date souhaitée").fill(inDays(1));
    await page.getByLabel("Heure souhaitée").fill("09:30");
    await page.getByRole("button", { name: "Envoyer la demande" }).click();
    const notice = page.locator("[data-form-notice=success]");
    await notice.waitFor();
    await expect
      .poll(() => notice.textContent())
      .toBe("Demande envoyée !Nous vous contacterons sous 2h pour confirmer votre rendez-vous.");
    await expect.poll(() => page.getByLabel("Nom complet").inputValue()).toBe("");
  } finally {
    await context.close();
  }
});

test("in Arabic both pages are right-to-left, phone, e-mail and date left-to-right, without widening the page", async () => {
  const { page } = await newPage(site.browser, PHONE);
  for (const path of ["/rendez-vous", "/reservation"]) {
    await page.goto(`${site.server.url}${path}?lang=ar`);
    await expect.poll(() => page.locator("html").getAttribute("dir")).toBe("rtl");
    for (const label of ["الهاتف", "البريد الإلكتروني", "التاريخ المفضّل"]) {
      await expect
        .poll(() => page.getByLabel(label).getAttribute("dir"), { message: label })
        .toBe("ltr");
    }
    const [scrollWidth, width] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth, path).toBe(width);
  }
});

test("an appointment page builds no time-zone date formatter, not even for the check before sending", async () => {
  const { page } = await newPage(site.browser, PHONE);
  // Counts the formatters the page builds with a time zone (the first loads ICU data).
  await page.addInitScript(() => {
    const Native = Intl.DateTimeFormat;
    const counter = window as unknown as { zonedFormatters: number };
    counter.zonedFormatters = 0;
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Native>) {
      if (args[1]?.timeZone) counter.zonedFormatters++;
      return new Native(...args);
    } as unknown as typeof Intl.DateTimeFormat;
  });
  const built = () =>
    page.evaluate(() => (window as unknown as { zonedFormatters: number }).zonedFormatters);
  for (const path of ["/rendez-vous", "/reservation"]) {
    await page.goto(`${site.server.url}${path}`);
    await page.getByLabel("Nom complet").focus();
    await page.waitForLoadState("networkidle");
    // A snapshot on purpose: none may be built once the page is loaded and idle.
    expect(await built(), path).toBe(0);
  }
  // Sending an incomplete form runs the check, which dates the day in Tunis by its fixed offset.
  await page.getByLabel("Date souhaitée").fill(inDays(3));
  await page.getByRole("button", { name: "Confirmer le rendez-vous" }).click();
  await toast(page, "Erreur de validation").waitFor();
  // A snapshot on purpose: the check has run once its toast shows, and built none.
  expect(await built()).toBe(0);
});

test("page A names why a day has no slot: the booking horizon beyond it, a closure by its label (fr and ar)", async () => {
  const today = todayInTunis();
  const beyond = addDays(today, DEFAULT_RULES.horizonDays + 3);
  // The next fixed-date holiday: a closure of a fresh install, unless it is beyond the horizon.
  const holiday = fixedHolidays(today).find((h) => h.startDate > today)!;
  const holidayBeyond = holiday.startDate > addDays(today, DEFAULT_RULES.horizonDays);
  const { page } = await newPage(site.browser, PHONE);
  for (const lang of ["fr", "ar"] as const) {
    const { fields, booking } = formsDictionary(lang);
    const tooFar = booking.tooFar.replace("{days}", String(DEFAULT_RULES.horizonDays));
    await page.goto(`${site.server.url}/reservation${lang === "ar" ? "?lang=ar" : ""}`);
    const closed = page.locator("[data-day-closed]");
    await page.getByLabel(fields.date).fill(beyond);
    await expect.poll(() => closed.textContent()).toContain(tooFar);
    await expect.poll(() => closed.textContent()).not.toContain(booking.noFreeSlot);

    await page.getByLabel(fields.date).fill(holiday.startDate);
    // In Arabic a fixed holiday goes by its Arabic name.
    const label = booking.closedFor.replace("{label}", closureLabel(holiday.label, lang)!);
    await expect.poll(() => closed.textContent()).toContain(holidayBeyond ? tooFar : label);
  }
  // French typography: a narrow no-break space before the colon.
  expect(formsDictionary("fr").booking.closedFor).toBe("Fermé\u202f: {label}");
});

/** Where an element ends up once its animation is over (two equal reads in a row). */
async function settledBox(element: Locator) {
  let last = "";
  for (;;) {
    const box = await element.boundingBox();
    const now = JSON.stringify(box);
    if (box && now === last) return box;
    last = now;
    await element.page().waitForTimeout(100);
  }
}

async function covers(toastLocator: Locator, control: Locator): Promise<boolean> {
  const a = await settledBox(toastLocator);
  const b = (await control.boundingBox())!;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test("on a phone an error toast covers neither the field in error nor the order dialog's title and close button (fr, ar)", async () => {
  for (const lang of ["fr", "ar"] as const) {
    const texts = formsDictionary(lang);
    const query = lang === "ar" ? "?lang=ar" : "";
    const { page } = await newPage(site.browser, PHONE);
    // Page A checks the form in the browser (page B leaves it to the browser's own markers).
    await page.goto(`${site.server.url}/reservation${query}`);
    // The visitor is down at the button, the first field in error far above.
    await page.getByLabel(texts.fields.email).pressSequentially("leila@exemple.tn");
    await page.getByRole("button", { name: texts.pageA.submit }).click();
    const inPage = page.locator("[data-sonner-toast]").first();
    await inPage.waitFor();
    const focused = page.locator(":focus");
    await expect.poll(() => focused.getAttribute("name")).toBe("name");
    await expect.poll(() => covers(inPage, focused), { message: `page A ${lang}` }).toBe(false);

    await page.goto(`${site.server.url}/solutions/digifact${query}`);
    await page.getByTestId("cookie-banner").getByRole("button").first().click();
    await page
      .getByRole("main")
      .getByRole("button", { name: /Commander|اطلب/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: texts.order.submit }).click();
    const shown = dialog.locator("[data-sonner-toast]").first();
    await shown.waitFor();
    for (const control of [
      dialog.getByRole("heading").first(),
      dialog.getByRole("button", { name: texts.order.close }),
      page.locator(":focus"),
    ]) {
      await expect.poll(() => covers(shown, control), { message: `dialog ${lang}` }).toBe(false);
    }
    await page.context().close();
  }
});
