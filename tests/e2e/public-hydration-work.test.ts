import { describe, expect, test } from "vitest";
import { PHONE, newPage } from "../support/browser";
import { reactCommitsWhenQuiet, recordReactCommits } from "../support/react-commits";
import { sharedSite } from "../support/site";

const site = sharedSite();

/**
 * The main thread a phone spends on a page's first load is mostly React
 * hydrating it. A public page drawn as islands (decision 0053) hydrates only
 * its interactive parts, each as a root of its own: no commit may hold the
 * whole document again (the router's whole-page hydration held 250 fibers
 * and more), and the router never asks for its routes.
 */
const ISLAND_FIBERS_AT_MOST = 250;

describe("a page drawn as islands hydrates its islands only", () => {
  for (const path of ["/", "/blog", "/solutions/digifact"]) {
    for (const lang of ["fr", "ar"] as const) {
      test(`${path} in ${lang}`, async () => {
        // A first visit: no consent, theme or language stored yet.
        const { page, errors } = await newPage(site.browser, PHONE);
        await recordReactCommits(page);
        const routerRequests: string[] = [];
        page.on("request", (request) => {
          if (/\/__manifest|\.data(\?|$)/.test(request.url())) routerRequests.push(request.url());
        });
        await page.goto(`${site.server.url}${path}?lang=${lang}`);
        await page.getByTestId("cookie-banner").waitFor();
        const commits = await reactCommitsWhenQuiet(page);
        const largest = Math.max(...commits.map((c) => c.total));
        expect(largest).toBeLessThanOrEqual(ISLAND_FIBERS_AT_MOST);
        // The header, the floating layer and the toaster at least, each its own root.
        expect(commits.length).toBeGreaterThanOrEqual(3);
        expect(routerRequests).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  }
});

/**
 * The appointment pages keep the router's whole-page hydration for their
 * forms. What the browser alone knows (a stored consent, theme, reduced
 * motion) is read once hydrated, and the components reading it are drawn
 * again: that second drawing must stay with them, not spread to the page
 * around them. Seen before this was kept: the consent read in the layout
 * redrew 66 % of the booking page right after hydrating it.
 */
const REDRAWN_AT_MOST = 0.4;

describe("after whole-page hydration, a first load draws little again", () => {
  for (const lang of ["fr", "ar"] as const) {
    test(`/reservation in ${lang}`, async () => {
      const { page, errors } = await newPage(site.browser, PHONE);
      await recordReactCommits(page);
      const routes = page.waitForResponse((r) => r.url().includes("/__manifest"));
      await page.goto(`${site.server.url}/reservation?lang=${lang}`);
      await page.getByTestId("cookie-banner").waitFor();
      await routes;
      const [hydration, ...later] = await reactCommitsWhenQuiet(page);
      // The first commit is the hydration of the whole page.
      expect(hydration!.total).toBeGreaterThan(250);
      expect(hydration!.redrawn).toBe(0);
      expect(later.length).toBeGreaterThan(0);
      for (const commit of later) {
        expect(commit.redrawn / hydration!.total).toBeLessThanOrEqual(REDRAWN_AT_MOST);
      }
      expect(errors).toEqual([]);
    });
  }
});
