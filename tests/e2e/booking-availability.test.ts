import { addDays, tunisWallClock } from "~/domain/calendar";
import { expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { weekdayOf } from "../../app/domain/availability";
import { sessionCookie, signInAs } from "../support/admin";
import { openDay } from "../support/booking";
import { newPage, hydrated } from "../support/browser";
import { adminSite } from "../support/site";

const site = adminSite();

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

async function type(field: Locator, value: string) {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.pressSequentially(value);
}

async function fillVisitor(page: Page, name: string) {
  await type(page.getByLabel("Nom complet"), name);
  await type(page.getByLabel("E-mail"), "visiteur@clinique.tn");
  await type(page.getByLabel("Téléphone"), "71 000 000");
}

const slotValues = (page: Page) =>
  page
    .getByLabel("Heure souhaitée")
    .locator("option")
    .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));

test("a visitor books the last free 10:00 slot on page A; the next visitor no longer sees it", async () => {
  const day = openDay(2);
  const first = await newPage(site.browser);
  await first.page.goto(`${site.server.url}/reservation`);
  await hydrated(first.page);
  await fillVisitor(first.page, "Leila Trabelsi");
  await first.page.getByLabel("Service souhaité").selectOption("digimed");
  await first.page.getByLabel("Date souhaitée").fill(day);
  await first.page.getByLabel("Heure souhaitée").selectOption("10:00");
  await first.page.getByRole("button", { name: "Confirmer le rendez-vous" }).click();
  await first.page.getByRole("heading", { name: "Rendez-vous confirmé !" }).waitFor();

  const second = await newPage(site.browser);
  await second.page.goto(`${site.server.url}/reservation`);
  await hydrated(second.page);
  await second.page.getByLabel("Date souhaitée").fill(day);
  await expect
    .poll(() => slotValues(second.page))
    .toEqual(["", "09:00", "11:00", "14:00", "15:00", "16:00"]);
  expect(first.errors).toEqual([]);
  expect(second.errors).toEqual([]);
});

test("page B refuses Sunday 03:00, and 03:00 on a weekday, with clear messages", async () => {
  const today = tunisWallClock(new Date()).date;
  let sunday = addDays(today, 1);
  while (weekdayOf(sunday) !== 7) sunday = addDays(sunday, 1);
  const { page } = await newPage(site.browser);
  await page.goto(`${site.server.url}/rendez-vous`);
  await hydrated(page);
  // The picker offers the days the server accepts: up to the booking horizon (60 days by default).
  await expect
    .poll(() => page.getByLabel("Date souhaitée").getAttribute("max"))
    .toBe(addDays(today, 60));
  await fillVisitor(page, "Sami Ben Ali");
  await page.getByLabel("Service souhaité").selectOption("digifact");
  await page.getByLabel("Date souhaitée").fill(sunday);
  await page.getByLabel("Heure souhaitée").fill("03:00");
  await page.getByRole("button", { name: "Envoyer la demande" }).click();
  await toast(page, "Nous ne recevons pas de rendez-vous ce jour de la semaine").waitFor();
  await expect.poll(() => page.getByLabel("Nom complet").inputValue()).toBe("Sami Ben Ali");

  // A weekday at 03:00: outside the hours, with the day's hours in the message.
  await page.getByLabel("Date souhaitée").fill(openDay(3));
  await page.getByRole("button", { name: "Envoyer la demande" }).click();
  await toast(page, "en dehors de nos horaires")
    .filter({ hasText: /9\sh\s00 – 12\sh\s00, 14\sh\s00 – 17\sh\s00/ })
    .waitFor();
});

