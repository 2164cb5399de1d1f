import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, newPage, hydrated } from "../support/browser";
import { layoutShifts, recordLayoutShifts } from "../support/layout-shifts";
import { sharedSite } from "../support/site";
import { pausedClock } from "./public-support";

const site = sharedSite();

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const htmlAttr = (page: Page, name: string) =>
  page.evaluate((n) => document.documentElement.getAttribute(n), name);

describe("cookie banner", () => {
  test("Accepter stores accepted and the banner stays away after a reload", async () => {
    const { page, errors } = await newPage(site.browser);
    await page.goto(`${site.server.url}/`);
    await hydrated(page);
    const banner = page.getByTestId("cookie-banner");
    // Its code is fetched once the page knows no choice is stored.
    await banner.waitFor();
    await expect
      .poll(() =>
        banner.getByRole("link", { name: "Politique de confidentialité" }).getAttribute("href"),
      )
      .toBe("/politique-confidentialite");
    await expect.poll(() => storage(page, "cookieConsent")).toBeNull();
    await banner.getByRole("button", { name: "Accepter" }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await expect.poll(() => storage(page, "cookieConsent")).toBe("accepted");
    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.getByTestId("cookie-banner").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test("its code is fetched for a first visit only; the WhatsApp button rises above it; it works by keyboard", async () => {
    const { page, errors } = await newPage(site.browser, PHONE);
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/\/(island-)?cookie-banner-[\w-]+\.js$/.test(request.url())) fetched.push(request.url());
    });
    await recordLayoutShifts(page);
    await page.goto(`${site.server.url}/?lang=ar`);
    await hydrated(page);
    const banner = page.getByTestId("cookie-banner");
    await banner.waitFor();
    expect(fetched).toHaveLength(1);
    // The button rises (a short transition) above the banner, on the left in Arabic.
    await page.waitForFunction(() => {
      const button = document.querySelector('[data-testid="whatsapp-button"]')!;
      const banner = document.querySelector('[data-testid="cookie-banner"]')!;
      return button.getBoundingClientRect().bottom <= banner.getBoundingClientRect().top;
    });
    await expect
      .poll(async () => (await page.getByTestId("whatsapp-button").boundingBox())!.x)
      .toBeLessThan(100);
    // It rises by a transform: the page's layout does not shift (Lighthouse counted
    // a shift per frame of the rise on every first visit when it moved by `bottom`).
    const shifts = await layoutShifts(page);
    expect(shifts.filter((s) => s.sources.includes("whatsapp-button"))).toEqual([]);
    await expect.poll(() => banner.getAttribute("aria-label")).toBe("ملفات تعريف الارتباط");
    // The banner ends the page: Shift+Tab from the top reaches its buttons; Enter decides.
    const accept = banner.getByRole("button", { name: "موافق" });
    for (let i = 0; i < 5 && !(await accept.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Shift+Tab");
    }
    await page.keyboard.press("Enter");
    await banner.waitFor({ state: "detached" });
    await expect.poll(() => storage(page, "cookieConsent")).toBe("accepted");

    // A choice stored: no banner, and its code is not even asked for.
    await page.goto(`${site.server.url}/blog`);
    await hydrated(page);
    await page.getByTestId("theme-toggle").click();
    await expect.poll(() => page.getByTestId("cookie-banner").count()).toBe(0);
    expect(fetched).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test("Refuser and the close icon store rejected", async () => {
    for (const name of ["Refuser", "Fermer le bandeau cookies"]) {
      const { page } = await newPage(site.browser);
      await page.goto(`${site.server.url}/`);
      await hydrated(page);
      await page.getByTestId("cookie-banner").getByRole("button", { name, exact: true }).click();
      await expect.poll(() => page.getByTestId("cookie-banner").count()).toBe(0);
      await expect.poll(() => storage(page, "cookieConsent")).toBe("rejected");
    }
  });
});

describe("theme", () => {
  test("follows the system preference when nothing is stored", async () => {
    for (const colorScheme of ["dark", "light"] as const) {
      const { page } = await newPage(site.browser, { ...DESKTOP, colorScheme });
      await page.goto(`${site.server.url}/`);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains("dark")))
        .toBe(colorScheme === "dark");
    }
  });

  test("the toggle stores the theme, which applies before any module script runs", async () => {
    const { page } = await newPage(site.browser, { ...DESKTOP, colorScheme: "light" });
    await page.goto(`${site.server.url}/`);
    await hydrated(page);
    await page.getByTestId("theme-toggle").click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains("dark")))
      .toBe(true);
    await expect.poll(() => storage(page, "theme")).toBe("dark");
    await expect
      .poll(() => page.getByTestId("theme-toggle").getAttribute("aria-label"))
      .toBe("Activer le thème clair");
    // With the application's scripts blocked, only the inline script can apply it.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains("dark")))
      .toBe(true);
    await page.unroute("**/assets/*.js");
    await page.reload();
    await hydrated(page);
    await page.getByTestId("theme-toggle").click();
    await expect.poll(() => storage(page, "theme")).toBe("light");
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains("dark")))
      .toBe(false);
  });
});

