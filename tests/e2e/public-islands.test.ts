import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, newPage } from "../support/browser";
import { publicSite } from "../support/site";
import { openDay } from "../support/booking";
import { readMail } from "../support/mime";
import { islandRendersWhenQuiet, recordIslandRenders } from "../support/island-renders";
import { activeSlide } from "./public-support";
import { placeOrder } from "./back-office-support";

/**
 * Public pages drawn as islands (decision 0053): the server's HTML is the
 * page, and the browser hydrates only its interactive parts, each on its own.
 * Its own server, so that the first visit of each page meets an empty page
 * cache (cold) and the second the cached bytes (warm), and that an order can
 * be placed for the customer's order page, whose link comes by mail.
 */
const site = publicSite({ smtp: true });

const ISLAND_PAGES = [
  "/",
  "/blog",
  "/solutions/digifact",
  "/cgv",
  "/page-qui-n-existe-pas",
  "/reservation",
  "/rendez-vous",
  "/commander/digifact",
];

describe("a public page carries its islands, not the router", () => {
  for (const path of ISLAND_PAGES) {
    for (const lang of ["fr", "ar"] as const) {
      test(`${path} in ${lang}`, async () => {
        for (const visit of ["cold", "warm"]) {
          const response = await fetch(`${site.server.url}${path}?lang=${lang}`);
          const html = await response.text();
          // No whole-page hydration: neither the router's context nor its route modules.
          expect(html, visit).not.toContain("__reactRouterContext");
          expect(html, visit).not.toContain("__reactRouterManifest");
          expect(html, visit).not.toContain('rel="modulepreload"');
          expect(html, visit).toMatch(/import\("\/assets\/islands-[\w-]+\.js"\)/);
          expect(html, visit).toContain('data-island="header"');
          expect(html, visit).toContain('data-island="floating"');
          // The islands' data: only the texts they read, not the whole dictionary.
          const data = JSON.parse(
            /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]!,
          ) as {
            lang: string;
            t: Record<string, unknown>;
          };
          expect(data.lang).toBe(lang);
          expect(Object.keys(data.t).sort()).toEqual(["common", "hero", "nav"]);
          // The speculation rules run only by the policy's hash (cached page) or nonce.
          const csp = response.headers.get("content-security-policy")!;
          expect(csp).toMatch(/script-src 'self' '(sha256-[\w+/=]+|nonce-[\w+/=]+)'/);
          expect(html).toContain('<script type="speculationrules"');
        }
      });
    }
  }

  test("each public form is an island of its own, with its props and no route data (decision 0078)", async () => {
    for (const [path, island] of [
      ["/reservation", "booking"],
      ["/rendez-vous", "demo"],
      ["/commander/digifact", "orderForm"],
    ]) {
      const html = await (await fetch(`${site.server.url}${path}`)).text();
      expect(html, path).toContain(`data-island="${island}" data-when="load"`);
      expect(html, path).not.toContain("__reactRouterContext");
    }
  });
});

