import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { AXE_VARIANTS, axeViolations } from "../support/axe";
import { launchBrowser, newPage, PHONE, hydrated } from "../support/browser";
import { startTestServer, type TestServer } from "../support/server";

let server: TestServer;
let browser: Browser;
let setupLink = "";

beforeAll(async () => {
  // No administrator yet: the server prints the setup link, whose page is checked too.
  server = await startTestServer();
  setupLink = server.logs().match(/(http:\/\/[^\s"]+\/setup\?token=[\w-]+)/)![1]!;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

for (const [label, options, rules] of AXE_VARIANTS) {
  test(`/auth and /setup pass axe (WCAG 2.2 AA), ${label}`, async () => {
    const { page } = await newPage(browser, options);
    await page.goto(`${server.url}/auth`);
    await hydrated(page);
    expect(await axeViolations(page, rules)).toEqual([]);

    // With an error toast on screen.
    await page.getByLabel("Email").fill("personne@example.com");
    await page.getByLabel("Mot de passe").fill("mauvais-mot-de-passe");
    await page.getByRole("button", { name: "Se connecter" }).click();
    // The toast slides in (a CSS transition once it is mounted): checked once it stands still.
    await page.locator('[data-sonner-toast][data-mounted="true"]').waitFor();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await axeViolations(page, rules)).toEqual([]);

    // Keyboard: the fields and the button are reachable in order, with a visible focus.
    await page.goto(`${server.url}/auth`);
    await hydrated(page);
    await page.getByLabel("Email").focus();
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("password");
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Se connecter");
    await expect
      .poll(() =>
        page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle),
      )
      .not.toBe("none");

    await page.goto(setupLink);
    // Checked once the page has taken over its HTML, as /auth above.
    await hydrated(page);
    expect(await axeViolations(page, rules)).toEqual([]);
    await page.context().close();
  });
}

test("the sign-in page stays French and left-to-right for a visitor who chose Arabic", async () => {
  const { page } = await newPage(browser, PHONE);
  await page.goto(`${server.url}/auth?lang=ar`);
  const main = page.locator("main");
  await expect.poll(() => main.getAttribute("lang")).toBe("fr");
  await expect.poll(() => main.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});
