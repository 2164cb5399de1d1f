import { and, asc, gte, lte } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { appointments, bookingClosures } from "../../../db/schema";
import { agendaWeek, weekDates, type AgendaDay } from "~/domain/agenda";
import { loadRules } from "./availability.server";

export type AgendaAppointment = Pick<
  typeof appointments.$inferSelect,
  | "id"
  | "name"
  | "company"
  | "service"
  | "preferredDate"
  | "preferredTime"
  | "status"
  | "phone"
  | "language"
  | "meetingType"
  | "meetingUrl"
  | "anonymisedAt"
>;

/**
 * The appointments of the week starting on `monday` (every status, so the
 * colours tell them apart), with each day's opening hours and closure.
 */
export async function loadWeek(
  db: Database,
  monday: string,
  now = new Date(),
): Promise<AgendaDay<AgendaAppointment>[]> {
  const sunday = weekDates(monday)[6]!;
  // First and alone: on a fresh install it writes the defaults in a transaction.
  const rules = await loadRules(db, now);
  const [closures, rows] = await Promise.all([
    // Not the rules' closures: those stop at yesterday, and a past week shows its own.
    db
      .select({
        startDate: bookingClosures.startDate,
        endDate: bookingClosures.endDate,
        label: bookingClosures.label,
      })
      .from(bookingClosures)
      .where(and(lte(bookingClosures.startDate, sunday), gte(bookingClosures.endDate, monday)))
      .orderBy(asc(bookingClosures.startDate)),
    db
      .select({
        id: appointments.id,
        name: appointments.name,
        company: appointments.company,
        service: appointments.service,
        preferredDate: appointments.preferredDate,
        preferredTime: appointments.preferredTime,
        status: appointments.status,
        phone: appointments.phone,
        language: appointments.language,
        meetingType: appointments.meetingType,
        meetingUrl: appointments.meetingUrl,
        anonymisedAt: appointments.anonymisedAt,
      })
      .from(appointments)
      .where(and(gte(appointments.preferredDate, monday), lte(appointments.preferredDate, sunday)))
      .orderBy(
        asc(appointments.preferredDate),
        asc(appointments.preferredTime),
        asc(appointments.createdAt),
      ),
  ]);
  return agendaWeek(monday, rules.weeklyHours, closures, rows);
}