/** Each island of the first screen answers, as a visitor uses it. */
async function exerciseIslands(page: Page, lang: "fr" | "ar", phone: boolean) {
  const fr = lang === "fr";
  // Cookie banner: shown on a first visit, gone once answered.
  const banner = page.getByTestId("cookie-banner");
  await expect.poll(() => banner.isVisible()).toBe(true);
  await banner.getByRole("button", { name: fr ? "Accepter" : "موافق" }).click();
  await expect.poll(() => banner.count()).toBe(0);
  // Theme.
  const dark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
  const before = await dark();
  await page.getByTestId("theme-toggle").click();
  await expect.poll(dark).toBe(!before);
  if (phone) {
    const toggle = page.getByTestId("menu-toggle");
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
  } else {
    const solutions = page.locator("header nav").first().getByRole("button").first();
    await solutions.click();
    await expect.poll(() => solutions.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(() => solutions.getAttribute("aria-expanded")).toBe("false");
    // Text size.
    const size = page.locator("header output").first();
    const start = await size.textContent();
    await page.locator('header [role="group"]').first().locator("button").last().click();
    await expect.poll(() => size.textContent()).not.toBe(start);
  }
}

describe("every island works after a fresh load, cache cold then warm", () => {
  for (const lang of ["fr", "ar"] as const) {
    for (const [device, options] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      test(`home and a product page, ${lang}, ${device}`, async () => {
        for (const visit of ["cold", "warm"]) {
          const { page, errors } = await newPage(site.browser, options);
          await page.goto(`${site.server.url}/?lang=${lang}&visit=${visit}-${device}`);
          await exerciseIslands(page, lang, device === "phone");
          // Hero carousel.
          const first = await activeSlide(page);
          const next = lang === "fr" ? "Diapositive suivante" : "الشريحة التالية";
          await page.locator(`#hero button[aria-label="${next}"]:visible`).first().click();
          await expect.poll(() => activeSlide(page)).not.toBe(first);
          // FAQ: native, with or without script.
          const faq = page.getByTestId("faq-item").first();
          await faq.locator("summary").click();
          await expect.poll(() => faq.getAttribute("open")).toBe("");
          // Order dialog: its code comes when reached for.
          const product = `${site.server.url}/solutions/digifact?lang=${lang}`;
          await page.goto(visit === "cold" ? `${product}&visit=${visit}-${device}` : product);
          const order = page.locator('[data-island="order"] button').first();
          await order.click();
          const dialog = page.getByRole("dialog");
          await expect.poll(() => dialog.isVisible()).toBe(true);
          await page.keyboard.press("Escape");
          await expect.poll(() => dialog.count()).toBe(0);
          expect(errors).toEqual([]);
          await page.context().close();
        }
      });
    }
  }
});

/**
 * React runs the effects of a click before the next event; Preact, which
 * draws the islands, after a frame unless told otherwise (decision 0086). A
 * key pressed a moment after the click that opened the menu must find the
 * listener the menu added.
 */
test("a key pressed right after the click that opened the menu closes it", async () => {
  const { page } = await newPage(site.browser, PHONE);
  await page.goto(`${site.server.url}/`);
  const toggle = page.getByTestId("menu-toggle");
  const openWhenKeyed = await toggle.evaluate(async (button: HTMLElement) => {
    button.click();
    // One task later: the menu is drawn, no frame has been painted yet.
    await new Promise((go) => setTimeout(go, 0));
    const open = button.getAttribute("aria-expanded");
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    return open;
  });
  expect(openWhenKeyed).toBe("true");
  await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
});

/**
 * A page whose scripts wait for the test's word: `newPage`'s `goto` would
 * wait for the hydration the test holds back.
 */
async function pageWithHeldScripts(pattern: RegExp) {
  const context = await site.browser.newContext(PHONE);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  let release!: () => void;
  const scripts = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  // The first held file asked for.
  const firstAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(pattern, async (route) => {
    asked();
    await scripts;
    await route.continue();
  });
  return { page, errors, release, firstAsked };
}

// Two keepers: the page's inline bootstrap keeps clicks until the entry's file
// has come, then the entry keeps them until the island's own code has.
for (const [before, held, waitForKeeper] of [
  [
    "any script file arrives (the page's bootstrap keeps it)",
    /\/assets\/islands?-[\w-]+\.js$/,
    // Everything held: only the bootstrap, which asks for the files, has run.
    (_page: Page, firstAsked: Promise<void>) => firstAsked,
  ],
  [
    "the island's own code arrives (the islands' entry keeps it)",
    /\/assets\/island-order-[\w-]+\.js$/,
    // The other islands are awake: the entry has run, the order button's code is held.
    (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" }),
  ],
] as const) {
  test(`a click made before ${before} is acted on once the island wakes`, async () => {
    const { page, errors, release, firstAsked } = await pageWithHeldScripts(held);
    await page.goto(`${site.server.url}/solutions/digifact?lang=fr`, { waitUntil: "commit" });
    await waitForKeeper(page, firstAsked);
    await page.getByRole("button", { name: "Commander maintenant" }).click();
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
    release();
    await expect
      .poll(() => page.getByRole("dialog", { name: "Commander DigiFact" }).isVisible(), {
        timeout: 30_000,
      })
      .toBe(true);
    expect(errors).toEqual([]);
  });
}

test("the customer's order page is drawn as islands, its islands woken, in both languages", async () => {
  const email = "sonia@exemple.tn";
  await placeOrder(site.server.url, { customer_name: "Sonia Trabelsi", email });
  const mails = () => site.smtp.received.filter((m) => m.to.includes(email));
  await expect.poll(() => mails().length, { timeout: 30_000 }).toBe(1);
  const link = /https?:\/\/[^\s"<>]+\/ma-commande\/[^\s"<>]+/.exec(
    readMail(mails()[0]!.raw).body,
  )![0];
  const path = new URL(link.replace(/&amp;/g, "&")).pathname;
  for (const [lang, device, heading] of [
    ["fr", DESKTOP, /^Votre commande CMD-/],
    ["ar", PHONE, /^طلبكم CMD-/],
  ] as const) {
    const url = `${site.server.url}${path}?lang=${lang}`;
    const response = await fetch(url);
    const html = await response.text();
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain("__reactRouterManifest");
    expect(html).toMatch(/import\("\/assets\/islands-[\w-]+\.js"\)/);
    // Still a private page: never kept by the page cache.
    expect(response.headers.get("cache-control")).toBe("private, no-store");

    const { page, errors } = await newPage(site.browser, device);
    await recordIslandRenders(page);
    await page.goto(url);
    await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    // Every root hydrated is one of the shell's islands, none the document.
    const roots = new Set((await islandRendersWhenQuiet(page)).map((c) => c.container));
    expect([...roots].sort()).toEqual(["floating", "header", "toasts"]);
    await exerciseIslands(page, lang, device === PHONE);
    expect(errors).toEqual([]);
  }
});

test("the next page is fetched on intent (speculation rules) and opens from the cache", async () => {
  const { page } = await newPage(site.browser, DESKTOP);
  await page.goto(`${site.server.url}/?lang=fr`);
  const prefetched = page.waitForRequest(
    (request) =>
      request.url().endsWith("/blog") && /prefetch/.test(request.headers()["sec-purpose"] ?? ""),
    { timeout: 15_000 },
  );
  await page.locator('header a[href="/blog"]').first().hover();
  await prefetched;
  await page.locator('header a[href="/blog"]').first().click();
  await page.waitForURL(/\/blog$/);
  await expect.poll(() => page.locator("h1").count()).toBeGreaterThan(0);
});

test("a date typed on page A before the scripts arrive loads its slots once they do", async () => {
  const { page, errors, release } = await pageWithHeldScripts(/\/assets\/[\w-]+\.js$/);
  await page.goto(`${site.server.url}/reservation?lang=fr`, { waitUntil: "commit" });
  const date = page.getByLabel("Date souhaitée");
  await date.fill(openDay(3));
  await expect.poll(() => page.locator("html[data-hydrated]").count()).toBe(0);
  release();
  const slots = page.getByLabel("Heure souhaitée").locator("option");
  await expect
    .poll(() => slots.evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)), {
      timeout: 30_000,
    })
    .toEqual(["", "09:00", "10:00", "11:00", "14:00", "15:00", "16:00"]);
  expect(errors).toEqual([]);
});

/**
 * A page with a form preloads the form's code with the rest once painted:
 * the form's own chunk is asked for before the forms' list has even arrived
 * (without the preload it could only be asked for once that list had run).
 */
test("each public form's code is on its way before the forms' list has arrived", async () => {
  for (const [path, form] of [
    ["/reservation", "page-a-form"],
    ["/rendez-vous", "page-b-form"],
    ["/commander/digifact", "order-form"],
  ] as const) {
    const { page, errors } = await newPage(site.browser, PHONE);
    await page.goto(`${site.server.url}${path}?lang=fr&visit=preload`);
    await expect.poll(() => page.locator("html[data-hydrated=true]").count()).toBe(1);
    const timing = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry as PerformanceResourceTiming)
        .map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd })),
    );
    const list = timing.find((entry) => /\/island-forms-[\w-]+\.js$/.test(entry.name));
    const code = timing.find((entry) =>
      new RegExp(`/island-${form}-[\\w-]+\\.js$`).test(entry.name),
    );
    expect(list, path).toBeDefined();
    expect(code, path).toBeDefined();
    expect(code!.startTime, path).toBeLessThan(list!.responseEnd);
    expect(errors).toEqual([]);
    await page.context().close();
  }
});
