import { telHref, whatsappHref } from "~/domain/phone";
import { formatCalendarDate } from "./format";

/** What the prefilled WhatsApp message is about: an order or an appointment. */
export type ContactSubject =
  { kind: "order"; reference: string } | { kind: "appointment"; date: string; time: string };

/** The French message an administrator starts the conversation with. */
export function whatsappMessage(name: string, subject: ContactSubject): string {
  const about =
    subject.kind === "order"
      ? `votre commande ${subject.reference}`
      : `votre rendez-vous du ${formatCalendarDate(subject.date)} à ${subject.time}`;
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
  subject: ContactSubject;
}): ContactLinks {
  return {
    tel: telHref(person.phone),
    whatsapp: whatsappHref(person.phone, whatsappMessage(person.name, person.subject)),
    mailto: person.email ? `mailto:${person.email}` : undefined,
  };
}
