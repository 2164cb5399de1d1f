import ICAL from "ical.js";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { ROOM_URL_PATTERN } from "../../app/domain/meeting";
import { formsAr } from "../../app/i18n/forms/ar";
import { createAdminUser, signInAs, type Credentials } from "../support/admin";
import { openDay } from "../support/booking";
import { hydrated, launchBrowser, newPage, PHONE } from "../support/browser";
import { readMail } from "../support/mime";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";
import { startSmtp } from "../support/smtp";

/*
 * A video demo in Arabic, from page B to the meeting (decisions 0064 and
 * 0065): the visitor books it with the qualifying answers, an administrator
 * reads them and confirms, the room's link reaches the visitor's mail,
 * invitation and self-service page; then a cut-off set on the availability
 * page stops the page's changes, and the server refuses the form the visitor
 * still had open.
 */
let server: TestServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: Credentials;

beforeAll(async () => {
  smtp = await startSmtp();
  const dataDir = tempDataDir();
  admin = await createAdminUser(dataDir);
  server = await startTestServer({ dataDir, env: { SMTP_URL: smtp.url } });
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

function mailsTo(to: string, needle: string) {
  return smtp.received
    .filter((m) => m.to.includes(to))
    .map((m) => readMail(m.raw))
    .filter((m) => m.subject.includes(needle));
}

const EMAIL = "nadia.visio@clinique.tn";
const q = formsAr.qualifying;

async function bookVideoOnPageB(page: Page, day: string) {
  await page.goto(`${server.url}/rendez-vous?lang=ar`);
  await hydrated(page);
  await type(page.getByLabel("الاسم واللقب"), "نادية الشابي");
  await type(page.getByLabel("البريد الإلكتروني"), EMAIL);
  await type(page.getByLabel("الهاتف"), "50 222 333");
  await page.getByLabel("الخدمة المطلوبة").selectOption("digimed");
  await page.getByLabel("التاريخ المفضّل").fill(day);
  await page.getByLabel("الساعة المفضّلة").fill("10:00");
  await page.getByRole("radio", { name: "مكالمة فيديو" }).check();
  const questions = page.getByRole("group", { name: q.legend });
  await questions.getByLabel(q.companySize).selectOption("2-10");
  await type(questions.getByLabel(q.seats), "4");
  await type(questions.getByLabel(q.currentSoftware), "Excel");
  await type(questions.getByLabel(q.sector), "طب الأسنان");
  await page.getByRole("button", { name: "إرسال الطلب" }).click();
  await page.getByText("سنتصل بكم في غضون ساعتين لتأكيد موعدكم.").first().waitFor();
}

test("a video demo booked in Arabic with its answers, confirmed, its room on the self-service page", async () => {
  const day = openDay(4);
  const visitor = await newPage(browser, PHONE);
  await bookVideoOnPageB(visitor.page, day);

  // The visitor's link, from the mail that acknowledges the request.
  await expect.poll(() => mailsTo(EMAIL, "طلب موعدكم").length, { timeout: 30_000 }).toBe(1);
  const link = /http:\/\/127\.0\.0\.1:\d+\/mon-rendez-vous\/[\w.-]+\?lang=ar/.exec(
    mailsTo(EMAIL, "طلب موعدكم")[0]!.body,
  )?.[0];
  expect(link).toBeDefined();
  const hex = new URL(link!).pathname.split("/").pop()!.split(".")[0]!;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

  // Before the confirmation: no room yet, the answers shown back.
  await visitor.page.goto(link!);
  await hydrated(visitor.page);
  await expect
    .poll(() => visitor.page.locator("[data-meeting=video]").textContent())
    .toBe(formsAr.manage.meetingVideoPending);
  const answers = visitor.page.locator("[data-qualifying-answers]");
  await expect.poll(() => answers.textContent()).toContain("من 2 إلى 10 أشخاص");
  await expect.poll(() => answers.textContent()).toContain("الاختصاصطب الأسنان");

  // The administrator reads the answers and confirms.
  const office = await newPage(browser);
  await signInAs(office.page, server, admin);
  await office.page.goto(`${server.url}/admin/appointments/${id}`);
  await hydrated(office.page);
  const details = office.page.getByRole("main");
  for (const text of ["2 à 10 personnes", "Excel", "Spécialité", "طب الأسنان"]) {
    await expect
      .poll(() => details.getByText(text, { exact: true }).count(), { message: text })
      .toBeGreaterThan(0);
  }
  await office.page.getByRole("button", { name: "Confirmer — نادية الشابي" }).click();
  await office.page.locator("main [data-meeting-url]").waitFor();
  const room = (await office.page.locator("main [data-meeting-url]").getAttribute("href"))!;
  expect(room).toMatch(ROOM_URL_PATTERN);
  expect(room.startsWith("https://meet.jit.si/DigiSolutions-")).toBe(true);

  // The confirmation mail carries the room, and so does its invitation.
  await expect.poll(() => mailsTo(EMAIL, "تم تأكيد موعدكم").length, { timeout: 30_000 }).toBe(1);
  const [confirmation] = mailsTo(EMAIL, "تم تأكيد موعدكم");
  expect(confirmation!.body).toContain(room);
  const event = new ICAL.Component(ICAL.parse(confirmation!.calendar!)).getFirstSubcomponent(
    "vevent",
  )!;
  expect(event.getFirstPropertyValue("location")).toBe(room);
  expect(String(event.getFirstPropertyValue("description"))).toContain(room);

  // The self-service page: the same room, one tap away, and the cut-off said.
  await visitor.page.goto(link!);
  await hydrated(visitor.page);
  const join = visitor.page.getByRole("link", { name: formsAr.manage.joinMeeting });
  await expect.poll(() => join.getAttribute("href")).toBe(room);
  await expect.poll(() => join.getAttribute("target")).toBe("_blank");
  await expect
    .poll(() => visitor.page.locator("[data-cutoff-note]").textContent())
    .toBe("يمكنكم إلغاء هذا الموعد أو تغييره عبر الإنترنت إلى حدود 24 ساعة قبل بدايته.");
  expect(visitor.errors).toEqual([]);

  // A week's cut-off, set on the availability page: the page says to call...
  const stale = await newPage(browser);
  await stale.page.goto(link!);
  await hydrated(stale.page);
  await office.page.goto(`${server.url}/admin/availability`);
  await hydrated(office.page);
  const cutoff = office.page.getByLabel(/Annulation ou déplacement par le client/);
  await type(cutoff, "168");
  await office.page.getByRole("button", { name: "Enregistrer ces réglages" }).click();
  await office.page.getByText("Réglages des rendez-vous en ligne enregistrés.").waitFor();

  await visitor.page.reload();
  await hydrated(visitor.page);
  const locked = visitor.page.locator("[data-cutoff]");
  await locked.waitFor();
  await expect.poll(() => locked.textContent()).toContain("يبدأ هذا الموعد بعد أقلّ من 168 ساعة");
  await expect.poll(() => locked.getByRole("link").getAttribute("href")).toMatch(/^tel:/);
  await expect
    .poll(() => visitor.page.getByRole("button", { name: formsAr.manage.cancelSubmit }).count())
    .toBe(0);
  // The room stays on the page.
  await expect.poll(() => join.getAttribute("href")).toBe(room);

  // ...and the form a visitor still had open is refused by the server, nothing changed.
  await stale.page.getByRole("button", { name: formsAr.manage.cancelSubmit }).click();
  await stale.page
    .getByText("يبدأ هذا الموعد قريبًا: لم يعد من الممكن إلغاؤه أو تغييره عبر الإنترنت.", {
      exact: false,
    })
    .first()
    .waitFor();
  await office.page.goto(`${server.url}/admin/appointments/${id}`);
  await expect.poll(() => office.page.locator("main").textContent()).toContain("Confirmé");
  expect(mailsTo(EMAIL, "إلغاء").length + mailsTo(EMAIL, "ملغى").length).toBe(0);
}, 180_000);
