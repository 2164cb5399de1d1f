import { addDays, todayInTunis } from "~/domain/calendar";
import { expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { formatContentDate as formatDay } from "../../app/content/dates";
import { signInAs } from "../support/admin";
import { openDay } from "../support/booking";
import { newPage, PHONE, hydrated, visit } from "../support/browser";
import { readMail } from "../support/mime";
import { startTestServer } from "../support/server";
import { adminSite } from "../support/site";
import {} from "./back-office-support";

/*
 * An Arabic visitor orders and books in Arabic, with and without JavaScript:
 * Arabic labels, validation and success messages; the record keeps `ar`
 * (shown in the back office); the customer's mails and invitation are
 * Arabic, the administrators' French.
 */

const NOTIFY = "direction@example.com";

const site = adminSite({
  smtp: true,
  env: { NOTIFY_EMAIL: NOTIFY },
});

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });
// Open days (weekdays, not a public holiday): the server refuses the others.
const inDays = (n: number) => (n < 1 ? addDays(todayInTunis(), n) : openDay(n));

/** Types as a person does: a click into the field, then one key at a time. */
async function type(field: Locator, value: string) {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.pressSequentially(value);
}

/** The mails received for `to` that mention `needle`, decoded. */
function mailsTo(to: string, needle: string) {
  return site.smtp.received
    .filter((m) => m.to.includes(to))
    .map((m) => readMail(m.raw))
    .filter((m) => m.subject.includes(needle) || m.body.includes(needle));
}

/** Expects the customer's language as the back office shows it, from the stored record. */
async function expectStoredLanguage(
  list: "orders" | "appointments",
  customer: string,
  language: string,
) {
  const { page } = await newPage(site.browser);
  try {
    await signInAs(page, site.server, site.admin);
    await visit(page, `${site.server.url}/admin/${list}?q=${encodeURIComponent(customer)}`);
    const row = page.locator("tr").filter({ hasText: customer }).first();
    await expect
      .poll(() => row.locator("[data-language]").getAttribute("data-language"), {
        message: customer,
      })
      .toBe(language);
  } finally {
    await page.context().close();
  }
}

