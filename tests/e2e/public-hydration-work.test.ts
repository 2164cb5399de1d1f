import { describe, expect, test } from "vitest";
import { PHONE, newPage } from "../support/browser";
import { reactCommitsWhenQuiet, recordReactCommits } from "../support/react-commits";
import { sharedSite } from "../support/site";

const site = sharedSite();

/**
 * The main thread a phone spends on a page's first load is mostly React
 * hydrating it. What the browser alone knows (a stored consent, theme,
 * reduced motion, the section in view) is read once hydrated, and the
 * components reading it are drawn again: that second drawing must stay with
 * them, not spread to the header, the hero or the page around them. Seen
 * before this was kept: the consent read in the layout redrew 53 % of the
 * home page and 66 % of the booking page right after hydrating them.
 */
const REDRAWN_AT_MOST = 0.4;

describe("after hydration, a first load draws little again", () => {
  for (const path of ["/", "/blog", "/solutions/digifact", "/reservation"]) {
    for (const lang of ["fr", "ar"] as const) {
      test(`${path} in ${lang}`, async () => {
        // A first visit: no consent, theme or language stored yet.
        const { page, errors } = await newPage(site.browser, PHONE);
        await recordReactCommits(page);
        const routes = page.waitForResponse((r) => r.url().includes("/__manifest"));
        await page.goto(`${site.server.url}${path}?lang=${lang}`);
        await page.getByTestId("cookie-banner").waitFor();
        await routes;
        const [hydration, ...later] = await reactCommitsWhenQuiet(page);
        // The first commit is the hydration of the whole page.
        expect(hydration!.total).toBeGreaterThan(250);
        expect(hydration!.redrawn).toBe(0);
        // The browser-only values, the banner and the routes discovered come after it.
        expect(later.length).toBeGreaterThan(0);
        for (const commit of later) {
          expect(commit.redrawn / hydration!.total).toBeLessThanOrEqual(REDRAWN_AT_MOST);
        }
        expect(errors).toEqual([]);
      });
    }
  }
});
