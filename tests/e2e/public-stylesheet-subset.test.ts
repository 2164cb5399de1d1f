import { expect, test } from "vitest";
import { DESKTOP, newPage, PHONE } from "../support/browser";
import { sharedSite } from "../support/site";

const site = sharedSite();

/*
 * A page drawn as islands carries only the rules its HTML uses (decision
 * 0084); the whole stylesheet comes as a file before its islands wake. The
 * page without JavaScript, drawn by its own rules only, must look exactly as
 * it does once the whole stylesheet is added: pixel for pixel, phone and
 * desktop, both languages, the home page and a page with a form.
 */
for (const [path, device, name] of [
  ["/", PHONE, "phone"],
  ["/?lang=ar", DESKTOP, "desktop"],
  ["/reservation?lang=ar", PHONE, "phone"],
  ["/rendez-vous", DESKTOP, "desktop"],
] as const) {
  test(`${path} (${name}): its own rules draw it as the whole stylesheet does`, async () => {
    const url = `${site.server.url}${path}`;
    const html = await (await fetch(url)).text();
    const whole = /sheet\.href = "([^"]+)"/.exec(html)?.[1];
    expect(whole).toMatch(/^\/assets\/public-[\w-]+\.css$/);
    const wholeRules = await (await fetch(`${site.server.url}${whole}`)).text();
    const ownRules = /<style id="site-stylesheet">([\s\S]*?)<\/style>/.exec(html)![1]!;
    // The page's own rules are a part of the whole: less than three quarters of it.
    expect(ownRules.length).toBeLessThan(wholeRules.length * 0.75);

    // The Arabic font is used only if there at the first layout (decision 0035),
    // which differs from one load to the next: both draw with the fallback.
    const { page } = await newPage(site.browser, { ...device, javaScriptEnabled: false });
    await page.route("**/*.woff2", (route) => route.abort());
    let rules = ownRules;
    const address = new URL(url).href;
    await page.route(
      (asked) => asked.href === address,
      (route) =>
        route.fulfill({
          contentType: "text/html; charset=utf-8",
          body: html.replace(ownRules, () => rules),
        }),
    );
    // The text inside a form control is not placed to the same subpixel from
    // one load to the next (a date field's «mm/dd/yyyy» moved by a fraction
    // of a pixel in one load out of two, with the same rules): the controls
    // are masked in the picture, and their computed styles compared instead.
    const controls = page.locator("input, select, textarea");
    const drawn = async () => {
      await page.goto(url);
      await page.locator("footer").waitFor();
      const picture = await page.screenshot({ fullPage: true, mask: [controls] });
      const styles = await controls.evaluateAll((all) =>
        all.flatMap((control) =>
          [null, "::placeholder"].map((pseudo) => {
            const style = getComputedStyle(control, pseudo);
            return Array.from(style, (name) => `${name}: ${style.getPropertyValue(name)}`).join(
              "; ",
            );
          }),
        ),
      );
      return { picture, styles };
    };
    const own = await drawn();
    rules = wholeRules;
    const withWhole = await drawn();
    expect(own.styles).toEqual(withWhole.styles);
    expect(own.picture.equals(withWhole.picture)).toBe(true);
  });
}
