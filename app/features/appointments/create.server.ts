import { eq } from "drizzle-orm";
import { ruleOwner, tellRuleOwner } from "~/features/team/team.server";
import type { Database } from "../../../db/client.server";
import { appointments } from "../../../db/schema";
import { checkBooking, type AvailabilityRules, type RefusalReason } from "~/domain/availability";
import type { AppointmentService } from "~/domain/constants";
import { enqueue, enqueueConfirmation } from "~/features/notifications/outbox.server";
import { mailedAppointment } from "~/features/notifications/mailed-appointment.server";
import type { Language } from "~/i18n/language";
import { formsDictionary } from "~/i18n/forms";
import { formsFr } from "~/i18n/forms/fr";
import { Refused, refuse } from "~/domain/result";
import { refusalMessage } from "./refusal";
import { loadRules, lockSlot, placesTaken } from "./availability.server";
import type { MeetingType } from "~/domain/constants";
import type { AppointmentAInput, AppointmentBInput } from "./schema";
import { sourceColumns } from "~/features/audience/counter.server";
import type { VisitSource } from "~/features/audience/visit";
import { fromQualifyingInput } from "./qualifying";
import type { QualifyingAnswers } from "./qualifying-lines";

export interface NewAppointment {
  name: string;
  email: string;
  phone: string;
  company: string | null;
  service: AppointmentService;
  preferredDate: string;
  preferredTime: string;
  message: string | null;
  /** Page B only: how the meeting takes place (the mails say it). */
  meetingType?: MeetingType;
  /** The language of the page the visitor booked on: their mails are written in it. */
  language: Language;
  /** The service as the page named it, for the mails (products change afterwards). */
  serviceName?: Record<Language, string>;
  /** Where the visitor's visit came from (decision 0062), when it was counted. */
  source?: VisitSource | null;
  /** The optional qualifying answers (absent: none given). */
  companySize?: QualifyingAnswers["companySize"];
  currentSoftware?: string | null;
  seats?: number | null;
  sector?: string | null;
}

/**
 * Page B keeps the meeting type as the first line of the message (decision 0019).
 * In French whatever the visitor's language: the message is read in the
 * back office, which is French.
 */
export function messageWithMeetingType(type: MeetingType, message: string | null): string {
  const first = `Type: ${formsFr.meetingTypes[type]}`;
  return message ? `${first}\n${message}` : first;
}

/** Page A's fields, which page B asks for too (page B adds the meeting type). */
export function fromPageA(
  input: AppointmentAInput | AppointmentBInput,
  language: Language,
): NewAppointment {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company,
    service: input.service,
    preferredDate: input.preferred_date,
    preferredTime: input.preferred_time,
    message: input.message,
    language,
    ...fromQualifyingInput(input),
  };
}

export function fromPageB(input: AppointmentBInput, language: Language): NewAppointment {
  return {
    ...fromPageA(input, language),
    message: messageWithMeetingType(input.meeting_type, input.message),
    meetingType: input.meeting_type,
  };
}

/**
 * The server refused the slot: the rules' reason, or no place left, told in
 * the language of the page that booked (the appointment's).
 */
function bookingRefused(
  reason: RefusalReason | "full",
  rules: Omit<AvailabilityRules, "closures">,
  { language, preferredDate }: Pick<NewAppointment, "language" | "preferredDate">,
) {
  const message = refusalMessage(reason, formsDictionary(language), language, rules, preferredDate);
  return new Refused({ ...refuse.conflict(message), reason });
}

/**
 * Stores an appointment request (status: the database's default, pending)
 * and queues the administrators' mail and the visitor's confirmation with
 * its invitation, in one transaction. A repeated key returns the first row.
 * With `booking` (every public form passes it) the slot must be allowed by
 * the availability rules at `booking.now` and have a place left; otherwise
 * `Refused` is thrown (409, the reason in the visitor's words) and nothing is
 * stored. The slot's lock makes the
 * count and the insert one step for concurrent requests. Without it (imports,
 * tests of storage) the record is stored as given.
 */
export async function createAppointment(
  db: Database,
  appointment: NewAppointment,
  idempotencyKey: string,
  booking?: { now: Date },
): Promise<{ id: string; created: boolean }> {
  const rules = booking ? await loadRules(db, booking.now) : null;
  return db.transaction(async (tx) => {
    const [earlier] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.idempotencyKey, idempotencyKey));
    if (earlier) return { id: earlier.id, created: false };
    const { serviceName, source, ...record } = appointment;
    const { preferredDate: date, preferredTime: time } = record;
    if (rules && booking) {
      const check = checkBooking(rules, date, time, booking.now);
      if (!check.ok) throw bookingRefused(check.reason, rules, record);
      await lockSlot(tx, date, time);
      if ((await placesTaken(tx, date, time)) >= rules.capacity) {
        throw bookingRefused("full", rules, record);
      }
    }
    const [row] = await tx
      .insert(appointments)
      .values({
        ...record,
        ...sourceColumns(source),
        idempotencyKey,
        ownerUserId: await ruleOwner(tx, record.service),
      })
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
    await tellRuleOwner(tx, "appointment", row.id, row.ownerUserId);
    const mailed = { ...row, serviceName };
    const details = {
      createdAt: row.createdAt.toISOString(),
      phone: row.phone,
      company: row.company,
      message: row.message,
    };
    await enqueue(tx, "appointment.created.admin", {
      ...mailedAppointment(mailed, { manageLink: false }),
      ...details,
    });
    await enqueueConfirmation(
      tx,
      "appointment.created.customer",
      { ...mailedAppointment(mailed, { manageLink: true }), ...details },
      row.email,
    );
    return { id: row.id, created: true };
  });
}