test("an administrator sets a closure and page A shows the day closed, with the next open day", async () => {
  const closed = openDay(4);
  const { page, errors } = await newPage(site.browser);
  await signInAs(page, site.server, site.admin);
  await page.getByRole("link", { name: "Disponibilités" }).first().click();
  await page.getByRole("heading", { name: "Disponibilités", level: 1 }).waitFor();
  await page.getByLabel("Du", { exact: true }).fill(closed);
  await type(page.getByLabel("Libellé", { exact: true }), "Aïd el-Fitr");
  await page.getByRole("button", { name: "Ajouter la fermeture" }).click();
  await page.getByText("Fermeture ajoutée.").waitFor();
  await page.locator(`[data-closure="${closed}"]`).filter({ hasText: "Aïd el-Fitr" }).waitFor();

  const visitor = await newPage(site.browser);
  await visitor.page.goto(`${site.server.url}/reservation?date=${closed}`);
  const notice = visitor.page.locator("[data-day-closed]");
  await notice.waitFor();
  // A closure reads as one, by its label, not as a full day.
  await expect.poll(() => notice.textContent()).toContain("Fermé\u202F: Aïd el-Fitr");
  await expect.poll(() => notice.textContent()).not.toContain("Aucun créneau libre ce jour-là.");
  await expect.poll(() => notice.textContent()).toContain("Prochain jour disponible");
  // Typed in French by the administrator: an Arabic page says closed, without the French label.
  const arabic = await newPage(site.browser);
  await arabic.page.goto(`${site.server.url}/reservation?date=${closed}&lang=ar`);
  const arabicNotice = arabic.page.locator("[data-day-closed]");
  await arabicNotice.waitFor();
  await expect.poll(() => arabicNotice.textContent()).toContain("مغلق في هذا اليوم.");
  await expect.poll(() => arabicNotice.textContent()).not.toContain("Aïd");
  await arabic.page.context().close();
  await hydrated(visitor.page);
  await visitor.page.getByRole("button", { name: "Voir ce jour" }).click();
  await visitor.page.locator("[data-slots=open]").waitFor();
  await expect.poll(() => visitor.page.getByLabel("Date souhaitée").inputValue()).toBe(openDay(5));
  expect(errors).toEqual([]);
});

test("hostile values on the availability forms and on ?date= never give a 5xx nor store anything", async () => {
  const cookie = await sessionCookie(site.server, site.admin);
  const post = (body: Record<string, string>) =>
    fetch(`${site.server.url}/admin/availability`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: site.server.url, cookie },
      body: new URLSearchParams(body),
    });
  const closures = async () => {
    const page = await (
      await fetch(`${site.server.url}/admin/availability`, { headers: { cookie } })
    ).text();
    return (page.match(/data-closure=/g) ?? []).length;
  };
  const before = await closures();
  const rules = {
    intent: "rules",
    hours_1: "09:00-12:00",
    hours_2: "",
    hours_3: "",
    hours_4: "",
    hours_5: "",
    hours_6: "",
    hours_7: "",
    min_notice_hours: "2",
    horizon_days: "60",
    capacity: "1",
    reminder_hours: "24",
  };
  // A day a month ahead by the test's clock: only the label or the end makes these wrong.
  const ahead = openDay(30);
  const hostile: Record<string, string>[] = [
    { ...rules, hours_1: "<script>alert(1)</script>" },
    { ...rules, hours_1: "12:00-09:00" },
    { ...rules, hours_1: "09:00-12:00, 11:00-13:00" },
    { ...rules, hours_1: "25:00-26:00" },
    { ...rules, capacity: "-1" },
    { ...rules, capacity: "1e9" },
    { ...rules, horizon_days: "0" },
    { ...rules, min_notice_hours: "99999999" },
    { ...rules, reminder_hours: "169" },
    { ...rules, reminder_hours: "-1" },
    { intent: "closure-add", start_date: "2026-02-30", label: "X" },
    { intent: "closure-add", start_date: ahead, end_date: addDays(ahead, -9), label: "X" },
    { intent: "closure-add", start_date: ahead, label: "a\u0000b" },
    { intent: "closure-add", start_date: ahead, label: "x".repeat(101) },
    { intent: "closure-add", start_date: ahead, label: "   " },
    { intent: "closure-remove", id: "'; drop table booking_closures; --" },
    { intent: "closure-remove", id: "00000000-0000-4000-8000-000000000000" },
    { intent: "nope" },
    {},
  ];
  for (const body of hostile) {
    const res = await post(body);
    expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
    expect(res.status, JSON.stringify(body)).toBeLessThan(500);
  }
  expect(await closures()).toBe(before);
  // The rules did not move: page A still offers an open day's slots.
  const day = await fetch(`${site.server.url}/reservation?date=${openDay(6)}`);
  expect(day.status).toBe(200);
  expect(await day.text()).toContain('data-slots="open"');
  for (const date of ["%00", "2026-02-30", "x".repeat(3000), "9999-12-31", "0000-01-01", "-1"]) {
    const res = await fetch(`${site.server.url}/reservation?date=${date}`);
    expect(res.status, date).toBe(200);
  }
});
