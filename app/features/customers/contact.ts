import { telHref, whatsappHref } from "~/domain/phone";
import { formatContentDate } from "~/content/dates";
import type { Language } from "~/i18n/language";
import type { MeetingType } from "~/domain/constants";
import { clockTime } from "~/features/appointments/dates";
import { frenchSpacing } from "~/i18n/typography";

/**
 * What the prefilled WhatsApp message is about: an order or an appointment.
 * An appointment may add how it takes place and the customer's self-service
 * link (decision 0064): the reminder the agenda and the morning digest offer too.
 */
export type ContactSubject =
  | { kind: "order"; reference: string }
  | {
      kind: "appointment";
      date: string;
      time: string;
      meetingType?: MeetingType | null;
      meetingUrl?: string | null;
      /** The customer's page of their appointment, while it can still change. */
      manageUrl?: string;
    };

const APPOINTMENT_LINES = {
  fr: {
    videoRoom: "La visioconférence se tient à cette adresse : {url}",
    video: "Le rendez-vous se tient en visioconférence.",
    phone: "Nous vous appelons à ce numéro à l'heure prévue.",
    manage: "Pour l'annuler ou le déplacer : {url}",
  },
  ar: {
    videoRoom: "يُعقد الاجتماع بالفيديو على هذا الرابط: {url}",
    video: "يُعقد هذا الموعد عبر مكالمة فيديو.",
    phone: "سنتصل بكم على هذا الرقم في الموعد المحدد.",
    manage: "لإلغائه أو تغييره: {url}",
  },
} as const;

/** The lines after the greeting: how the appointment takes place, then the self-service link. */
function appointmentLines(
  subject: Extract<ContactSubject, { kind: "appointment" }>,
  lang: Language,
) {
  const t = APPOINTMENT_LINES[lang];
  const lines: string[] = [];
  if (subject.meetingType === "video") {
    lines.push(subject.meetingUrl ? t.videoRoom.replace("{url}", subject.meetingUrl) : t.video);
  } else if (subject.meetingType === "phone") lines.push(t.phone);
  if (subject.manageUrl) lines.push(t.manage.replace("{url}", subject.manageUrl));
  return lines.map((line) => (lang === "fr" ? frenchSpacing(line) : line));
}

/** The message an administrator starts the conversation with, in the customer's language. */
export function whatsappMessage(name: string, subject: ContactSubject, lang: Language): string {
  const extra = subject.kind === "appointment" ? appointmentLines(subject, lang) : [];
  if (lang === "ar") {
    const about =
      subject.kind === "order"
        ? `طلبكم ${subject.reference}`
        : `موعدكم بتاريخ ${formatContentDate(subject.date, "ar", { weekday: true })} على الساعة ${subject.time}`;
    return [`مرحبًا ${name}، نتواصل معكم بخصوص ${about}.`, ...extra].join("\n");
  }
  const about =
    subject.kind === "order"
      ? `votre commande ${subject.reference}`
      : `votre rendez-vous du ${formatContentDate(subject.date, "fr", { weekday: true })} à ${clockTime(subject.time, "fr")}`;
  return [`Bonjour ${name}, nous vous contactons au sujet de ${about}.`, ...extra].join("\n");
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
