import { describe, expect, test } from "vitest";
import { PHONE, newPage } from "../support/browser";
import { islandRendersWhenQuiet, recordIslandRenders } from "../support/island-renders";
import { sharedSite } from "../support/site";

const site = sharedSite();

/**
 * The main thread a phone spends on a page's first load is mostly React
 * hydrating it. A public page drawn as islands (decisions 0053 and 0078)
 * hydrates only its interactive parts, each as a root of its own: no root
 * may be the document again (the router's whole-page hydration), the router
 * never asks for its routes, and the shell's islands stay small (the
 * whole-page hydration held 250 fibers and more).
 */
const SHELL_FIBERS_AT_MOST = 250;
const SHELL = ["header", "floating", "toasts"];

/** The pages and the form island each draws besides the shell's. */
const PAGES: [path: string, form: string | null][] = [
  ["/", null],
  ["/blog", null],
  ["/solutions/digifact", null],
  ["/reservation", "booking"],
  ["/rendez-vous", "demo"],
  ["/commander/digifact", "orderForm"],
];

/**
 * What the browser alone knows (a stored consent, theme, reduced motion,
 * that scripts run at all) is read once hydrated, and the components reading
 * it are drawn again: that second drawing must stay with them, not spread to
 * the form around them. Seen before this was kept: the consent read in the
 * layout redrew 66 % of the booking page right after hydrating it.
 */
const REDRAWN_AT_MOST = 0.4;

describe("a public page hydrates its islands, never the whole document", () => {
  for (const [path, form] of PAGES) {
    for (const lang of ["fr", "ar"] as const) {
      test(`${path} in ${lang}`, async () => {
        // A first visit: no consent, theme or language stored yet.
        const { page, errors } = await newPage(site.browser, PHONE);
        await recordIslandRenders(page);
        const routerRequests: string[] = [];
        page.on("request", (request) => {
          if (/\/__manifest|\.data(\?|$)/.test(request.url())) routerRequests.push(request.url());
        });
        await page.goto(`${site.server.url}${path}?lang=${lang}`);
        await page.getByTestId("cookie-banner").waitFor();
        const commits = await islandRendersWhenQuiet(page);
        const roots = new Set(commits.map((c) => c.container));
        expect(roots.has("document")).toBe(false);
        expect(roots.has("other")).toBe(false);
        for (const island of [...SHELL, ...(form ? [form] : [])]) expect(roots).toContain(island);
        const shell = commits.filter((c) => SHELL.includes(c.container));
        expect(Math.max(...shell.map((c) => c.total))).toBeLessThanOrEqual(SHELL_FIBERS_AT_MOST);
        if (form) {
          const [hydration, ...later] = commits.filter((c) => c.container === form);
          expect(hydration!.redrawn).toBe(0);
          for (const commit of later) {
            expect(commit.redrawn / hydration!.total).toBeLessThanOrEqual(REDRAWN_AT_MOST);
          }
        }
        expect(routerRequests).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  }
});
