/**
 * `npm run blocking-time`: the total blocking time of public pages under
 * Chromium's own CPU throttle, beside the same page with its scripts blocked
 * (the floor). A second opinion on the audit's TBT (scripts/audit.ts):
 * Lighthouse's simulated throttling multiplies every task it observed on an
 * unthrottled load, the document's own style and layout included, while here
 * the browser itself runs slower (DevTools' CPU throttling), as a phone does.
 *
 * Each page is loaded LOADS times in a phone viewport; a load's blocking time
 * is, as Lighthouse counts it, the part over 50 ms of each long task after
 * the first contentful paint, read from the browser's long-task observer.
 * Figures only, no budget: the spread from one load to the next is printed
 * beside each median.
 *
 *   npm run blocking-time -- / /reservation        # both languages, ×6, 5 loads each
 *   LOADS=9 npm run blocking-time -- --rate 8.5 /
 */
import type { Browser } from "playwright-core";
import { median } from "../app/domain/working-hours";
import { CHROMIUM_PATH, launchBrowser } from "../tests/support/browser";
import { startTestServer } from "../tests/support/server";

const LOADS = Math.max(1, Number(process.env.LOADS ?? 5));
const rateFlag = process.argv.indexOf("--rate");
/** ×6 is the audit's calibrated slowdown on a machine of benchmark index about 2,600. */
const RATE = rateFlag === -1 ? 6 : Number(process.argv[rateFlag + 1]);
const paths = process.argv.slice(2).filter((a) => a.startsWith("/"));

/** A string, not a function: tsx would wrap a named helper in __name(), unknown in the page. */
const OBSERVE_LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
}).observe({ type: "longtask", buffered: true });`;

const READ_BLOCKING_TIME = `(() => {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  const after = paint ? paint.startTime : 0;
  return window.__longTasks
    .filter(([start]) => start >= after)
    .reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0);
})()`;

async function blockingTime(browser: Browser, url: string, blockScripts: boolean) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    if (blockScripts) await page.route("**/*.js", (route) => route.abort());
    await page.addInitScript(OBSERVE_LONG_TASKS);
    const devtools = await context.newCDPSession(page);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: RATE });
    await page.goto(url, { waitUntil: "load" });
    // Lighthouse waits for a quiet main thread; islands hydrate within this.
    await page.waitForTimeout(4000);
    return Math.round((await page.evaluate(READ_BLOCKING_TIME)) as number);
  } finally {
    await context.close();
  }
}

/** Loads happen at least once, so there is always a median. */
const middle = (values: number[]) => Math.round(median(values)!);
const summary = (values: number[]) =>
  `${middle(values)} (${Math.min(...values)}–${Math.max(...values)})`;

async function main() {
  if (!paths.length || !(RATE >= 1)) {
    console.error("usage: npm run blocking-time -- [--rate N] /path [/path…]");
    process.exit(2);
  }
  const server = await startTestServer();
  const browser = await launchBrowser(CHROMIUM_PATH);
  const rows: string[][] = [];
  try {
    for (const path of paths) {
      for (const lang of ["fr", "ar"] as const) {
        const url = `${server.url}${path}${lang === "ar" ? "?lang=ar" : ""}`;
        const withScripts: number[] = [];
        const floor: number[] = [];
        // Interleaved, so a disturbance of the machine falls on both columns.
        for (let i = 0; i < LOADS; i++) {
          withScripts.push(await blockingTime(browser, url, false));
          floor.push(await blockingTime(browser, url, true));
        }
        rows.push([
          `${path} ${lang}`,
          summary(withScripts),
          summary(floor),
          String(middle(withScripts) - middle(floor)),
        ]);
        process.stderr.write(`${path} ${lang}: ${withScripts.join(" ")} / ${floor.join(" ")}\n`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`| page | TBT ms, median (range) | scripts blocked | above the floor |`);
  console.log(`| --- | --- | --- | --- |`);
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
  console.log(`\nChromium CPU throttling ×${RATE}, ${LOADS} loads per column, phone viewport.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
