import { expect, test } from "vitest";
import { DESKTOP, newPage, hydrated } from "../support/browser";
import { adminSite } from "../support/site";

const site = adminSite();

const inlineCss = (html: string) =>
  /<style id="site-stylesheet">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
const linkedStylesheets = (html: string) =>
  (html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? []).map(
    (link) => /href="([^"]+)"/.exec(link)![1]!,
  );
/** A class of the back office's record lists (cells label themselves on a phone). */
const BACK_OFFICE_ONLY = String.raw`.max-md\:before\:content-\[attr\(data-label\)\]`;

test("public pages inline only their classes; the back office adds the whole stylesheet as a file", async () => {
  const home = await (await fetch(`${site.server.url}/`)).text();
  const publicCss = inlineCss(home);
  expect(publicCss).toContain(".bg-brand-600{");
  expect(publicCss).not.toContain(BACK_OFFICE_ONLY);
  expect(linkedStylesheets(home)).toEqual([]);

  const signIn = await (await fetch(`${site.server.url}/auth`)).text();
  // The sign-in page inlines the whole public stylesheet; the home page, drawn
  // as islands, only the rules its HTML uses (decision 0084).
  const signInCss = inlineCss(signIn);
  expect(signInCss).toContain(".bg-brand-600{");
  expect(signInCss).not.toContain(BACK_OFFICE_ONLY);
  expect(signInCss.length).toBeGreaterThan(publicCss.length);
  const [href, ...others] = linkedStylesheets(signIn);
  expect(others).toEqual([]);
  const file = await fetch(`${site.server.url}${href}`);
  expect(file.headers.get("content-type")).toMatch(/^text\/css/);
  const wholeCss = await file.text();
  expect(wholeCss).toContain(BACK_OFFICE_ONLY);
  expect(wholeCss).toContain(".bg-brand-600{");
  expect(publicCss.length).toBeLessThan(wholeCss.length * 0.75);
});

test("into the back office and out again stays styled", async () => {
  const { page, errors } = await newPage(site.browser, DESKTOP);
  // Every public page is now drawn as islands, without the router (decisions 0053
  // and 0078): the way in is the sign-in page's own load, the way out a page load.
  await page.goto(`${site.server.url}/auth`);
  await hydrated(page);
  const heading = page.getByRole("heading", { name: "Administration", level: 1 });
  await heading.waitFor();
  // The sign-in card is 28 rem wide (max-w-md, a back-office class), not the whole window.
  const card = heading.locator("xpath=../..");
  await expect.poll(async () => (await card.boundingBox())?.width).toBe(448);

  await page.getByLabel("Email").pressSequentially(site.admin.email);
  await page.getByLabel("Mot de passe").pressSequentially(site.admin.password);
  await page.keyboard.press("Enter");
  await page.waitForURL(`${site.server.url}/admin`);
  await page.getByRole("heading", { name: "Tableau de bord", level: 1 }).waitFor();
  // The desktop menu shows from 1024 px (lg:block, a back-office class).
  await expect
    .poll(() => page.getByRole("navigation", { name: "Administration", exact: true }).isVisible())
    .toBe(true);

  await page.getByRole("button", { name: "Déconnexion" }).click();
  await page.waitForURL(`${site.server.url}/`);
  await page.locator("#hero").waitFor();
  // Only the public stylesheet's file, which the home page's islands wait for: not the back office's.
  await expect
    .poll(() => page.locator('link[rel="stylesheet"]:not([href^="/assets/public-"])').count())
    .toBe(0);
  await expect
    .poll(() =>
      page
        .locator("header")
        .first()
        .evaluate((el) => getComputedStyle(el).position),
    )
    .toBe("fixed");
  await expect.poll(() => page.locator("style#site-stylesheet").count()).toBe(1);
  expect(errors).toEqual([]);
});
