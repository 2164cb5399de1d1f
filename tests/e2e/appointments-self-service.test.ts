import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { formatContentDate } from "../../app/content/dates";
import { manageToken } from "../../app/features/appointments/manage-link.server";
import { formsAr } from "../../app/i18n/forms/ar";
import { createAdminUser, signInAs, type Credentials } from "../support/admin";
import { axeViolations } from "../support/axe";
import { openDay } from "../support/booking";
import { launchBrowser, newPage, hydrated } from "../support/browser";
import { readMail } from "../support/mime";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";
import { startSmtp } from "../support/smtp";

/*
 * The visitor's link to their appointment, in Chromium: it arrives in the
 * confirmation mail; the visitor cancels through it and the administrator
 * sees «par le client» in the record's history; another visitor moves their
 * appointment to a free slot, with and without JavaScript. Bad links and
 * hostile posts get a page, never a 5xx, and store nothing.
 */
let server: TestServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: Credentials;
let dataDir: string;
const NOTIFY = "direction@example.com";

beforeAll(async () => {
  smtp = await startSmtp();
  dataDir = tempDataDir();
  admin = await createAdminUser(dataDir);
  server = await startTestServer({ dataDir, env: { SMTP_URL: smtp.url, NOTIFY_EMAIL: NOTIFY } });
  browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function type(field: Locator, value: string) {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.pressSequentially(value);
}

/** The mails received for `to` whose subject mentions `needle`, decoded. */
function mailsTo(to: string, needle: string) {
  return smtp.received
    .filter((m) => m.to.includes(to))
    .map((m) => readMail(m.raw))
    .filter((m) => m.subject.includes(needle));
}

/** The self-service link of the visitor's confirmation mail. */
async function linkFromMail(email: string): Promise<string> {
  await expect
    .poll(() => mailsTo(email, "demande de rendez-vous").length, { timeout: 30_000 })
    .toBe(1);
  const [mail] = mailsTo(email, "demande de rendez-vous");
  const link = /http:\/\/127\.0\.0\.1:\d+\/mon-rendez-vous\/[\w.-]+/.exec(mail!.body)?.[0];
  expect(link, mail!.body).toBeDefined();
  return link!;
}

/** Books on page A as a visitor does; returns the day. */
async function bookOnPageA(page: Page, email: string, day: string, time: string) {
  await page.goto(`${server.url}/reservation`);
  await hydrated(page);
  await type(page.getByLabel("Nom complet"), "Leila Trabelsi");
  await type(page.getByLabel("E-mail"), email);
  await type(page.getByLabel("Téléphone"), "71 000 000");
  await page.getByLabel("Service souhaité").selectOption("digimed");
  await page.getByLabel("Date souhaitée").fill(day);
  await page.getByLabel("Heure souhaitée").selectOption(time);
  await page.getByRole("button", { name: "Confirmer le rendez-vous" }).click();
  await page.getByRole("heading", { name: "Rendez-vous confirmé !" }).waitFor();
}

const idOf = (link: string) => {
  const hex = new URL(link).pathname.split("/").pop()!.split(".")[0]!;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

test("a visitor cancels through the e-mailed link; the administrator sees «par le client»", async () => {
  const day = openDay(2);
  const { page, errors } = await newPage(browser);
  await bookOnPageA(page, "annule@clinique.tn", day, "10:00");
  const link = await linkFromMail("annule@clinique.tn");

  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  expect(response?.headers()["cache-control"]).toContain("no-store");
  await expect
    .poll(() => page.locator('meta[name="robots"]').getAttribute("content"))
    .toContain("noindex");
  await hydrated(page);
  const summary = page.locator("[data-appointment]");
  await expect.poll(() => summary.textContent()).toContain("DigiMed");
  // French prose writes the time «10 h 00», as page A's summary and the mails do.
  await expect.poll(() => summary.textContent()).toContain("10\u00a0h\u00a000");
  await expect
    .poll(() => page.locator("[data-status]").textContent())
    .toBe("En attente de confirmation");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Annuler mon rendez-vous" }).click();
  await page.getByText("Votre rendez-vous est annulé. Un e-mail vous le confirme.").waitFor();
  await page.locator("[data-read-only]").waitFor();
  await expect.poll(() => page.locator("[data-status]").textContent()).toBe("Annulé");
  await expect
    .poll(() => page.getByRole("button", { name: "Annuler mon rendez-vous" }).count())
    .toBe(0);
  expect(errors).toEqual([]);

  // Both sides are told: the visitor's cancellation, the administrators' notice.
  await expect.poll(() => mailsTo("annule@clinique.tn", "annulé").length).toBe(1);
  await expect.poll(() => mailsTo(NOTIFY, "annulé par le client").length).toBe(1);

  // The same link, later: read-only, with the sentence.
  await page.goto(link);
  await expect
    .poll(() => page.locator("[data-read-only]").textContent())
    .toBe("Ce rendez-vous est annulé\u202f: il ne peut plus être modifié.");

  const back = await newPage(browser);
  await signInAs(back.page, server, admin);
  await back.page.goto(`${server.url}/admin/appointments/${idOf(link)}`);
  const history = back.page.getByRole("list", { name: "Historique des statuts" });
  await history.getByText("par le client").waitFor();
  await expect.poll(() => history.textContent()).toContain("Annulé");
});

test("a visitor moves their appointment to another free slot, in Arabic, with JavaScript", async () => {
  const day = openDay(3);
  const target = openDay(4);
  const { page, errors } = await newPage(browser);
  await bookOnPageA(page, "deplace@clinique.tn", day, "11:00");
  const link = await linkFromMail("deplace@clinique.tn");
  // Someone else holds 14:00 on the target day: it must not be offered.
  const other = await newPage(browser);
  await bookOnPageA(other.page, "autre@clinique.tn", target, "14:00");

  await page.goto(`${link}?lang=ar`);
  await hydrated(page);
  await expect.poll(() => page.locator("html").getAttribute("dir")).toBe("rtl");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("التاريخ المفضّل").fill(target);
  const options = page.getByLabel("الساعة المفضّلة").locator("option");
  await expect
    .poll(() => options.evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)))
    .toEqual(["", "09:00", "10:00", "11:00", "15:00", "16:00"]);
  await page.getByLabel("الساعة المفضّلة").selectOption("15:00");
  await page.getByRole("button", { name: "تغيير موعدي" }).click();
  const notice = page.locator("[data-form-notice=success]");
  await notice.waitFor();
  const targetText = formatContentDate(target, "ar", { weekday: true });
  await expect
    .poll(() => notice.textContent())
    .toContain(formsAr.manage.moved.replace("{dateTime}", `${targetText} على الساعة 15:00`));
  // The summary shows the new slot as soon as the move is confirmed.
  await expect.poll(() => page.locator("[data-appointment]").textContent()).toContain("15:00");
  const date = page.locator("[data-appointment] [data-date]");
  await expect.poll(() => date.getAttribute("data-date")).toBe(target);
  await expect.poll(() => date.textContent()).toBe(targetText);
  expect(errors).toEqual([]);
  // Booked on the French page, so the mail is French: «15 h 00».
  await expect.poll(() => mailsTo("deplace@clinique.tn", "15\u00a0h\u00a000").length).toBe(1);
  await expect.poll(() => mailsTo(NOTIFY, "déplacé par le client").length).toBe(1);

  // Page A no longer offers the new slot, and offers the old one again.
  const slots = await (await fetch(`${server.url}/reservation?date=${target}`)).text();
  expect(slots).not.toContain('value="15:00"');
  const before = await (await fetch(`${server.url}/reservation?date=${day}`)).text();
  expect(before).toContain('value="11:00"');
});

test("without JavaScript the page shows the day's free slots and moves the appointment", async () => {
  const day = openDay(5);
  const target = openDay(6);
  const booking = await newPage(browser);
  await bookOnPageA(booking.page, "sansjs@clinique.tn", day, "09:00");
  const link = await linkFromMail("sansjs@clinique.tn");

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel("Date souhaitée").fill(target);
  await page.getByRole("button", { name: "Afficher les créneaux libres" }).click();
  await page.locator("[data-slots=open]").waitFor();
  await page.getByLabel("Heure souhaitée").selectOption("16:00");
  await page.getByRole("button", { name: "Déplacer mon rendez-vous" }).click();
  const notice = page.locator("[data-form-notice=success]");
  await notice.waitFor();
  const when = `${formatContentDate(target, "fr", { weekday: true })} à 16\u00a0h\u00a000`;
  await expect
    .poll(() => notice.textContent())
    .toContain(`Votre rendez-vous est déplacé au ${when}. Un e-mail vous le confirme.`);
  await expect
    .poll(() => page.locator("[data-appointment]").textContent())
    .toContain("16\u00a0h\u00a000");
  await context.close();
});

test("bad links get a clear page in the page's language; hostile posts never a 5xx nor a change", async () => {
  const day = openDay(7);
  const booking = await newPage(browser);
  await bookOnPageA(booking.page, "hostile@clinique.tn", day, "15:00");
  const link = await linkFromMail("hostile@clinique.tn");
  const token = new URL(link).pathname.split("/").pop()!;

  for (const bad of [
    `${token.slice(0, -2)}xx`,
    `${token}x`,
    "x".repeat(3000),
    "%00",
    "..%2F..%2Fadmin",
    encodeURIComponent("<script>alert(1)</script>"),
    encodeURIComponent("' or 1=1 --"),
  ]) {
    const res = await fetch(`${server.url}/mon-rendez-vous/${bad}`);
    expect(res.status, bad).toBe(404);
    expect(await res.text(), bad).toContain("Lien invalide");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
  }

  // Expired: signed with the server's own secret, a minute in the past.
  const secret = fs.readFileSync(path.join(dataDir, "secret.key"), "utf8").trim();
  const expired = manageToken(idOf(link), new Date(Date.now() - 60_000), secret);
  const { page } = await newPage(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  const res = await page.goto(`${server.url}/mon-rendez-vous/${expired}?lang=ar`);
  expect(res?.status()).toBe(410);
  await page.getByRole("heading", { name: "رابط منتهي الصلاحية" }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  // At phone width the number stays on one line and left to right inside the Arabic sentence.
  const phone = page.locator('main a[href^="tel:"] bdi');
  await expect.poll(() => phone.getAttribute("dir")).toBe("ltr");
  await expect.poll(() => phone.evaluate((el) => el.getClientRects().length)).toBe(1);
  await page.goto(`${server.url}/mon-rendez-vous/${token.slice(0, -2)}xx?lang=ar`);
  await expect.poll(() => phone.evaluate((el) => el.getClientRects().length)).toBe(1);

  const html = await (await fetch(link)).text();
  const ticket = /name="_ticket" value="([^"]+)"/.exec(html)![1]!;
  const post = (body: Record<string, string>, url = link) =>
    fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url },
      body: new URLSearchParams({ _ticket: ticket, lang: "fr", ...body }),
    });
  const hostile: Record<string, string>[] = [
    { intent: "move", preferred_date: "2026-02-30", preferred_time: "10:00" },
    { intent: "move", preferred_date: day, preferred_time: "25:99" },
    { intent: "move", preferred_date: "x".repeat(5000), preferred_time: "10:00" },
    { intent: "move", preferred_date: openDay(8), preferred_time: "03:00" },
    { intent: "move", preferred_date: openDay(8), preferred_time: "<script>" },
    { intent: "delete" },
    { intent: "cancel", _ticket: "forged" },
    { intent: "cancel", website: "http://spam.example" },
    {},
  ];
  for (const body of hostile) {
    const answer = await post(body);
    expect(answer.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
    expect(answer.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
  }
  // A valid post to a tampered or expired link changes nothing either.
  for (const url of [
    `${server.url}/mon-rendez-vous/${token.slice(0, -2)}xx`,
    `${server.url}/mon-rendez-vous/${expired}`,
  ]) {
    const answer = await post({ intent: "cancel" }, url);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  }
  const after = await (await fetch(link)).text();
  expect(after).toContain('data-status="pending"');
  expect(after).toContain(">15\u00a0h\u00a000<");
});
