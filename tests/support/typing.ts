import type { Page } from "playwright-core";

/** Replaces the text of the field named `name` the way a person does: select all, delete, type. */
export async function retype(page: Page, name: string, text: string) {
  await page.locator(`[name="${name}"]`).focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.keyboard.type(text);
}
