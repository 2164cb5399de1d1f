import fs from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DESKTOP, launchBrowser, newPage, PHONE } from "../support/browser";
import { startTestServer, type TestServer } from "../support/server";

const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

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

async function violations(page: Page): Promise<string[]> {
  // evaluate() runs outside the page's CSP, which forbids injected script tags.
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(o: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run({
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
  });
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}

for (const [label, options] of [
  ["light, desktop", DESKTOP],
  ["dark, desktop", { ...DESKTOP, colorScheme: "dark" as const }],
  ["light, phone", PHONE],
  ["dark, phone", { ...PHONE, colorScheme: "dark" as const }],
] as const) {
  test(`/auth and /setup pass axe (WCAG 2.2 AA), ${label}`, async () => {
    const { page } = await newPage(browser, options);
    await page.goto(`${server.url}/auth`);
    await page.locator('input[name="js"]').waitFor({ state: "attached" });
    expect(await violations(page)).toEqual([]);

    // With an error toast on screen.
    await page.getByLabel("Email").fill("personne@example.com");
    await page.getByLabel("Mot de passe").fill("mauvais-mot-de-passe");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.locator("[data-sonner-toast]").waitFor();
    await page.waitForTimeout(500); // let the toast finish its entrance
    expect(await violations(page)).toEqual([]);

    // Keyboard: the fields and the button are reachable in order, with a visible focus.
    await page.goto(`${server.url}/auth`);
    await page.locator('input[name="js"]').waitFor({ state: "attached" });
    await page.getByLabel("Email").focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe(
      "password",
    );
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Se connecter");
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineStyle,
    );
    expect(outline).not.toBe("none");

    await page.goto(setupLink);
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
}

test("the sign-in page stays French and left-to-right for a visitor who chose Arabic", async () => {
  const { page } = await newPage(browser, PHONE);
  await page.goto(`${server.url}/auth?lang=ar`);
  const main = page.locator("main");
  expect(await main.getAttribute("lang")).toBe("fr");
  expect(await main.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
  expect(await violations(page)).toEqual([]);
  await page.context().close();
});
