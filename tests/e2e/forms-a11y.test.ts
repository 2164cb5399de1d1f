import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { ar } from "../../app/i18n/ar";
import { formsAr } from "../../app/i18n/forms/ar";
import { openDay } from "../support/booking";
import { axeViolations } from "../support/axe";
import { DESKTOP, newPage, PHONE, hydrated } from "../support/browser";
import { publicSite } from "../support/site";

/** The Arabic forms pass axe (WCAG 2.2 AA) in both themes, with their messages on screen. */

const site = publicSite();

const { fields } = formsAr;

/** Waits for a toast and for its entrance animation to end (axe reads the final colours). */
async function settledToast(page: Page, text: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
  await toast.waitFor();
  await expect.poll(() => toast.getAttribute("data-mounted")).toBe("true");
  await toast.evaluate(async (el) => {
    await Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished));
  });
}

async function fillContact(page: Page, day: string) {
  await page.getByLabel(fields.fullName).pressSequentially("ريم الحمامي");
  await page.getByLabel(fields.email).pressSequentially("rim@example.tn");
  await page.getByLabel(fields.phone).pressSequentially("71 000 000");
  await page.getByLabel(fields.service).selectOption("digifact");
  await page.getByLabel(fields.date).fill(day);
}

// Each theme books its own day: a slot holds one appointment.
for (const [label, options, day] of [
  ["light", DESKTOP, openDay(6)],
  ["dark", { ...PHONE, colorScheme: "dark" as const }, openDay(7)],
] as const) {
  test(`the Arabic order dialog and both appointment pages pass axe, ${label}`, async () => {
    const { page } = await newPage(site.browser, options);

    await page.goto(`${site.server.url}/?lang=ar`);
    await hydrated(page);
    await page.getByRole("button", { name: ar.solutions.order, exact: true }).first().click();
    await page.getByRole("dialog").waitFor();
    await page.getByRole("button", { name: formsAr.order.submit }).click();
    await settledToast(page, formsAr.validation.orderNameRequired);
    expect(await axeViolations(page), "order dialog").toEqual([]);

    await page.goto(`${site.server.url}/reservation?lang=ar`);
    await hydrated(page);
    expect(await axeViolations(page), "page A").toEqual([]);
    await fillContact(page, day);
    await page.getByLabel(fields.time).selectOption("09:00");
    await page.getByRole("button", { name: formsAr.pageA.submit }).click();
    await page.getByRole("heading", { name: formsAr.pageA.successTitle }).waitFor();
    await settledToast(page, formsAr.pageA.success);
    expect(await axeViolations(page), "page A confirmation").toEqual([]);

    await page.goto(`${site.server.url}/rendez-vous?lang=ar`);
    await hydrated(page);
    expect(await axeViolations(page), "page B").toEqual([]);
    await fillContact(page, day);
    await page.getByLabel(fields.time).fill("10:15");
    await page.getByRole("button", { name: formsAr.pageB.submit }).click();
    await settledToast(page, formsAr.pageB.success);
    expect(await axeViolations(page), "page B success").toEqual([]);
    await page.context().close();
  });
}
