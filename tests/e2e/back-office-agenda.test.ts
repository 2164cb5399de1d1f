import { addDays } from "~/domain/calendar";
import ICAL from "ical.js";
import { beforeAll, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { appointments, bookingClosures } from "../../db/schema";
import { currentMonday } from "../../app/domain/agenda";
import { AXE_VARIANTS, axeViolations } from "../support/axe";
import { DESKTOP, newPage, PHONE, visit } from "../support/browser";
import { adminSite } from "../support/site";
import {
  adminCredentials,
  createAdminUser,
  sessionCookie,
  signInAs,
  signedInPage,
  type Credentials,
} from "../support/admin";
import { appointment, seed } from "./back-office-support";

/*
 * The agenda (/admin/agenda) in Chromium: the week with its appointments and
 * closures, keyboard navigation between weeks, a day list on a phone; and the
 * administrator's calendar subscription, turned on in the settings and read
 * without a cookie.
 */
let cookie = "";
/** A second administrator, whose role the first one removes. */
let colleague: Credentials & { userId: string };
const monday = currentMonday(new Date());
const nextMonday = addDays(monday, 7);

const site = adminSite({
  prepare: async (dataDir) => {
    colleague = await createAdminUser(dataDir, adminCredentials("colleague"));
    await seed(dataDir, async ({ db }) => {
      await db.insert(appointments).values([
        appointment({
          name: "Leila Trabelsi",
          preferredDate: monday,
          preferredTime: "10:00",
          status: "confirmed",
        }),
        appointment({
          name: "Karim Jaziri",
          preferredDate: addDays(monday, 2),
          preferredTime: "14:00",
        }),
        appointment({
          name: "Sami Prochain",
          preferredDate: addDays(nextMonday, 1),
          preferredTime: "09:00",
          status: "confirmed",
        }),
      ]);
      await db.insert(bookingClosures).values({
        startDate: addDays(monday, 3),
        endDate: addDays(monday, 3),
        label: "Aïd el-Fitr",
      });
    });
  },
});
beforeAll(async () => {
  cookie = await sessionCookie(site.server, site.admin);
});

const day = (page: Page, date: string) =>
  page.locator(`[data-testid="agenda-day"][data-date="${date}"]`);

test("the agenda shows this week's appointments and closure; weeks change by keyboard; a click opens the record", async () => {
  const { page, errors } = await signedInPage(site.browser, site.server, site.admin, DESKTOP);
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Agenda" })
    .click();
  await page.getByRole("heading", { name: "Agenda", level: 1 }).waitFor();
  await expect.poll(() => page.locator('[data-testid="agenda-day"]').count()).toBe(7);

  const first = day(page, monday).getByTestId("agenda-appointment");
  await expect.poll(() => first.textContent()).toContain("Leila Trabelsi");
  await expect.poll(() => first.textContent()).toContain("10:00");
  await expect
    .poll(() => first.locator("[data-status]").getAttribute("data-status"))
    .toBe("confirmed");
  await expect
    .poll(() => day(page, addDays(monday, 2)).locator("[data-status]").getAttribute("data-status"))
    .toBe("pending");
  await expect
    .poll(() => day(page, addDays(monday, 3)).textContent())
    .toContain("Fermé\u202F: Aïd el-Fitr");
  await expect.poll(() => day(page, addDays(monday, 5)).textContent()).toContain("Fermé");
  await expect.poll(() => page.getByText("Sami Prochain").count()).toBe(0);

  // Next week, with the keyboard only.
  const next = page.getByRole("link", { name: "Semaine suivante" });
  await next.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(`${site.server.url}/admin/agenda?semaine=${nextMonday}`);
  await expect
    .poll(() => day(page, addDays(nextMonday, 1)).textContent())
    .toContain("Sami Prochain");
  await page.getByRole("link", { name: "Semaine précédente" }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(`${site.server.url}/admin/agenda?semaine=${monday}`);
  await day(page, monday).getByTestId("agenda-appointment").waitFor();
  await page.getByRole("link", { name: "Semaine suivante" }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(/semaine=/);
  await page.getByRole("link", { name: "Aujourd'hui" }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(`${site.server.url}/admin/agenda`);
  await day(page, monday).getByTestId("agenda-appointment").click();
  await page.getByRole("heading", { name: "Rendez-vous de Leila Trabelsi" }).waitFor();
  expect(errors).toEqual([]);
}, 120_000);

test("seven columns on a desktop, one day under the other on a phone", async () => {
  for (const [options, layout] of [
    [DESKTOP, "grid"],
    [PHONE, "list"],
  ] as const) {
    const { page } = await signedInPage(site.browser, site.server, site.admin, options);
    await visit(page, `${site.server.url}/admin/agenda`);
    const boxes = await page
      .locator('[data-testid="agenda-day"]')
      .evaluateAll((days) => days.map((d) => d.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(7);
    if (layout === "grid") {
      expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
      for (let i = 1; i < 7; i++) expect(boxes[i]!.left).toBeGreaterThan(boxes[i - 1]!.left);
    } else {
      for (let i = 1; i < 7; i++) {
        expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
        expect(Math.round(boxes[i]!.left)).toBe(Math.round(boxes[0]!.left));
      }
      // Nothing wider than the phone's screen.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(390);
    }
    await page.context().close();
  }
}, 120_000);

test("the agenda passes axe at 390 and 1280 px, light and dark", async () => {
  const found: Record<string, string[]> = {};
  for (const [label, options, rules] of AXE_VARIANTS) {
    const { page } = await signedInPage(site.browser, site.server, site.admin, options);
    await visit(page, `${site.server.url}/admin/agenda`);
    await page.waitForLoadState("networkidle");
    const list = await axeViolations(page, rules);
    if (list.length) found[label] = list;
    await page.context().close();
  }
  expect(found).toEqual({});
}, 180_000);

test("hostile ?semaine= values get this week or a 400 page, never a 5xx", async () => {
  const get = (value: string) =>
    fetch(`${site.server.url}/admin/agenda?semaine=${encodeURIComponent(value)}`, {
      headers: { cookie },
      redirect: "manual",
    });
  const ok = await get(nextMonday);
  expect(ok.status).toBe(200);
  expect(await ok.text()).toContain("Sami Prochain");
  expect((await get("")).status).toBe(200);
  for (const hostile of [
    "2030-02-30",
    "9999-12-31",
    "0000-01-01",
    "-1",
    "' OR '1'='1",
    "<script>alert(1)</script>",
    "2030-03-11T00:00:00Z",
    "\u202E2030-03-11",
    "a".repeat(5000),
  ]) {
    const response = await get(hostile);
    expect(response.status, hostile).toBe(400);
    expect(await response.text()).toContain("Semaine invalide");
  }
  const raw = await fetch(`${site.server.url}/admin/agenda?semaine=%E0%A4%A&semaine=%00`, {
    headers: { cookie },
  });
  expect(raw.status).toBeLessThan(500);
  expect(site.server.logs()).not.toMatch(/"level":50/);
});

/** The feed address shown once in the settings after a click on `button`. */
/** Clicks `button` and reads the address shown once it is not `previous` (a regeneration replaces it in place). */
async function newFeedAddress(page: Page, button: string, previous?: string): Promise<string> {
  await page.getByRole("button", { name: button }).click();
  const field = page.getByLabel("Votre adresse d'abonnement");
  await field.waitFor();
  await expect.poll(() => field.inputValue()).not.toBe(previous ?? "");
  return field.inputValue();
}

test("an administrator subscribes to the calendar feed, regenerates it and turns it off", async () => {
  const { page, errors } = await signedInPage(site.browser, site.server, site.admin, DESKTOP);
  await visit(page, `${site.server.url}/admin/settings`);
  const first = await newFeedAddress(page, "Activer l'abonnement");
  expect(first).toMatch(new RegExp(`^${site.server.url}/calendrier/[A-Za-z0-9_-]{43}\\.ics$`));

  // A calendar app sends no cookie.
  const response = await fetch(first);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.get("set-cookie")).toBeNull();
  const text = await response.text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const summaries = calendar
    .getAllSubcomponents("vevent")
    .map((v) => new ICAL.Event(v).summary)
    .sort();
  // Confirmed ones only: Karim's appointment is still pending.
  expect(summaries).toEqual(["DigiMed : Leila Trabelsi", "DigiMed : Sami Prochain"]);
  // The request log names the feed's route, never its token.
  const token = first.slice(first.lastIndexOf("/") + 1, -".ics".length);
  // The line is written once the answer is sent: wait for it.
  await expect.poll(() => site.server.logs()).toContain('"path":"/calendrier/[masqué]"');
  expect(site.server.logs()).not.toContain(token);

  const second = await newFeedAddress(page, "Générer une nouvelle adresse", first);
  expect(second).not.toBe(first);
  expect((await fetch(first)).status).toBe(404);
  expect((await fetch(second)).status).toBe(200);

  await page.getByRole("button", { name: "Désactiver" }).click();
  await page.getByRole("button", { name: "Activer l'abonnement" }).waitFor();
  await expect.poll(() => page.getByLabel("Votre adresse d'abonnement").count()).toBe(0);
  expect((await fetch(second)).status).toBe(404);
  expect(errors).toEqual([]);
}, 120_000);

test("a colleague's feed stops answering once the administrator role is taken away", async () => {
  const { page, errors } = await newPage(site.browser, DESKTOP);
  await signInAs(page, site.server, colleague);
  await visit(page, `${site.server.url}/admin/settings`);
  const address = await newFeedAddress(page, "Activer l'abonnement");
  expect((await fetch(address)).status).toBe(200);

  const demotion = await fetch(`${site.server.url}/admin/users`, {
    method: "POST",
    headers: {
      cookie,
      origin: site.server.url,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ intent: "set-role", userId: colleague.userId, role: "user" }),
  });
  expect(demotion.status).toBe(200);
  const refused = await fetch(address);
  expect(refused.status).toBe(404);
  expect(await refused.text()).not.toContain("Leila Trabelsi");
  expect(errors).toEqual([]);
}, 120_000);

test("hostile feed addresses answer 404, and a flood is rate-limited", async () => {
  for (const segment of [
    "x.ics",
    `${"A".repeat(43)}.ics`,
    "%27%20OR%20%271%27%3D%271.ics",
    "..%2f..%2fetc%2fpasswd",
    "%00.ics",
    `${"a".repeat(5000)}.ics`,
    ".data",
  ]) {
    const response = await fetch(`${site.server.url}/calendrier/${segment}`);
    expect(response.status, segment).toBe(404);
  }
  // A malformed escape is refused by the server before any route, as everywhere.
  expect((await fetch(`${site.server.url}/calendrier/%E0%A4%A.ics`)).status).toBe(400);
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++)
    statuses.push((await fetch(`${site.server.url}/calendrier/x.ics`)).status);
  expect(statuses).toContain(429);
  expect(statuses.every((s) => s === 404 || s === 429)).toBe(true);
  expect(site.server.logs()).not.toMatch(/"level":50/);
});
