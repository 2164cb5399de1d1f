import type { Page } from "playwright-core";

/** Waits until React has hydrated the public layout (it marks <html>). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated]", { timeout: 30_000 });
}

/** The aria-label of the hero slide shown, e.g. "Diapositive 2 sur 3". */
export function activeSlide(page: Page): Promise<string | null> {
  return page.locator("#hero [data-active]").getAttribute("aria-label");
}