describe("text size", () => {
  test("steps by 10 between 80 and 120, disables the controls at the bounds, and persists", async () => {
    const { page } = await newPage(site.browser);
    await page.goto(`${site.server.url}/`);
    await hydrated(page);
    const header = page.locator("header");
    const plus = header.getByRole("button", { name: "Agrandir la taille du texte" });
    const minus = header.getByRole("button", { name: "Réduire la taille du texte" });
    const rootFontSize = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    await expect.poll(() => rootFontSize()).toBe("16px");
    await plus.click();
    await expect.poll(() => storage(page, "fontSize")).toBe("110");
    await plus.click();
    await expect.poll(() => storage(page, "fontSize")).toBe("120");
    await expect.poll(() => rootFontSize()).toBe("19.2px");
    await expect.poll(() => plus.isDisabled()).toBe(true);
    await expect.poll(() => minus.isDisabled()).toBe(false);
    for (let i = 0; i < 4; i++) await minus.click();
    await expect.poll(() => storage(page, "fontSize")).toBe("80");
    await expect.poll(() => rootFontSize()).toBe("12.8px");
    await expect.poll(() => minus.isDisabled()).toBe(true);
    await expect.poll(() => plus.isDisabled()).toBe(false);
    // Applied before first paint, without the application's scripts.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.reload();
    await expect.poll(() => rootFontSize()).toBe("12.8px");
  });
});

