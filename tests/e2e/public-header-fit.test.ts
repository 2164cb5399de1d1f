import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { PHONE, hydrated, newPage } from "../support/browser";
import { sharedSite } from "../support/site";

const site = sharedSite();

const WIDTHS = [320, 390, 768, 1024, 1100, 1280, 1366, 1920];
const TEXT_SIZES = [80, 90, 100, 110, 120];

/**
 * At the page's current width, for each text size in turn (what the
 * text-size control stores and applies, see the preferences script): every
 * visible control of the header bar, then of its opened menu when the bar is
 * collapsed, must lie inside the viewport and be the element found at its
 * own centre (not under another control, not clipped away). Returns a
 * description of each one that is not.
 *
 * One evaluation per width: the sizes, the menu's opening and each control's
 * check run in the page, instead of a round trip to the browser for each
 * (four hundred a width before), which made this file one of the slowest.
 */
function headerProblems(page: Page, sizes: readonly number[]): Promise<string[]> {
  return page.evaluate(async (sizes) => {
    const out: string[] = [];
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
    };
    const problem = (el: HTMLElement) => {
      const box = el.getBoundingClientRect();
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30);
      if (box.left < 0 || box.right > window.innerWidth + 0.5 || box.top < 0) {
        return `${name}: outside the viewport (${Math.round(box.left)}–${Math.round(box.right)})`;
      }
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit && (el === hit || el.contains(hit))
        ? undefined
        : `${name}: covered by ${hit?.tagName ?? "nothing"}`;
    };
    // The menu opens or closes once React has rendered the toggle's click.
    const toggled = async (panel: HTMLElement, open: boolean) => {
      for (let frame = 0; frame < 300 && panel.hidden === open; frame++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      if (panel.hidden === open) throw new Error(`the menu did not ${open ? "open" : "close"}`);
    };
    const header = document.querySelector("header")!;
    for (const size of sizes) {
      localStorage.setItem("fontSize", String(size));
      document.documentElement.style.setProperty("--font-scale", `${size}%`);
      const where = `${size}%`;
      for (const el of header.querySelectorAll<HTMLElement>("a[href], button")) {
        if (!shown(el)) continue; // not displayed at this width
        const found = problem(el);
        if (found) out.push(`${where}: ${found}`);
      }
      const toggle = header.querySelector<HTMLElement>("[data-testid=menu-toggle]");
      if (!toggle || !shown(toggle)) continue;
      // Collapsed header: the opened menu's controls, each scrolled to as a visitor would.
      const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "")!;
      toggle.click();
      await toggled(panel, true);
      for (const el of panel.querySelectorAll<HTMLElement>("a[href], button")) {
        // Controls the bar already shows at this width are not repeated in the menu.
        if (!shown(el)) continue;
        el.scrollIntoView({ block: "nearest" });
        const found = problem(el);
        if (found) out.push(`${where} menu: ${found}`);
      }
      toggle.click();
      await toggled(panel, false);
      window.scrollTo(0, 0);
    }
    return out;
  }, sizes);
}

for (const lang of ["fr", "ar"] as const) {
  test(
    `the header's controls are reachable at every width and text size (${lang})`,
    { timeout: 240_000 },
    async () => {
      const { page } = await newPage(site.browser, { viewport: { width: 1280, height: 800 } });
      await page.goto(`${site.server.url}/blog?lang=${lang}`);
      await hydrated(page);
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const found of await headerProblems(page, TEXT_SIZES)) {
          problems.push(`${lang} ${width}px ${found}`);
        }
      }
      expect(problems, problems.join("\n")).toEqual([]);
      await page.context().close();
    },
  );
}

/**
 * At the page's current width, the text sizes at which the support phone is
 * neither in the bar (shown, inside the viewport, not covered) nor in the
 * menu one click on its toggle away. One evaluation per width, as above.
 */
function phoneMissing(page: Page, sizes: readonly number[]): Promise<string[]> {
  return page.evaluate(async (sizes) => {
    const missing: string[] = [];
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
    };
    const inBar = () =>
      [...document.querySelectorAll<HTMLElement>("header a[href^='tel:']")].some((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.top > 64) return false;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.left >= 0 && box.right <= window.innerWidth + 0.5 && !!hit && el.contains(hit);
      });
    const toggled = async (panel: HTMLElement, open: boolean) => {
      for (let frame = 0; frame < 300 && panel.hidden === open; frame++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      if (panel.hidden === open) throw new Error(`the menu did not ${open ? "open" : "close"}`);
    };
    for (const size of sizes) {
      localStorage.setItem("fontSize", String(size));
      document.documentElement.style.setProperty("--font-scale", `${size}%`);
      if (inBar()) continue;
      const toggle = document.querySelector<HTMLElement>("header [data-testid=menu-toggle]");
      if (!toggle || !shown(toggle)) {
        missing.push(`${size}%: no phone, no menu`);
        continue;
      }
      const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "")!;
      toggle.click();
      await toggled(panel, true);
      const phone = panel.querySelector("a[href^='tel:']");
      if (!phone || !shown(phone)) missing.push(`${size}%: not in the menu`);
      toggle.click();
      await toggled(panel, false);
    }
    return missing;
  }, sizes);
}

for (const lang of ["fr", "ar"] as const) {
  test(
    `the support phone is in the bar or one menu click away, 1024 to 1440 px at 80 to 120 % (${lang})`,
    { timeout: 240_000 },
    async () => {
      const { page } = await newPage(site.browser, { viewport: { width: 1024, height: 800 } });
      await page.goto(`${site.server.url}/blog?lang=${lang}`);
      await hydrated(page);
      const missing: string[] = [];
      for (let width = 1024; width <= 1440; width += 16) {
        await page.setViewportSize({ width, height: 800 });
        for (const found of await phoneMissing(page, TEXT_SIZES))
          missing.push(`${width}px ${found}`);
      }
      expect(missing, missing.join("\n")).toEqual([]);
      await page.context().close();
    },
  );
}

test("Escape closes the phone menu and gives the focus back to its button", async () => {
  const { page } = await newPage(site.browser, PHONE);
  await page.goto(`${site.server.url}/blog`);
  await hydrated(page);
  const toggle = page.getByTestId("menu-toggle");
  await toggle.focus();
  await page.keyboard.press("Enter");
  const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
  await menu.waitFor();
  await page.keyboard.press("Tab");
  await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await menu.waitFor({ state: "hidden" });
  await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
  await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.context().close();
});
