import type { Database } from "../../../db/client.server";
import { reminderSubject } from "~/features/appointments/whatsapp.server";
import { noShowFollowUp } from "~/features/notifications/follow-up.server";
import { getAppointment } from "~/features/back-office/records.server";
import { qualifyingAnswers, qualifyingLines } from "~/features/appointments/qualifying-lines";
import { formsFr } from "~/i18n/forms/fr";

/**
 * The appointment of the detail page with what decisions 0064 and 0065 add:
 * the WhatsApp reminder's subject and the no-show follow-up's state.
 */
export async function appointmentWithExtras(db: Database, id: string) {
  const appointment = await getAppointment(db, id);
  if (!appointment) return undefined;
  return {
    ...appointment,
    reminder: reminderSubject(appointment),
    followUp: await noShowFollowUp(db, appointment.id),
    qualifyingLines: qualifyingLines(
      qualifyingAnswers(appointment),
      appointment.service,
      formsFr.qualifying,
      "fr",
    ),
  };
}
