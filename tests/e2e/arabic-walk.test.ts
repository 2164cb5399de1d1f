import { addDays, tunisWallClock } from "~/domain/calendar";
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { DEFAULT_WEEKLY_HOURS, slotsOfWeekday, weekdayOf } from "../../app/domain/availability";
import { ar } from "../../app/i18n/ar";
import { formsAr } from "../../app/i18n/forms/ar";
import { formsFr } from "../../app/i18n/forms/fr";
import { fr } from "../../app/i18n/fr";
import { newPage, hydrated } from "../support/browser";
import { shippedPaths } from "../support/shipped-content";
import { publicSite } from "../support/site";

/*
 * Walks the public pages in Arabic and fails on any French word, the list
 * being every word of the site's and the forms' French texts that the
 * Arabic texts do not also use (product names, acronyms). Deliberate French
 * islands (`lang="fr"`, such as the cards of the French-only articles) are
 * skipped.
 */
const PAGES = [
  "/",
  "/solutions/digifact",
  "/solutions/digierp",
  "/solutions/digimed",
  "/blog",
  ...(await shippedPaths()).articles,
  "/reservation",
  "/rendez-vous",
  "/cgv",
  "/mentions-legales",
  "/politique-confidentialite",
  "/page-inconnue",
];

// Its own server: the no-JS walk posts page A's form («Voir ce jour»), and the
// shared server of the read-only files accepts no post.
const site = publicSite();

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const words = (text: string) =>
  (text.toLowerCase().match(/[a-zàâäçéèêëîïôöùûüÿœæ'’-]{4,}/g) ?? []).map((w) =>
    w.replace(/^['’-]+|['’-]+$/g, ""),
  );

/** Names the Arabic texts write in Latin script too (El Fatoora, the e-invoicing platform). */
const PROPER_NAMES = ["fatoora"];
const shared = new Set([...[ar, formsAr].flatMap(strings).flatMap(words), ...PROPER_NAMES]);
const FRENCH_WORDS = new Set(
  [fr, formsFr]
    .flatMap(strings)
    .flatMap(words)
    .filter((w) => w.length >= 4 && !shared.has(w)),
);

/** The text a visitor or a screen reader meets, outside `lang="fr"` islands. */
function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [document.title];
    const outsideFrench = (el: Element | null) =>
      el?.closest("[lang]")?.getAttribute("lang") !== "fr";
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, template")) continue;
      if (outsideFrench(parent)) parts.push(node.textContent ?? "");
    }
    for (const el of document.body.querySelectorAll(
      "[aria-label], [title], [placeholder], [alt]",
    )) {
      if (!outsideFrench(el)) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = el.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    const description = document.querySelector('meta[name="description"]');
    parts.push(description?.getAttribute("content") ?? "");
    return parts.join(" \n ");
  });
}

function frenchIn(text: string): string[] {
  // Addresses and links are not words of either language (contact@…, https://…).
  const prose = text.replace(/\S+@\S+|https?:\/\/\S+/g, " ");
  return [...new Set(words(prose).filter((w) => FRENCH_WORDS.has(w)))];
}

test("the French word list is built from the dictionaries and leaves out shared names", () => {
  expect(FRENCH_WORDS.has("commande")).toBe(true);
  expect(FRENCH_WORDS.has("veuillez")).toBe(true);
  expect(FRENCH_WORDS.has("digifact")).toBe(false);
  expect(FRENCH_WORDS.size).toBeGreaterThan(500);
});

test.each(PAGES)("%s?lang=ar holds no French word outside lang=fr islands", async (path) => {
  const { page } = await newPage(site.browser);
  await page.goto(`${site.server.url}${path}?lang=ar`);
  await hydrated(page);
  expect(frenchIn(await readableText(page))).toEqual([]);
  await page.context().close();
});

test("the order dialog, opened on the Arabic home page, holds no French word", async () => {
  const { page } = await newPage(site.browser);
  await page.goto(`${site.server.url}/?lang=ar`);
  await hydrated(page);
  await page.getByRole("button", { name: ar.solutions.order, exact: true }).first().click();
  await page.getByRole("dialog").waitFor();
  // A validation toast too: the first message of the schema.
  await page.getByRole("button", { name: formsAr.order.submit }).click();
  await page
    .locator("[data-sonner-toast]")
    .filter({ hasText: formsAr.validation.orderNameRequired })
    .waitFor();
  expect(frenchIn(await readableText(page))).toEqual([]);
  await page.context().close();
});

/** The first day after today on which a fresh install takes no appointment (a weekend day). */
function closedDay(): string {
  let day = tunisWallClock(new Date()).date;
  do day = addDays(day, 1);
  while (slotsOfWeekday(DEFAULT_WEEKLY_HOURS, weekdayOf(day)).length > 0);
  return day;
}

test("without JavaScript, Arabic stays after a click, and «Voir ce jour» keeps it with what was typed", async () => {
  const context = await site.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.server.url}/?lang=ar`);
  // The header's links carry no ?lang=: the cookie the server set keeps the language.
  await page.getByRole("banner").locator('a[href="/rendez-vous"]').first().click();
  await page.waitForURL(/\/rendez-vous$/);
  await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("ar");
  expect(frenchIn(await readableText(page))).toEqual([]);

  await page.goto(`${site.server.url}/reservation`);
  await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("ar");
  const { fields, booking } = formsAr;
  await page.getByLabel(fields.fullName).pressSequentially("نادية الشابي");
  await page.getByLabel(fields.email).pressSequentially("nadia@example.tn");
  await page.getByLabel(fields.messageOptional).pressSequentially("حاسوبان");
  const closed = closedDay();
  await page.getByLabel(fields.date).fill(closed);
  await page.getByRole("button", { name: booking.showSlots }).click();
  await page.locator("[data-day-closed]").waitFor();
  const next = await page
    .getByRole("button", { name: booking.seeNextOpenDay })
    .getAttribute("value");
  expect(next! > closed).toBe(true);

  await page.getByRole("button", { name: booking.seeNextOpenDay }).click();
  await page.locator('[data-slots="open"]').waitFor();
  await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("ar");
  await expect.poll(() => page.getByLabel(fields.date).inputValue()).toBe(next);
  await expect.poll(() => page.getByLabel(fields.fullName).inputValue()).toBe("نادية الشابي");
  await expect.poll(() => page.getByLabel(fields.email).inputValue()).toBe("nadia@example.tn");
  await expect.poll(() => page.getByLabel(fields.messageOptional).inputValue()).toBe("حاسوبان");
  expect(frenchIn(await readableText(page))).toEqual([]);
  await context.close();
});
