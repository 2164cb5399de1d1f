import type { Page } from "playwright-core";

/** The aria-label of the hero slide shown, e.g. "Diapositive 2 sur 3". */
export function activeSlide(page: Page): Promise<string | null> {
  return page.locator("#hero [data-active]").getAttribute("aria-label");
}

/**
 * A fake clock that only moves when the test says so (Playwright's installed
 * clock otherwise keeps ticking in real time, which a loaded machine turns
 * into flaky timings).
 */
export async function pausedClock(page: Page): Promise<void> {
  // Real "now", so the server-rendered year matches the browser's.
  await page.clock.install({ time: Date.now() });
  // The installed clock ticks until it is paused, and pausing in its past
  // throws: aim well ahead of it, as a loaded machine may take seconds here.
  await page.clock.pauseAt(Date.now() + 10_000);
}