test("an Arabic visitor orders: Arabic dialog, validation in the spec's order, success; stored `ar`; Arabic customer mail, French administrators' mail", async () => {
  const { page, errors } = await newPage(site.browser);
  await page.goto(`${site.server.url}/?lang=ar`);
  await hydrated(page);
  await page.getByRole("button", { name: "اطلب الآن", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "طلب DigiFact" });
  await dialog.waitFor();
  await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
  await expect.poll(() => dialog.getByLabel("الهاتف").getAttribute("dir")).toBe("ltr");
  await expect
    .poll(() => dialog.getByLabel("البريد الإلكتروني (اختياري)").getAttribute("dir"))
    .toBe("ltr");
  await expect.poll(() => dialog.getByRole("radio", { name: "تثبيت محلي" }).isChecked()).toBe(true);
  // Each price is isolated left to right, or it reads «DT 159» in the Arabic line.
  await expect
    .poll(() => dialog.locator("fieldset label bdi[dir=ltr]").allTextContents())
    .toEqual(["159 DT", "550 DT"]);
  await expect
    .poll(() => dialog.getByRole("link", { name: "الشروط العامة للبيع" }).getAttribute("href"))
    .toBe("/cgv");

  const submit = dialog.getByRole("button", { name: "تأكيد الطلب" });
  const steps: [string | null, string, string][] = [
    [null, "", "الاسم واللقب إجباريان"],
    ["الاسم واللقب", "أمين بن صالح", "رقم الهاتف إجباري"],
    ["الهاتف", "+216 22 333 444", "المدينة إجبارية"],
    ["المدينة", "صفاقس", "العنوان الكامل إجباري"],
    ["العنوان الكامل", "12 نهج الحرية", "عنوان البريد الإلكتروني غير صالح"],
  ];
  await dialog.getByLabel("البريد الإلكتروني (اختياري)").pressSequentially("amine@");
  for (const [label, value, message] of steps) {
    if (label) await type(dialog.getByLabel(label), value);
    await submit.click();
    const shown = toast(page, "خطأ").filter({ hasText: message });
    await shown.waitFor();
    await shown
      .locator("button[aria-label='Close toast']")
      .click()
      .catch(() => {});
  }
  await type(dialog.getByLabel("البريد الإلكتروني (اختياري)"), "amine.ar@exemple.tn");
  await dialog.getByText("النسخة السحابية").click();
  await submit.click();
  const success = toast(page, "تم تسجيل الطلب!");
  await success.waitFor();
  const text = (await success.textContent())!;
  expect(text).toContain("تم تسجيل طلبكم بنجاح. سنتصل بكم قريبًا.");
  const reference = /CMD-\d{4}-\d{5}/.exec(text)![0];
  expect(text).toContain(`المرجع: ${reference}`);
  expect(errors).toEqual([]);

  await expect.poll(() => mailsTo("amine.ar@exemple.tn", reference).length).toBe(1);
  const [customer] = mailsTo("amine.ar@exemple.tn", reference);
  expect(customer!.subject).toBe(`تم تسجيل طلبكم ${reference}`);
  expect(customer!.body).toContain("مرحبًا أمين بن صالح،");
  expect(customer!.body).toContain('<html lang="ar" dir="rtl">');
  expect(customer!.body).toContain("تسبيق بنسبة 30%");
  await expect.poll(() => mailsTo(NOTIFY, reference).length).toBe(1);
  const [administrators] = mailsTo(NOTIFY, reference);
  expect(administrators!.subject).toContain(`Nouvelle commande ${reference}`);
  expect(administrators!.body).toContain("Langue du client\u202F: arabe");

  await expectStoredLanguage("orders", "أمين بن صالح", "ar");
});

test("page A in Arabic with JavaScript: Arabic validation toast, confirmation screen with the Arabic date; Arabic mail and invitation", async () => {
  const { page, errors } = await newPage(site.browser, PHONE);
  await page.goto(`${site.server.url}/reservation?lang=ar`);
  await page.getByRole("heading", { name: "معلومات الموعد" }).waitFor();
  await hydrated(page);
  const submit = page.getByRole("button", { name: "تأكيد الموعد" });
  await type(page.getByLabel("الاسم واللقب"), "ل");
  await submit.click();
  await toast(page, "خطأ في المعطيات")
    .filter({ hasText: "يجب أن يحتوي الاسم على حرفين على الأقل" })
    .waitFor();
  await type(page.getByLabel("الاسم واللقب"), "ليلى الطرابلسي");
  await type(page.getByLabel("البريد الإلكتروني"), "leila.ar@clinique.tn");
  await type(page.getByLabel("الهاتف"), "1234");
  await submit.click();
  await toast(page, "خطأ في المعطيات").filter({ hasText: "رقم غير صالح" }).waitFor();
  await type(page.getByLabel("الهاتف"), "71 000 000");
  await page.getByLabel("الخدمة المطلوبة").selectOption({ label: "استشارة ونصح" });
  await page.getByLabel("التاريخ المفضّل").fill(inDays(3));
  await page.getByLabel("الساعة المفضّلة").selectOption("14:00");
  await submit.click();
  await page.getByRole("heading", { name: "تم تسجيل طلب موعدكم!" }).waitFor();
  await toast(page, "تم تسجيل طلب موعدكم!")
    .filter({ hasText: "سنتصل بكم قريبًا لتأكيد موعدكم." })
    .waitFor();
  const day = formatDay(inDays(3), "ar", { weekday: true });
  await expect.poll(() => page.getByText(day, { exact: true }).isVisible()).toBe(true);
  expect(errors).toEqual([]);

  await expect.poll(() => mailsTo("leila.ar@clinique.tn", "14:00").length).toBe(1);
  const [customer] = mailsTo("leila.ar@clinique.tn", "14:00");
  expect(customer!.subject).toBe(`طلب موعدكم بتاريخ ${day} على الساعة 14:00`);
  expect(customer!.calendar).toContain("SUMMARY:موعد مع DigiSolutions: استشارة ونصح");
  expect(customer!.calendar).toContain("DESCRIPTION:موعد مع DigiSolutions: استشارة ونصح");
  await expect.poll(() => mailsTo(NOTIFY, "ليلى الطرابلسي").length).toBe(1);
  const [administrators] = mailsTo(NOTIFY, "ليلى الطرابلسي");
  expect(administrators!.subject).toMatch(/^Nouveau rendez-vous\u202F: ليلى الطرابلسي, \w+ /);
  expect(administrators!.body).toContain("Consultation et conseil");
  expect(administrators!.body).toContain("Langue du client\u202F: arabe");
  expect(administrators!.calendar).toBeUndefined();

  await expectStoredLanguage("appointments", "ليلى الطرابلسي", "ar");
});