describe("language", () => {
  test("the switch sets lang and dir, is stored, and survives reloads", async () => {
    const { page, errors } = await newPage(site.browser);
    await page.goto(`${site.server.url}/`);
    await hydrated(page);
    await expect.poll(() => htmlAttr(page, "lang")).toBe("fr");
    const button = page.locator("header").getByTestId("language-switch").first();
    await expect.poll(() => button.textContent()).toBe("العربية");
    await button.click();
    await page.waitForFunction(() =>
      document.querySelector("#hero h2")?.textContent?.includes("برمجيات"),
    );
    await expect.poll(() => htmlAttr(page, "lang")).toBe("ar");
    await expect.poll(() => htmlAttr(page, "dir")).toBe("rtl");
    await expect.poll(() => storage(page, "language")).toBe("ar");
    await expect.poll(() => button.textContent()).toBe("FR");
    await expect
      .poll(() =>
        page.locator("header nav").first().getByRole("link", { name: "المدونة" }).isVisible(),
      )
      .toBe(true);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => htmlAttr(page, "lang")).toBe("ar");
    await expect.poll(() => htmlAttr(page, "dir")).toBe("rtl");
    await expect
      .poll(() => page.locator("#hero h2").first().textContent())
      .toBe("برمجيات تصرف مصممة للمؤسسات التونسية");

    // Failed twice in CI (slow machines) with no page error: what the click led to
    // (the documents loaded after it, the language drawn) says more next time.
    const loads: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) loads.push(frame.url());
    });
    await page.locator("header").getByTestId("language-switch").first().click();
    await page
      .waitForFunction(() => document.documentElement.lang === "fr")
      .catch(async (error: Error) => {
        const lang = await htmlAttr(page, "lang").catch(() => "?");
        throw new Error(
          `${error.message}\npage errors: ${errors.join(" | ") || "none"}; lang ${lang}; loads after the click: ${loads.join(", ") || "none"}`,
        );
      });
    await page.waitForFunction(() =>
      document.querySelector("#hero h2")?.textContent?.startsWith("Des logiciels"),
    );
    await expect.poll(() => htmlAttr(page, "dir")).toBe("ltr");
    await expect.poll(() => storage(page, "language")).toBe("fr");
    await page.reload();
    await expect.poll(() => htmlAttr(page, "lang")).toBe("fr");
    expect(errors).toEqual([]);
  });

  test("after a switch to Arabic the texts are drawn in the Arabic font, even when it comes slowly", async () => {
    const { page, errors } = await newPage(site.browser);
    await page.goto(`${site.server.url}/`);
    // The font takes longer than the font's block period (it is not swapped in
    // once the texts are drawn): only a font fetched at the click is there
    // when the Arabic page (a page load, decision 0053) is laid out. The first
    // font request is held in the browser itself (the DevTools protocol's
    // Fetch domain), not by a Playwright route: a route turns the browser's
    // cache off and sends every later font request through the test process,
    // which on a loaded machine made the Arabic page's own request miss the
    // font's 100 ms block period however early the font was asked for.
    const cdp = await page.context().newCDPSession(page);
    let held = false;
    cdp.on("Fetch.requestPaused", ({ requestId }) => {
      const go = () => cdp.send("Fetch.continueRequest", { requestId });
      if (held) return void go().catch(() => {});
      held = true;
      setTimeout(() => {
        void go()
          .then(() => cdp.send("Fetch.disable"))
          .catch(() => {});
      }, 400);
    });
    await cdp.send("Fetch.enable", { patterns: [{ urlPattern: "*.woff2" }] });
    await page.locator("header").getByTestId("language-switch").first().click();
    await page.waitForFunction(() =>
      document.querySelector("#hero h2")?.textContent?.includes("برمجيات"),
    );
    expect(held, "the font was asked for").toBe(true);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: "#hero h2",
    });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    expect(fonts).toContainEqual(
      expect.objectContaining({ familyName: "Noto Sans Arabic", isCustomFont: true }),
    );
    expect(errors).toEqual([]);
  });

  test("?lang=ar is remembered for the next pages, and the layout mirrors", async () => {
    const { page } = await newPage(site.browser);
    await page.goto(`${site.server.url}/?lang=ar`);
    await hydrated(page);
    await expect.poll(() => htmlAttr(page, "dir")).toBe("rtl");
    // WhatsApp button at bottom left in Arabic, phone numbers kept left to right.
    const box = (await page.getByTestId("whatsapp-button").boundingBox())!;
    expect(box.x).toBeLessThan(100);
    await expect
      .poll(() => page.locator('#contact a[href^="tel:"] bdi').getAttribute("dir"))
      .toBe("ltr");
    await expect
      .poll(() => page.locator('#contact a[href^="mailto:"]').getAttribute("dir"))
      .toBe("ltr");
    await page.goto(`${site.server.url}/blog`);
    await expect.poll(() => htmlAttr(page, "lang")).toBe("ar");
  });
});

