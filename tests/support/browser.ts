import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "playwright-core";

import fs from "node:fs";

/** Debian's Chromium, the whole browser: Lighthouse and the audit measure what visitors run. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser the tests drive: Debian's headless shell of the same Chromium
 * (package chromium-headless-shell), the headless-only build Playwright
 * itself prefers. It renders the same pages with about half the CPU of the
 * whole browser in headless mode (no browser UI, no display compositor),
 * and the e2e files are bound by the machine's two cores (decision 0085).
 * The whole browser where the shell is missing.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const TEST_BROWSER_PATH =
  process.env.TEST_BROWSER_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/** Debian's Chromium's flags here: headless, and kept off the network it cannot reach anyway. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * A Chromium for a test file. Under the e2e project it is the run's shared
 * Chromium (tests/support/shared-site.ts), connected to instead of launched:
 * a file's pages live in its own contexts, which `close()` ends as it
 * disconnects, and a launch per file cost seconds of the run each. Scripts
 * and the PostgreSQL pass, which share none, launch their own.
 */
export async function launchBrowser(executablePath = TEST_BROWSER_PATH): Promise<Browser> {
  const shared = process.env.VITEST ? (await import("vitest")).inject("sharedSite") : undefined;
  if (shared) return chromium.connect(shared.wsEndpoint);
  return chromium.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_FLAGS,
    // Not under scripts/clock-ahead.sh's moved clock: Chromium hangs under it.
    env: { ...process.env, LD_PRELOAD: "" },
  });
}

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/**
 * A new page whose console errors and failed requests are collected for
 * assertions, and whose `goto` resolves once a page with scripts has
 * hydrated. A person waits for a page to be ready; a test acting at once
 * would race hydration, which starts after the first paint (decision 0032),
 * and a click before it does what it does without script (a plain form post)
 * instead of what the test expects. `reload` is left alone: a test may
 * reload with the scripts blocked.
 */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = DESKTOP,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext(options);
  openContexts.add(context);
  context.on("close", () => openContexts.delete(context));
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    if (
      options.javaScriptEnabled !== false &&
      (await page.locator("script[type=module]").count())
    ) {
      await hydrated(page);
    }
    return response;
  };
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  return { page, errors };
}

/** The contexts `newPage` opened and no one closed yet (see `closeOpenPages`). */
const openContexts = new Set<BrowserContext>();

/**
 * Closes the pages a test opened with `newPage` (tests/support/e2e.ts, after
 * each test). A page left open keeps running its timers and animations (the
 * home page's carousel, the toasts) on the two cores the next tests need,
 * until the file's browser closes.
 */
export async function closeOpenPages(): Promise<void> {
  const contexts = [...openContexts];
  openContexts.clear();
  // A context whose browser is already gone is closed already.
  await Promise.all(contexts.map((context) => context.close().catch(() => {})));
}

/**
 * Waits until React has hydrated the page (the root layout, or the islands'
 * entry once every island due at load is awake, marks <html>). An island
 * that could not wake fails here, not at a later click that does nothing.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated]", { timeout: 30_000 });
  const state = await page.locator("html").getAttribute("data-hydrated");
  if (state !== "true") throw new Error(`the page's islands did not all wake (${state})`);
}

/**
 * Waits until React has hydrated the part of the page holding `element`:
 * a part whose code comes when the visitor nears it (decision 0033) keeps
 * the server's HTML until then, and a click on it before does what it does
 * without script. React marks each node it has taken over with its fiber.
 */
export async function partHydrated(element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  await element
    .page()
    .waitForFunction(
      (el) => Object.keys(el!).some((key) => key.startsWith("__reactFiber")),
      await element.elementHandle(),
    );
}

/**
 * Opens a page and waits for React to hydrate it: a button that works only
 * with script (a status change, a dialog's opener) does nothing when clicked
 * before, and the test would then wait for an answer that never comes.
 */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}

/** Whether a control is marked invalid, and what a screen reader reads after its name (its aria-describedby texts). */
export function validity(control: Locator): Promise<{ invalid: boolean; description: string }> {
  return control.evaluate((el) => ({
    invalid: el.getAttribute("aria-invalid") === "true",
    description: (el.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ")
      .trim(),
  }));
}
