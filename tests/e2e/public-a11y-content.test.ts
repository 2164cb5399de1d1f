import { expect, test } from "vitest";
import { axeViolations } from "../support/axe";
import { DESKTOP, PHONE, newPage } from "../support/browser";
import { shippedPaths } from "../support/shipped-content";
import { sharedSite } from "../support/site";

const site = sharedSite();

const GROUPS = {
  articles: (await shippedPaths()).articles,
  "legal pages, blog and 404": [
    "/cgv",
    "/mentions-legales",
    "/politique-confidentialite",
    "/blog",
    "/blog/article-inconnu",
  ],
  // Their lower parts and the footer stay out of layout until near the screen.
  "product pages": ["/solutions/digifact", "/solutions/digierp", "/solutions/digimed"],
};

for (const [label, options] of [
  ["light, desktop", DESKTOP],
  ["dark, phone", { ...PHONE, colorScheme: "dark" as const }],
] as const) {
  for (const [group, paths] of Object.entries(GROUPS)) {
    test(`Arabic ${group} pass axe (WCAG 2.2 AA), ${label}`, { timeout: 240_000 }, async () => {
      const { page, errors } = await newPage(site.browser, options);
      const found: string[] = [];
      for (const path of paths) {
        await page.goto(`${site.server.url}${path}?lang=ar`);
        await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe("rtl");
        found.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
      }
      expect(found).toEqual([]);
      // The 404 answer is logged by the browser on purpose; nothing else may be.
      expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
      await page.context().close();
    });
  }
}
