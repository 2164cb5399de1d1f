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
 * With --simulate, the way Lighthouse's simulation counts instead: each load
 * in a browser of its own (cold, as Lighthouse starts one), unthrottled, its
 * trace recorded; every task of the page's main thread that ends after the
 * first contentful paint is multiplied by the rate, and the part over 50 ms
 * counts. The browser is the e2e tests' headless shell (TEST_BROWSER_PATH):
 * the full Chromium that Lighthouse drives does its own start-up work during
 * the first second, which spread the same page's figures over 19–1,030 ms;
 * on the shell they stay within tens of ms, so what the scripts add shows
 * (and the longest task after the paint is printed).
 *
 *   npm run blocking-time -- / /reservation        # both languages, ×6, 5 loads each
 *   LOADS=9 npm run blocking-time -- --rate 8.5 /
 *   npm run blocking-time -- --simulate --rate 5.9 /
 */
import type { Browser } from "playwright-core";
import { median } from "../app/domain/working-hours";
import { CHROMIUM_PATH, launchBrowser, TEST_BROWSER_PATH } from "../tests/support/browser";
import { startTestServer } from "../tests/support/server";

const LOADS = Math.max(1, Number(process.env.LOADS ?? 5));
const rateFlag = process.argv.indexOf("--rate");
/** ×6 is the audit's calibrated slowdown on a machine of benchmark index about 2,600. */
const RATE = rateFlag === -1 ? 6 : Number(process.argv[rateFlag + 1]);
const SIMULATE = process.argv.includes("--simulate");
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

/** A page in a phone's viewport (Lighthouse's), its scripts refused when asked, with its DevTools session. */
async function phonePage(browser: Browser, blockScripts: boolean) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  const page = await context.newPage();
  if (blockScripts) await page.route("**/*.js", (route) => route.abort());
  return { context, page, devtools: await context.newCDPSession(page) };
}

async function blockingTime(browser: Browser, url: string, blockScripts: boolean) {
  const { context, page, devtools } = await phonePage(browser, blockScripts);
  try {
    await page.addInitScript(OBSERVE_LONG_TASKS);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: RATE });
    await page.goto(url, { waitUntil: "load" });
    // Lighthouse waits for a quiet main thread; islands hydrate within this.
    await page.waitForTimeout(4000);
    return Math.round((await page.evaluate(READ_BLOCKING_TIME)) as number);
  } finally {
    await context.close();
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  ts: number;
  dur?: number;
}

/**
 * One cold load, unthrottled, traced: the blocking time of its main thread's
 * tasks after the first contentful paint once multiplied by RATE, and its
 * longest task after that paint (unthrottled ms).
 */
async function simulatedBlockingTime(url: string, blockScripts: boolean) {
  const browser = await launchBrowser(TEST_BROWSER_PATH);
  try {
    const { page, devtools } = await phonePage(browser, blockScripts);
    const events: TraceEvent[] = [];
    devtools.on("Tracing.dataCollected", (data) =>
      events.push(...(data.value as unknown as TraceEvent[])),
    );
    const complete = new Promise((done) => devtools.once("Tracing.tracingComplete", done));
    await devtools.send("Tracing.start", {
      categories: "devtools.timeline,disabled-by-default-devtools.timeline,loading",
      transferMode: "ReportEvents",
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(2000);
    await devtools.send("Tracing.end");
    await complete;
    const paint = events.find((e) => e.name === "firstContentfulPaint");
    if (!paint) throw new Error(`${url}: no first contentful paint in the trace`);
    // A task under way at the paint counts from the paint, as Lighthouse clips it.
    const afterPaint = events
      .filter((e) => e.name === "RunTask" && e.ph === "X" && e.pid === paint.pid)
      .map((task) => (task.ts + task.dur! - Math.max(task.ts, paint.ts)) / 1000)
      .filter((ms) => ms > 0);
    return {
      blocking: Math.round(afterPaint.reduce((sum, ms) => sum + Math.max(0, ms * RATE - 50), 0)),
      longest: Math.max(0, ...afterPaint),
    };
  } finally {
    await browser.close();
  }
}

/** Loads happen at least once, so there is always a median. */
const middle = (values: number[]) => Math.round(median(values)!);
const summary = (values: number[]) =>
  `${middle(values)} (${Math.min(...values)}–${Math.max(...values)})`;

async function main() {
  if (!paths.length || !(RATE >= 1)) {
    console.error("usage: npm run blocking-time -- [--simulate] [--rate N] /path [/path…]");
    process.exit(2);
  }
  const server = await startTestServer();
  // Simulated loads start a browser each.
  const browser = SIMULATE ? undefined : await launchBrowser(CHROMIUM_PATH);
  const rows: string[][] = [];
  try {
    for (const path of paths) {
      for (const lang of ["fr", "ar"] as const) {
        const url = `${server.url}${path}${lang === "ar" ? "?lang=ar" : ""}`;
        const withScripts: number[] = [];
        const floor: number[] = [];
        const longest: number[] = [];
        // Interleaved, so a disturbance of the machine falls on both columns.
        for (let i = 0; i < LOADS; i++) {
          if (SIMULATE) {
            const load = await simulatedBlockingTime(url, false);
            withScripts.push(load.blocking);
            longest.push(load.longest);
            floor.push((await simulatedBlockingTime(url, true)).blocking);
          } else {
            withScripts.push(await blockingTime(browser!, url, false));
            floor.push(await blockingTime(browser!, url, true));
          }
        }
        rows.push([
          `${path} ${lang}`,
          summary(withScripts),
          summary(floor),
          String(middle(withScripts) - middle(floor)),
          ...(SIMULATE ? [median(longest)!.toFixed(1)] : []),
        ]);
        process.stderr.write(`${path} ${lang}: ${withScripts.join(" ")} / ${floor.join(" ")}\n`);
      }
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
  const longestColumn = SIMULATE ? " longest task, unthrottled ms |" : "";
  console.log(
    `| page | TBT ms, median (range) | scripts blocked | above the floor |${longestColumn}`,
  );
  console.log(`| --- | --- | --- | --- |${SIMULATE ? " --- |" : ""}`);
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
  console.log(
    SIMULATE
      ? `\nCold unthrottled loads, tasks after the first paint ×${RATE} (as Lighthouse simulates), ${LOADS} loads per column, phone viewport.`
      : `\nChromium CPU throttling ×${RATE}, ${LOADS} loads per column, phone viewport.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
