import { data } from "react-router";
import { handlePublicForm, newFormTicket } from "~/features/forms/guard.server";
import { wakeOutbox } from "~/features/notifications/outbox.server";
import { db } from "~/lib/db.server";
import { createAppointment, fromPageA, fromPageB } from "./create.server";
import { todayInTunis } from "./dates";
import { APPOINTMENT_MESSAGES } from "./labels";
import { appointmentASchema, appointmentBSchema } from "./schema";

/** What both appointment pages' loaders give their form. */
export function appointmentFormData(page: "A" | "B") {
  return {
    ticket: newFormTicket(page === "A" ? "appointment-a" : "appointment-b"),
    today: todayInTunis(),
  };
}

export interface AppointmentSaved {
  id: string;
  service: string;
  preferredDate: string;
  preferredTime: string;
}

/** The action of page A or B: the shared public-form pipeline, then the page's mapping. */
export async function submitAppointment(
  page: "A" | "B",
  { request, context }: { request: Request; context: { clientIp: string } },
) {
  const save = async (appointment: ReturnType<typeof fromPageA>, key: string) => {
    const { id, created } = await createAppointment(db(), appointment, key);
    if (created) wakeOutbox();
    return {
      id,
      service: appointment.service,
      preferredDate: appointment.preferredDate,
      preferredTime: appointment.preferredTime,
    } satisfies AppointmentSaved;
  };
  const common = {
    request,
    clientIp: context.clientIp,
    db: db(),
    errorMessage: APPOINTMENT_MESSAGES.error,
  };
  const answer =
    page === "A"
      ? await handlePublicForm({
          ...common,
          form: "appointment-a",
          schema: appointmentASchema,
          save: (input, key) => save(fromPageA(input), key),
        })
      : await handlePublicForm({
          ...common,
          form: "appointment-b",
          schema: appointmentBSchema,
          save: (input, key) => save(fromPageB(input), key),
        });
  return data(answer.body, { status: answer.status });
}
