import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { PHONE, hydrated, newPage } from "../support/browser";
import { sharedSite } from "../support/site";

const site = sharedSite();

const WIDTHS = [320, 390, 768, 1024, 1100, 1280, 1366, 1920];
const TEXT_SIZES = [80, 90, 100, 110, 120];

/**
 * Every visible control of `scope` (links and buttons) must lie inside the
 * viewport and be the element found at its own centre (not under another
 * control, not clipped away). Returns a description of each one that is not.
 */
async function unreachableControls(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const out: string[] = [];
    const root = document.querySelector(selector);
    if (!root) return [`${selector} missing`];
    for (const el of root.querySelectorAll<HTMLElement>("a[href], button")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue; // not displayed at this width
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30);
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (box.left < 0 || box.right > window.innerWidth + 0.5 || box.top < 0) {
        out.push(
          `${name}: outside the viewport (${Math.round(box.left)}–${Math.round(box.right)})`,
        );
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(el === hit || el.contains(hit)))
        out.push(`${name}: covered by ${hit?.tagName ?? "nothing"}`);
    }
    return out;
  }, scope);
}

async function setTextSize(page: Page, percent: number): Promise<void> {
  // What the text-size control stores and applies (see the preferences script).
  await page.evaluate((p) => {
    localStorage.setItem("fontSize", String(p));
    document.documentElement.style.setProperty("--font-scale", `${p}%`);
  }, percent);
}

for (const lang of ["fr", "ar"] as const) {
  test(
    `the header's controls are reachable at every width and text size (${lang})`,
    {
      timeout: 240_000,
    },
    async () => {
      const { page } = await newPage(site.browser, { viewport: { width: 1280, height: 800 } });
      await page.goto(`${site.server.url}/blog?lang=${lang}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const size of TEXT_SIZES) {
          await setTextSize(page, size);
          const where = `${lang} ${width}px ${size}%`;
          const toggle = page.getByTestId("menu-toggle");
          if (await toggle.isVisible()) {
            // Collapsed header: the bar, then the opened menu with its controls.
            problems.push(
              ...(await unreachableControls(page, "header")).map((p) => `${where}: ${p}`),
            );
            await toggle.click();
            const panel = page.locator("header [hidden], header > div").last();
            await panel.waitFor();
            for (const control of await panel.locator("a[href], button").all()) {
              // Controls the bar already shows at this width are not repeated in the menu.
              if (!(await control.isVisible())) continue;
              await control.scrollIntoViewIfNeeded();
              const ok = await control.evaluate((el) => {
                const box = el.getBoundingClientRect();
                const hit = document.elementFromPoint(
                  box.left + box.width / 2,
                  box.top + box.height / 2,
                );
                return (
                  box.left >= 0 && box.right <= window.innerWidth + 0.5 && !!hit && el.contains(hit)
                );
              });
              if (!ok) problems.push(`${where} menu: ${await control.textContent()} unreachable`);
            }
            await toggle.click();
          } else {
            problems.push(
              ...(await unreachableControls(page, "header")).map((p) => `${where}: ${p}`),
            );
          }
        }
      }
      expect(problems, problems.join("\n")).toEqual([]);
      await page.context().close();
    },
  );
}

/** The phone link of the bar, when it is shown, inside the viewport and not covered. */
function phoneInBar(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("header a[href^='tel:']")].some((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.top > 64) return false;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return box.left >= 0 && box.right <= window.innerWidth + 0.5 && !!hit && el.contains(hit);
    }),
  );
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
        for (const size of TEXT_SIZES) {
          await setTextSize(page, size);
          if (await phoneInBar(page)) continue;
          const toggle = page.getByTestId("menu-toggle");
          if (!(await toggle.isVisible())) {
            missing.push(`${width}px ${size}%: no phone, no menu`);
            continue;
          }
          await toggle.click();
          const phone = page.locator(
            `#${await toggle.getAttribute("aria-controls")} a[href^="tel:"]`,
          );
          if (!(await phone.isVisible())) missing.push(`${width}px ${size}%: not in the menu`);
          await toggle.click();
        }
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
