import fs from "node:fs";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { orders } from "../../db/schema";
import { createOrder } from "~/features/orders/create.server";
import { orderSchema } from "~/features/orders/schema";
import { orderWithMoney, proformaOf } from "~/features/orders/proforma.server";
import { proformaPdf } from "~/features/orders/proforma-pdf.server";
import { formsAr } from "~/i18n/forms/ar";
import { withTestDatabase } from "../support/test-database";
import { ensurePoppler, pdfText } from "../support/poppler";
import { createMailer } from "~/features/notifications/mailer.server";
import { readMail } from "../support/mime";
import { startSmtp } from "../support/smtp";
import { testOutboxWorker } from "../support/outbox";

const database = withTestDatabase();
const db = () => database.handle().db;

beforeAll(() => ensurePoppler(), 120_000);

async function arabicOrder() {
  const input = orderSchema(formsAr.validation).parse({
    customer_name: "سنية الطرابلسي",
    phone: "98 765 432",
    city: "صفاقس",
    address: "نهج الحبيب بورقيبة عدد 12",
    email: "sonia@exemple.tn",
    deployment_type: "local",
    product: "digierp",
    option: ["phone", "emailChat"],
    company_name: "شركة النور للتجارة",
    tax_id: "1234567AAM000",
  });
  const { reference } = await createOrder(db(), input, `pf-${Math.random()}`, "ar");
  const [row] = await db().select().from(orders).where(eq(orders.reference, reference));
  return (await orderWithMoney(db(), row!.id))!;
}

test("the Arabic pro-forma's PDF: shaped Arabic words in their order, amounts and identifiers intact", async () => {
  const { order, money } = await arabicOrder();
  const pdf = await proformaPdf(proformaOf(order, money));
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  if (process.env.PROFORMA_PDF_OUT) fs.writeFileSync(`${process.env.PROFORMA_PDF_OUT}/ar.pdf`, pdf);
  const text = pdfText(pdf);
  const lines = text.split("\n").map((l) => l.replace(/[\u200e\u200f\u202a-\u202e]/g, "").trim());
  // Words in reading order, as a reader copies them.
  expect(lines).toContain("فاتورة أولية");
  expect(text).toContain("المجموع باعتبار الأداءات");
  expect(text).toContain("التسبقة عند الطلب");
  expect(text).toContain("شركة النور للتجارة");
  expect(text).toContain("هذه الوثيقة فاتورة أولية وليست فاتورة");
  expect(text).toContain("1234567A/A/M/000");
  expect(text).toContain(order.proformaNumber!);
  // 600 + 100 + 0 DT excluding tax: VAT 133 DT, stamp 1 DT.
  expect(text).toContain("834,000");
  expect(text).toContain("مجاني");
});

test("the French pro-forma's PDF says what it is and is not", async () => {
  const { order, money } = await arabicOrder();
  const pdf = await proformaPdf(proformaOf(order, money, "fr"));
  if (process.env.PROFORMA_PDF_OUT) fs.writeFileSync(`${process.env.PROFORMA_PDF_OUT}/fr.pdf`, pdf);
  const text = pdfText(pdf).replace(/\u00a0/g, " ");
  expect(text).toContain("Facture proforma");
  expect(text).toContain("Acompte à la commande (30 %)");
  expect(text).toContain("250,200 DT");
  expect(text).toContain("il n'a pas valeur de facture");
  expect(text).toContain("Gratuit");
  expect(text).not.toMatch(/Facture n°/);
});

/** The base64 PDF part of a raw mail, decoded. */
function pdfAttachment(raw: string): { name: string; bytes: Buffer } | null {
  const match =
    /Content-Type: application\/pdf;\s*name="?([^"\r\n]+)"?[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
      raw,
    );
  if (!match) return null;
  return { name: match[1]!, bytes: Buffer.from(match[2]!.replace(/\s/g, ""), "base64") };
}

test("the Arabic confirmation mail carries the pro-forma PDF and the signed order link", async () => {
  const smtp = await startSmtp();
  try {
    const { order } = await arabicOrder();
    await testOutboxWorker({
      db: db(),
      mailer: createMailer({ smtpUrl: smtp.url, dataDir: "unused" }),
      notifyEmail: "direction@digi.example.tn",
    }).runOnce();
    const mail = smtp.received.find((m) => m.to.includes("sonia@exemple.tn"))!;
    const readable = readMail(mail.raw);
    expect(readable.body).toContain(
      `تجدون فاتورتكم الأولية ${order.proformaNumber} مرفقة بهذه الرسالة.`,
    );
    expect(readable.body).toMatch(/\/ma-commande\/[0-9a-f]{32}\.1\.[\w-]{43}\?lang=ar/);
    const pdf = pdfAttachment(mail.raw);
    expect(pdf?.name).toBe(`${order.proformaNumber}.pdf`);
    expect(pdfText(pdf!.bytes)).toContain("فاتورة أولية");
    // The administrators' mail has no attachment.
    const admin = smtp.received.find((m) => m.to.includes("direction@digi.example.tn"))!;
    expect(pdfAttachment(admin.raw)).toBeNull();
  } finally {
    await smtp.close();
  }
});