test("page B in Arabic with JavaScript: Arabic success toast, cleared form, stored `ar`", async () => {
  const { page, errors } = await newPage(site.browser);
  await page.goto(`${site.server.url}/rendez-vous?lang=ar`);
  await page.getByRole("heading", { name: "استمارة حجز موعد" }).waitFor();
  await hydrated(page);
  for (const title of ["ردّ سريع", "عرض تجريبي مباشر", "مجاني ودون التزام"]) {
    await expect.poll(() => page.getByRole("heading", { name: title }).isVisible()).toBe(true);
  }
  await expect
    .poll(() => page.getByRole("navigation", { name: "مسار التنقل" }).textContent())
    .toContain("حجز موعد");
  await type(page.getByLabel("الاسم واللقب"), "سامي بن علي");
  await type(page.getByLabel("البريد الإلكتروني"), "sami.ar@example.tn");
  await type(page.getByLabel("الهاتف"), "98 000 000");
  await page.getByLabel("الخدمة المطلوبة").selectOption("autre");
  await page.getByLabel("التاريخ المفضّل").fill(inDays(2));
  await page.getByLabel("الساعة المفضّلة").fill("15:30");
  await page.getByText("مكالمة هاتفية").click();
  await type(page.getByLabel("رسالة (اختياري)"), "عيادة فيها 3 أطباء");
  await page.getByRole("button", { name: "إرسال الطلب" }).click();
  await toast(page, "تم إرسال الطلب!")
    .filter({ hasText: "سنتصل بكم في غضون ساعتين لتأكيد موعدكم." })
    .waitFor();
  await expect.poll(() => page.getByLabel("الاسم واللقب").inputValue()).toBe("");
  expect(errors).toEqual([]);
  await expectStoredLanguage("appointments", "سامي بن علي", "ar");
  // The administrators read the meeting type in French, as the spec writes it.
  await expect.poll(() => mailsTo(NOTIFY, "سامي بن علي").length).toBe(1);
  expect(mailsTo(NOTIFY, "سامي بن علي")[0]!.body).toContain("Type: Appel téléphonique");
});

