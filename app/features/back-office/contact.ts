import { telHref, whatsappHref } from "~/domain/phone";
import { formatContentDate } from "~/content/dates";
import type { Language } from "~/i18n/language";

/** What the prefilled WhatsApp message is about: an order or an appointment. */
export type ContactSubject =
  { kind: "order"; reference: string } | { kind: "appointment"; date: string; time: string };

/** The message an administrator starts the conversation with, in the customer's language. */
export function whatsappMessage(name: string, subject: ContactSubject, lang: Language): string {
  if (lang === "ar") {
    const about =
      subject.kind === "order"
        ? `طلبكم ${subject.reference}`
        : `موعدكم بتاريخ ${formatContentDate(subject.date, "ar", { weekday: true })} على الساعة ${subject.time}`;
    return `مرحبًا ${name}، نتواصل معكم بخصوص ${about}.`;
  }
  const about =
    subject.kind === "order"
      ? `votre commande ${subject.reference}`
      : `votre rendez-vous du ${formatContentDate(subject.date, "fr", { weekday: true })} à ${subject.time}`;
  return `Bonjour ${name}, nous vous contactons au sujet de ${about}.`;
}

export interface ContactLinks {
  tel: string;
  whatsapp?: string;
  mailto?: string;
}

/** The ways to reach a customer in one tap: call, WhatsApp (when the number allows), e-mail. */
export function contactLinks(person: {
  name: string;
  phone: string;
  email: string | null;
  language: Language;
  subject: ContactSubject;
}): ContactLinks {
  return {
    tel: telHref(person.phone),
    whatsapp: whatsappHref(
      person.phone,
      whatsappMessage(person.name, person.subject, person.language),
    ),
    mailto: person.email ? `mailto:${person.email}` : undefined,
  };
}
