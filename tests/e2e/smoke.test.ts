import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage } from "../support/browser";
import { startTestServer, type TestServer } from "../support/server";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test("an unknown path shows the 404 page with status 404", async () => {
  const { page } = await newPage(browser);
  const response = await page.goto(`${server.url}/cette-page-n-existe-pas`);
  expect(response?.status()).toBe(404);
  await expect.poll(() => page.locator("h1").textContent()).toBe("404");
  expect(await page.getByText("Oops! Page not found").isVisible()).toBe(true);
  expect(await page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
  expect(server.logs()).toContain("/cette-page-n-existe-pas");
});