test("without JavaScript both Arabic pages answer in Arabic in the page and store `ar`", async () => {
  const context = await site.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`${site.server.url}/reservation?lang=ar`);
    await type(page.getByLabel("الاسم واللقب"), "هالة");
    await type(page.getByLabel("البريد الإلكتروني"), "hela@");
    await page.getByRole("button", { name: "تأكيد الموعد" }).click();
    const alert = page.locator("[data-form-notice=error]");
    await alert.waitFor();
    await expect.poll(() => alert.textContent()).toBe("خطأ في المعطياتبريد إلكتروني غير صالح");
    await expect.poll(() => page.getByLabel("الاسم واللقب").inputValue()).toBe("هالة");
    await type(page.getByLabel("البريد الإلكتروني"), "hela.ar@example.tn");
    await type(page.getByLabel("الهاتف"), "52 000 000");
    await page.getByLabel("الخدمة المطلوبة").selectOption("digimed");
    await page.getByLabel("التاريخ المفضّل").fill(inDays(4));
    // Without JavaScript the server re-renders the day's free slots.
    await page.getByRole("button", { name: "عرض المواعيد الشاغرة" }).click();
    await page.locator("[data-slots=open]").waitFor();
    await page.getByLabel("الساعة المفضّلة").selectOption("10:00");
    await page.getByRole("button", { name: "تأكيد الموعد" }).click();
    await page.getByRole("heading", { name: "تم تسجيل طلب موعدكم!" }).waitFor();
    // The confirmation names the service (the footer lists it too).
    await expect
      .poll(() =>
        page.getByRole("main").getByText("DigiMed — التصرف في العيادات الطبية").isVisible(),
      )
      .toBe(true);

    await page.goto(`${site.server.url}/rendez-vous?lang=ar`);
    await type(page.getByLabel("الاسم واللقب"), "منير");
    await type(page.getByLabel("البريد الإلكتروني"), "mounir.ar@example.tn");
    await type(page.getByLabel("الهاتف"), "20 000 000");
    await page.getByLabel("الخدمة المطلوبة").selectOption("digifact");
    await page.getByLabel("التاريخ المفضّل").fill(inDays(1));
    await page.getByLabel("الساعة المفضّلة").fill("09:30");
    await page.getByRole("button", { name: "إرسال الطلب" }).click();
    const notice = page.locator("[data-form-notice=success]");
    await notice.waitFor();
    await expect
      .poll(() => notice.textContent())
      .toBe("تم إرسال الطلب!سنتصل بكم في غضون ساعتين لتأكيد موعدكم.");
    await expect.poll(() => page.getByLabel("الاسم واللقب").inputValue()).toBe("");
  } finally {
    await context.close();
  }
  await expectStoredLanguage("appointments", "هالة", "ar");
  await expectStoredLanguage("appointments", "منير", "ar");
  await expect.poll(() => mailsTo("mounir.ar@example.tn", "09:30").length).toBe(1);
  expect(mailsTo("mounir.ar@example.tn", "09:30")[0]!.subject).toContain("طلب موعدكم بتاريخ");
});

test("the rate-limit refusal reads « 1 seconde » in French and ثانية واحدة in Arabic, never « 1 secondes »", async () => {
  // Checked on the server's own answers: a limit of one form a minute, two posts.
  const limited = await startTestServer({ env: { RATE_LIMIT_FORMS_PER_MINUTE: "1" } });
  try {
    const post = async (lang: string) => {
      const { ticket } = (await (await fetch(`${limited.url}/api/orders`)).json()) as {
        ticket: string;
      };
      const response = await fetch(`${limited.url}/api/orders`, {
        method: "POST",
        headers: { origin: limited.url },
        body: new URLSearchParams({
          _ticket: ticket,
          lang,
          customer_name: "Client",
          phone: "71 000 000",
          city: "Tunis",
          address: "Rue 1",
          product: "digifact",
        }),
      });
      return { status: response.status, ...((await response.json()) as { message?: string }) };
    };
    expect((await post("fr")).status).toBe(200);
    const fr = await post("fr");
    expect(fr.status).toBe(429);
    expect(fr.message).toMatch(
      /^Trop de demandes envoyées\. Veuillez réessayer dans (1 seconde|([2-9]|[1-5]\d) secondes|1 minute)\.$/,
    );
    const ar = await post("ar");
    expect(ar.status).toBe(429);
    expect(ar.message).toMatch(
      /^عدد الطلبات المرسلة كبير جدًا\. يُرجى إعادة المحاولة بعد (ثانية واحدة|ثانيتين|\d+ ثوانٍ|\d+ ثانية|دقيقة واحدة)\.$/,
    );
  } finally {
    await limited.stop();
  }
});
