import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { PHONE, newPage } from "../support/browser";
import { layoutShifts, recordLayoutShifts } from "../support/layout-shifts";
import { sharedSite } from "../support/site";

const site = sharedSite();

/**
 * Whether the browser lays the element out now: false while it lies in a
 * part kept out of layout until it nears the screen (`content-visibility:
 * auto`), which a person cannot tell from a laid-out one.
 */
const laidOut = (locator: Locator) =>
  locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

async function open(path: string): Promise<Page> {
  const { page, errors } = await newPage(site.browser, PHONE);
  await page.goto(`${site.server.url}${path}`);
  expect(errors).toEqual([]);
  return page;
}

/**
 * On a phone the first layout of a long page, and the second one when the
 * Arabic font arrives, covered the whole text: on a legal page in Arabic they
 * were the longest tasks after the first paint. The parts below the first
 * screen are laid out when the visitor comes near them.
 */
describe("on a phone, a long page lays out its first screen, the rest when near it", () => {
  for (const lang of ["fr", "ar"] as const) {
    const query = lang === "ar" ? "?lang=ar" : "";

    test(`a legal page, in ${lang}`, async () => {
      const page = await open(`/cgv${query}`);
      const main = page.getByRole("main");
      await expect.poll(() => laidOut(main.getByRole("heading", { level: 1 }))).toBe(true);
      const lastSection = main.getByRole("heading", { level: 2 }).last();
      const lastText = main.locator("section").last().locator("p").last();
      await expect.poll(() => laidOut(lastText)).toBe(false);
      await expect.poll(() => laidOut(page.locator("footer"))).toBe(false);
      // Printed, the whole text is there.
      await page.emulateMedia({ media: "print" });
      await expect.poll(() => laidOut(lastText)).toBe(true);
      await page.emulateMedia({ media: "screen" });
      await expect.poll(() => laidOut(lastText)).toBe(false);
      // The table of contents still leads to the last section, drawn when reached.
      await main.getByRole("navigation").getByRole("link").last().click();
      await expect.poll(() => laidOut(lastText)).toBe(true);
      await expect
        .poll(() => lastSection.evaluate((h) => h.getBoundingClientRect().top))
        .toBeLessThan(PHONE.viewport!.height);
      await page.close();
    });

    test(`a guide, in ${lang}`, async () => {
      const page = await open(`/blog/comment-choisir-erp${query}`);
      const article = page.getByRole("article");
      await expect.poll(() => laidOut(article.getByRole("heading", { level: 1 }))).toBe(true);
      const lastSection = article.locator(".render-when-near").last();
      await expect.poll(() => laidOut(lastSection.locator("p").first())).toBe(false);
      await lastSection.scrollIntoViewIfNeeded();
      await expect.poll(() => laidOut(lastSection.locator("p").first())).toBe(true);
      await page.close();
    });

    test(`a product page, in ${lang}`, async () => {
      const page = await open(`/solutions/digierp${query}`);
      const main = page.getByRole("main");
      await expect.poll(() => laidOut(main.getByRole("heading", { level: 1 }))).toBe(true);
      const delivery = main.locator("#delivery");
      await expect.poll(() => laidOut(delivery)).toBe(false);
      await expect.poll(() => laidOut(main.locator("#local-options"))).toBe(false);
      // Scrolled to, it is drawn.
      await delivery.scrollIntoViewIfNeeded();
      await expect.poll(() => laidOut(delivery)).toBe(true);
      await page.close();
    });
  }
});

/**
 * A part kept out of layout is painted at its estimated height until the
 * browser finds it near the screen, so a part on the first screen must be
 * laid out from the first frame. The legal pages' introduction was not:
 * their table of contents jumped up into view after the first paint (a
 * layout shift of 0.22 on a phone; 0.06–0.26 in Lighthouse).
 */
describe("on a phone, a legal page's first screen does not move", () => {
  for (const path of ["/cgv", "/politique-confidentialite"]) {
    for (const lang of ["fr", "ar"] as const) {
      test(`${path} in ${lang}`, async () => {
        const { page, errors } = await newPage(site.browser, PHONE);
        await recordLayoutShifts(page);
        await page.goto(`${site.server.url}${path}${lang === "ar" ? "?lang=ar" : ""}`);
        // The cookie banner comes after hydration: by then every first-screen part is drawn.
        await page.getByTestId("cookie-banner").waitFor();
        await expect
          .poll(() => page.getByRole("navigation", { name: /^(Sommaire|المحتويات)$/ }).count())
          .toBe(1);
        // A snapshot on purpose: every shift since the first frame is kept, and none may occur.
        expect(await layoutShifts(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  }
});

/**
 * The Arabic font is used only if it is there at the first layout. Declared
 * under its own name ("Noto Sans Arabic"), a font arriving later made the
 * browser take the Noto Sans Arabic installed on the device (here, as on many
 * Android phones) and lay every Arabic text out again: a layout shift of 0.16
 * on a guide's first screen at every slow first visit.
 */
test("on a phone, an Arabic guide's first screen does not move when the font comes late", async () => {
  const { page, errors } = await newPage(site.browser, PHONE);
  await recordLayoutShifts(page);
  // The font answers well after the first paint (the first layout is over by then).
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const font = page.waitForResponse(/\.woff2$/);
  await page.goto(`${site.server.url}/blog/facturation-electronique-tunisie?lang=ar`);
  await font;
  // What the browser does once the font is in: a style recalculation and layout, then a frame.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(null))),
      ),
  );
  await page.getByRole("heading", { level: 1 }).waitFor();
  // A snapshot on purpose: every shift since the first frame is kept, and none may occur.
  expect(await layoutShifts(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});
