import { siteConfig } from "~/config/site.server";
import { manageUrl } from "~/features/appointments/manage-link.server";
import type { Language } from "~/i18n/language";
import type { MailedAppointment } from "./payloads";

/** What a mail needs of an appointment: its row, with the service's label when queued. */
export type AppointmentToMail = Omit<
  MailedAppointment,
  "appointmentId" | "language" | "manageUrl"
> & {
  id: string;
  language: Language;
};

/**
 * The appointment as every mail about it says it: who, which service, when,
 * in which language, and (with `manageLink`) the visitor's self-service link.
 */
export function mailedAppointment(
  appointment: AppointmentToMail,
  options: { manageLink: true },
): MailedAppointment & { manageUrl: string };
export function mailedAppointment(
  appointment: AppointmentToMail,
  options: { manageLink: boolean },
): MailedAppointment;
export function mailedAppointment(
  appointment: AppointmentToMail,
  { manageLink }: { manageLink: boolean },
): MailedAppointment {
  return {
    appointmentId: appointment.id,
    name: appointment.name,
    email: appointment.email,
    service: appointment.service,
    serviceName: appointment.serviceName,
    preferredDate: appointment.preferredDate,
    preferredTime: appointment.preferredTime,
    language: appointment.language,
    ...(appointment.meetingType ? { meetingType: appointment.meetingType } : {}),
    ...(appointment.meetingUrl ? { meetingUrl: appointment.meetingUrl } : {}),
    ...(manageLink ? { manageUrl: manageUrl(siteConfig().url, appointment) } : {}),
  };
}
