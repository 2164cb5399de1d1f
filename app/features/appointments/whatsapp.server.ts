import { HOLDING_STATUSES } from "~/domain/availability";
import type { AppointmentStatus, MeetingType } from "~/domain/constants";
import { whatsappHref } from "~/domain/phone";
import { siteConfig } from "~/config/site.server";
import { whatsappMessage, type ContactSubject } from "~/features/customers/contact";
import type { Language } from "~/i18n/language";
import { manageUrl } from "./manage-link.server";

interface RemindedAppointment {
  id: string;
  name: string;
  phone: string;
  preferredDate: string;
  preferredTime: string;
  language: Language;
  status: AppointmentStatus;
  meetingType: MeetingType | null;
  meetingUrl: string | null;
  anonymisedAt?: Date | null;
}

/**
 * What the WhatsApp reminder of an appointment says (decision 0064): its day
 * and time, how it takes place, and the customer's self-service link while
 * it can still change. The one subject the detail page, the agenda and the
 * morning digest give `whatsappMessage`.
 */
export function reminderSubject(a: RemindedAppointment): ContactSubject {
  const open = (HOLDING_STATUSES as readonly string[]).includes(a.status) && !a.anonymisedAt;
  return {
    kind: "appointment",
    date: a.preferredDate,
    time: a.preferredTime,
    meetingType: a.meetingType,
    meetingUrl: a.meetingUrl,
    ...(open ? { manageUrl: manageUrl(siteConfig().url, a) } : {}),
  };
}

/** The one-tap wa.me link of the reminder, or undefined without a usable number. */
export function whatsappReminder(a: RemindedAppointment): string | undefined {
  if (a.anonymisedAt) return undefined;
  return whatsappHref(a.phone, whatsappMessage(a.name, reminderSubject(a), a.language));
}