describe("floating WhatsApp button", () => {
  test("bottom right in French, opens the click-to-chat URL with the French greeting", async () => {
    const { page } = await newPage(site.browser);
    await page.goto(`${site.server.url}/`);
    await hydrated(page);
    const button = page.getByTestId("whatsapp-button");
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThan(1280 - 120);
    const href = new URL((await button.getAttribute("href"))!);
    expect(href.origin).toBe("https://wa.me");
    expect(href.pathname).toMatch(/^\/\d{8,15}$/);
    expect(href.searchParams.get("text")).toBe(
      "Bonjour, je souhaite avoir plus d'informations sur vos solutions.",
    );
    await expect.poll(() => button.getAttribute("aria-label")).toBe("Contactez-nous sur WhatsApp");
    const tooltip = button.locator("[role=tooltip]");
    await expect.poll(() => tooltip.textContent()).toBe("Contactez-nous sur WhatsApp");
    await expect.poll(() => tooltip.isVisible()).toBe(false);
    // The page starts its clock before the pointer moves (so the delay can only be
    // overestimated, never underestimated) and stops it on the first frame showing the tooltip.
    const shownAfter = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const tip = document.querySelector('[data-testid="whatsapp-button"] [role="tooltip"]')!;
          const start = performance.now();
          const poll = () => {
            if (getComputedStyle(tip).visibility === "visible") resolve(performance.now() - start);
            else requestAnimationFrame(poll);
          };
          poll();
        }),
    );
    await button.hover();
    // Never before the 700 ms delay, however fast or slow the machine.
    expect(await shownAfter).toBeGreaterThanOrEqual(700);
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    await page.mouse.move(10, 400);
    await expect.poll(() => tooltip.isVisible()).toBe(false);
  });
});

describe("navigation bar", () => {
  test("gains a shadow after 20 px and highlights the section in view", async () => {
    const { page } = await newPage(site.browser);
    await page.goto(`${site.server.url}/`);
    await hydrated(page);
    const header = page.locator("header");
    await expect.poll(() => header.getAttribute("data-scrolled")).toBeNull();
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect
      .poll(() => nav.getByRole("link", { name: "Accueil" }).getAttribute("aria-current"))
      .toBe("true");
    // No shadow at 10 px (a fixed sleep here before): use-scroll-state.component.test.tsx.
    await page.evaluate(() => window.scrollTo(0, document.getElementById("about")!.offsetTop + 10));
    await page.waitForFunction(() =>
      document.querySelector("header")?.hasAttribute("data-scrolled"),
    );
    await page.waitForFunction(
      () =>
        document.querySelector('header nav a[href="/#about"]')?.getAttribute("aria-current") ===
        "true",
    );
    await expect
      .poll(() => nav.getByRole("link", { name: "Accueil" }).getAttribute("aria-current"))
      .toBeNull();
  });

  test("a section link scrolls smoothly in 500 ms and moves focus there", async () => {
    const { page } = await newPage(site.browser);
    await pausedClock(page);
    await page.goto(`${site.server.url}/`);
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    // Where #contact's top sits, below the 64 px fixed header.
    const contactTop = () =>
      page.evaluate(() => document.getElementById("contact")!.getBoundingClientRect().top);
    await nav.getByRole("link", { name: "Contact" }).click();
    await page.clock.runFor(250);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // A snapshot on purpose: at 250 ms, halfway through the scroll, it has not arrived yet.
    expect(await contactTop()).toBeGreaterThan(64 + 10);
    await page.clock.runFor(300);
    await expect.poll(async () => Math.abs((await contactTop()) - 64)).toBeLessThan(4);
    expect(page.url()).toBe(`${site.server.url}/#contact`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("contact");
  });

  test("the Solutions dropdown works with mouse and keyboard", async () => {
    const { page } = await newPage(site.browser);
    await page.goto(`${site.server.url}/`);
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    const button = nav.getByRole("button", { name: "Solutions" });
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
    await button.click();
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
    for (const name of ["DigiFact", "DigiERP", "DigiMed"]) {
      await expect.poll(() => nav.getByRole("link", { name }).isVisible()).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Solutions");
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => document.activeElement?.textContent === "DigiFact");
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("DigiERP");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${site.server.url}/solutions/digierp`);
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
  });

  test("section items link to the home anchors from other pages", async () => {
    const { page } = await newPage(site.browser);
    await page.goto(`${site.server.url}/blog`);
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect
      .poll(() => nav.getByRole("link", { name: "Services" }).getAttribute("href"))
      .toBe("/#services");
    await expect
      .poll(() => nav.getByRole("link", { name: "Blog" }).getAttribute("aria-current"))
      .toBe("true");
    await nav.getByRole("link", { name: "Contact" }).click();
    await page.waitForURL(`${site.server.url}/#contact`);
    await page.waitForFunction(() => {
      const top = document.getElementById("contact")?.getBoundingClientRect().top ?? 9999;
      return top >= 0 && top < 120;
    });
    // A fresh load of /#about lands on the section too.
    await page.goto(`${site.server.url}/#about`);
    const top = await page.evaluate(
      () => document.getElementById("about")!.getBoundingClientRect().top,
    );
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
  });

  test("mobile menu: opens with language and phone buttons, closes on any link", async () => {
    const { page } = await newPage(site.browser, PHONE);
    await page.goto(`${site.server.url}/blog`);
    await hydrated(page);
    const toggle = page.getByTestId("menu-toggle");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    const menu = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => menu.getByRole("link", { name: "Rendez-vous" }).isVisible()).toBe(true);
    await expect.poll(() => menu.getByTestId("language-switch").isVisible()).toBe(true);
    await expect.poll(() => menu.locator('a[href^="tel:"]').isVisible()).toBe(true);
    await menu.getByRole("link", { name: "Services" }).click();
    await page.waitForURL(`${site.server.url}/#services`);
    // The address changes before the home page renders (a transition); wait for it.
    await page.locator("#services").waitFor();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => menu.isVisible()).toBe(false);

    // On the home page too (same-page scroll link).
    await toggle.click();
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");

    // And on a page link.
    await toggle.click();
    await menu.getByRole("link", { name: "DigiMed" }).click();
    await page.waitForURL(`${site.server.url}/solutions/digimed`);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
  });
});

