import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { appointments } from "../../../db/schema";
import type { AppointmentService } from "~/domain/constants";
import { enqueue } from "~/features/notifications/outbox.server";
import type { AppointmentPayload } from "~/features/notifications/payloads";
import { messageWithMeetingType, type AppointmentAInput, type AppointmentBInput } from "./schema";

export interface NewAppointment {
  name: string;
  email: string;
  phone: string;
  company: string | null;
  service: AppointmentService;
  preferredDate: string;
  preferredTime: string;
  message: string | null;
}

export function fromPageA(input: AppointmentAInput): NewAppointment {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company,
    service: input.service,
    preferredDate: input.preferred_date,
    preferredTime: input.preferred_time,
    message: input.message,
  };
}

export function fromPageB(input: AppointmentBInput): NewAppointment {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company,
    service: input.service,
    preferredDate: input.preferred_date,
    preferredTime: input.preferred_time,
    message: messageWithMeetingType(input.meeting_type, input.message),
  };
}

/**
 * Stores an appointment request (status: the database's default, pending)
 * and queues the administrators' mail and the visitor's confirmation with
 * its invitation, in one transaction. A repeated key returns the first row.
 */
export async function createAppointment(
  db: Database,
  appointment: NewAppointment,
  idempotencyKey: string,
): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(appointments)
      .values({ ...appointment, idempotencyKey })
      .onConflictDoNothing({ target: appointments.idempotencyKey })
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.idempotencyKey, idempotencyKey));
      if (!existing) throw new Error("idempotency conflict without a row");
      return { id: existing.id, created: false };
    }
    const payload: AppointmentPayload = {
      appointmentId: row.id,
      createdAt: row.createdAt.toISOString(),
      name: row.name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      service: row.service,
      preferredDate: row.preferredDate,
      preferredTime: row.preferredTime,
      message: row.message,
    };
    await enqueue(tx, "appointment.created.admin", payload);
    await enqueue(tx, "appointment.created.customer", payload);
    return { id: row.id, created: true };
  });
}
