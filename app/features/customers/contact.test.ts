import { expect, test } from "vitest";
import { contactLinks, whatsappMessage } from "./contact";

test("the WhatsApp message is written in the customer's language and names the record", () => {
  const order = { kind: "order", reference: "CMD-2026-00042" } as const;
  const visit = { kind: "appointment", date: "2026-12-02", time: "10:00" } as const;
  expect(whatsappMessage("Amel", order, "fr")).toBe(
    "Bonjour Amel, nous vous contactons au sujet de votre commande CMD-2026-00042.",
  );
  expect(whatsappMessage("Amel", visit, "fr")).toBe(
    "Bonjour Amel, nous vous contactons au sujet de votre rendez-vous du mercredi 2 décembre 2026 à 10\u00a0h\u00a000.",
  );
  expect(whatsappMessage("أمل", order, "ar")).toBe(
    "مرحبًا أمل، نتواصل معكم بخصوص طلبكم CMD-2026-00042.",
  );
  expect(whatsappMessage("أمل", visit, "ar")).toContain(
    "بخصوص موعدكم بتاريخ الأربعاء 2 ديسمبر 2026",
  );
});

test("contact links: the Arabic message travels in the wa.me link, in international form", () => {
  const links = contactLinks({
    name: "Nour",
    phone: "50 222 333",
    email: null,
    language: "ar",
    subject: { kind: "order", reference: "CMD-2026-00007" },
  });
  const whatsapp = new URL(links.whatsapp!);
  expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/21650222333");
  expect(whatsapp.searchParams.get("text")).toBe(
    "مرحبًا Nour، نتواصل معكم بخصوص طلبكم CMD-2026-00007.",
  );
  expect(links.mailto).toBeUndefined();
});