test("the Arabic mobile menu names each entry once: the phone button is «اتصال هاتفي», the section «اتصل بنا»", async () => {
  const { page } = await newPage(site.browser, PHONE);
  await page.goto(`${site.server.url}/blog?lang=ar`);
  await hydrated(page);
  const toggle = page.getByTestId("menu-toggle");
  await toggle.click();
  const menu = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
  const names = (await menu.getByRole("link").allInnerTexts()).map((n) => n.trim());
  expect(names.filter((n) => n.includes("اتصل بنا"))).toHaveLength(1);
  await expect.poll(() => menu.locator('a[href^="tel:"]').innerText()).toContain("اتصال هاتفي");
});

describe("not-found page", () => {
  test("answers 404 inside the public layout, in French and in Arabic", async () => {
    const { page } = await newPage(site.browser);
    const res = await page.goto(`${site.server.url}/nulle-part/ici`);
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("404");
    await expect.poll(() => page.getByText("Oops! Page not found").isVisible()).toBe(true);
    await expect
      .poll(() =>
        page.locator("main").getByRole("link", { name: "Retour à l'accueil" }).getAttribute("href"),
      )
      .toBe("/");
    await expect.poll(() => page.locator("header").isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe("Page introuvable | DigiSolutions");
    await expect
      .poll(() => page.locator('meta[name="robots"]').getAttribute("content"))
      .toBe("noindex");
    // The request log names the missing path.
    expect(site.server.logs()).toContain("/nulle-part/ici");

    const ar = await page.goto(`${site.server.url}/nulle-part?lang=ar`);
    expect(ar?.status()).toBe(404);
    await expect.poll(() => htmlAttr(page, "dir")).toBe("rtl");
    await expect.poll(() => page.getByText("عذرًا، الصفحة غير موجودة").isVisible()).toBe(true);
  });
});
