import { z } from "zod";
import {
  FIELD_LIMITS,
  PAGE_A_SERVICES,
  PAGE_A_TIME_SLOTS,
  PAGE_B_SERVICES,
} from "~/domain/constants";
import { EMAIL_PATTERN, PHONE_PATTERN, line, oneOf, optional } from "~/features/forms/fields";
import { isIsoDate } from "~/content/dates";
import { MAX_DAYS_AHEAD, addDays, todayInTunis } from "./dates";
import { MEETING_TYPES, MEETING_TYPE_LABELS, type MeetingType } from "./labels";

/** The preferred day: a real date, not before today in Africa/Tunis, within a year. */
const preferredDate = () =>
  line().pipe(
    z
      .string()
      .min(1, "Veuillez sélectionner une date")
      .refine(isIsoDate, "Date invalide")
      .refine((d) => d >= todayInTunis(), "La date ne peut pas être antérieure à aujourd'hui")
      .refine(
        (d) => d <= addDays(todayInTunis(), MAX_DAYS_AHEAD),
        "Veuillez choisir une date dans les 12 prochains mois",
      ),
  );

const company = () =>
  optional(
    "line",
    FIELD_LIMITS.company,
    `Le nom de l'entreprise ne doit pas dépasser ${FIELD_LIMITS.company} caractères`,
  );

const message = () =>
  optional(
    "text",
    FIELD_LIMITS.message,
    `Le message ne doit pas dépasser ${FIELD_LIMITS.message} caractères`,
  );

/** Page A (/reservation): the spec's rules and messages, in the spec's order (§5). */
export const appointmentASchema = z.object({
  name: line().pipe(
    z
      .string()
      .min(2, "Le nom doit contenir au moins 2 caractères")
      .max(FIELD_LIMITS.name, `Le nom ne doit pas dépasser ${FIELD_LIMITS.name} caractères`),
  ),
  email: line().pipe(
    z
      .string()
      .regex(EMAIL_PATTERN, "Email invalide")
      .max(FIELD_LIMITS.email, `L'email ne doit pas dépasser ${FIELD_LIMITS.email} caractères`),
  ),
  phone: line().pipe(
    z
      .string()
      .min(8, "Numéro invalide")
      .max(FIELD_LIMITS.phone, `Le numéro ne doit pas dépasser ${FIELD_LIMITS.phone} caractères`)
      .regex(PHONE_PATTERN, "Numéro invalide"),
  ),
  company: company(),
  service: oneOf(PAGE_A_SERVICES, "Veuillez sélectionner un service"),
  preferred_date: preferredDate(),
  preferred_time: oneOf(PAGE_A_TIME_SLOTS, "Veuillez sélectionner une heure"),
  message: message(),
});

/**
 * Page B (/rendez-vous): the spec only has the browser's required markers;
 * the server checks the same fields with the same caps, in the form's order.
 */
export const appointmentBSchema = z.object({
  name: line().pipe(
    z
      .string()
      .min(1, "Le nom est requis")
      .max(FIELD_LIMITS.name, `Le nom ne doit pas dépasser ${FIELD_LIMITS.name} caractères`),
  ),
  email: line().pipe(
    z
      .string()
      .min(1, "L'email est requis")
      .regex(EMAIL_PATTERN, "Email invalide")
      .max(FIELD_LIMITS.email, `L'email ne doit pas dépasser ${FIELD_LIMITS.email} caractères`),
  ),
  phone: line().pipe(
    z
      .string()
      .min(1, "Le numéro de téléphone est requis")
      .max(FIELD_LIMITS.phone, `Le numéro ne doit pas dépasser ${FIELD_LIMITS.phone} caractères`)
      .regex(PHONE_PATTERN, "Numéro invalide"),
  ),
  company: company(),
  service: oneOf(PAGE_B_SERVICES, "Veuillez sélectionner un service"),
  preferred_date: preferredDate(),
  preferred_time: line().pipe(
    z
      .string()
      .min(1, "Veuillez sélectionner une heure")
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Heure invalide"),
  ),
  meeting_type: oneOf(MEETING_TYPES, "Veuillez choisir le type de rendez-vous"),
  message: message(),
});

export type AppointmentAInput = z.output<typeof appointmentASchema>;
export type AppointmentBInput = z.output<typeof appointmentBSchema>;

/** Page B keeps the meeting type as the first line of the message (spec §3). */
export function messageWithMeetingType(type: MeetingType, message: string | null): string {
  const first = `Type: ${MEETING_TYPE_LABELS[type]}`;
  return message ? `${first}\n${message}` : first;
}
