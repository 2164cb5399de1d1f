import { addDays, isIsoDate, todayInTunis } from "~/domain/calendar";
import { z } from "zod";
import {
  FIELD_LIMITS,
  PAGE_A_TIME_SLOTS,
  PAGE_OTHER_SERVICES,
  SERVICE_PATTERN,
  isOtherService,
} from "~/domain/constants";
import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  line,
  oneOf,
  optional,
  withMax,
} from "~/features/forms/fields";
import type { ValidationMessages } from "~/i18n/forms/fr";
import { MAX_DAYS_AHEAD } from "./dates";
import { MEETING_TYPES } from "~/domain/constants";
import { qualifyingShape } from "./qualifying";

/*
 * One schema per page for every language: `m` is the messages of the page's
 * language, so the rules and their order are the same in French and Arabic.
 */

/** The preferred day: a real date, not before today in Africa/Tunis, within a year. */
export const preferredDate = (m: ValidationMessages) =>
  line().pipe(
    z
      .string()
      .min(1, m.dateRequired)
      .refine(isIsoDate, m.dateInvalid)
      .refine((d) => d >= todayInTunis(), m.dateInPast)
      .refine((d) => d <= addDays(todayInTunis(), MAX_DAYS_AHEAD), m.dateTooFar),
  );

/**
 * A product's id or one of the page's other services. Which products are on
 * offer changes with the back office: the server checks that after the
 * schema (`isOfferedService`), the browser only offers them.
 */
const service = (m: ValidationMessages, page: "A" | "B") =>
  line().pipe(
    z
      .string()
      .max(60, m.serviceRequired)
      .regex(SERVICE_PATTERN, m.serviceRequired)
      .refine(
        (s) => !isOtherService(s) || (PAGE_OTHER_SERVICES[page] as readonly string[]).includes(s),
        m.serviceRequired,
      ),
  );

const company = (m: ValidationMessages) =>
  optional("line", FIELD_LIMITS.company, withMax(m.companyTooLong, FIELD_LIMITS.company));

const message = (m: ValidationMessages) =>
  optional("text", FIELD_LIMITS.message, withMax(m.messageTooLong, FIELD_LIMITS.message));

/** The name and the phone: each page has its own lower bound and message under it. */
const name = (m: ValidationMessages, min: number, tooShort: string) =>
  line().pipe(
    z.string().min(min, tooShort).max(FIELD_LIMITS.name, withMax(m.nameTooLong, FIELD_LIMITS.name)),
  );

const phone = (m: ValidationMessages, min: number, tooShort: string) =>
  line().pipe(
    z
      .string()
      .min(min, tooShort)
      .max(FIELD_LIMITS.phone, withMax(m.phoneTooLong, FIELD_LIMITS.phone))
      .regex(PHONE_PATTERN, m.phoneInvalid),
  );

const email = (m: ValidationMessages) =>
  z
    .string()
    .regex(EMAIL_PATTERN, m.emailInvalid)
    .max(FIELD_LIMITS.email, withMax(m.emailTooLong, FIELD_LIMITS.email));

/** Page A (/reservation): the specification's rules and messages, in its order. */
export const appointmentASchema = (m: ValidationMessages) =>
  z.object({
    name: name(m, 2, m.nameTooShort),
    email: line().pipe(email(m)),
    phone: phone(m, 8, m.phoneInvalid),
    company: company(m),
    service: service(m, "A"),
    preferred_date: preferredDate(m),
    preferred_time: oneOf(PAGE_A_TIME_SLOTS, m.timeRequired),
    ...qualifyingShape(m),
    message: message(m),
  });

/**
 * Page B (/rendez-vous): the spec only has the browser's required markers;
 * the server checks the same fields with the same caps, in the form's order.
 */
export const appointmentBSchema = (m: ValidationMessages) =>
  z.object({
    name: name(m, 1, m.nameRequired),
    email: line().pipe(z.string().min(1, m.emailRequired).pipe(email(m))),
    phone: phone(m, 1, m.phoneRequired),
    company: company(m),
    service: service(m, "B"),
    preferred_date: preferredDate(m),
    preferred_time: line().pipe(
      z
        .string()
        .min(1, m.timeRequired)
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.timeInvalid),
    ),
    meeting_type: oneOf(MEETING_TYPES, m.meetingTypeInvalid),
    ...qualifyingShape(m),
    message: message(m),
  });

export type AppointmentAInput = z.output<ReturnType<typeof appointmentASchema>>;
export type AppointmentBInput = z.output<ReturnType<typeof appointmentBSchema>>;

/**
 * The visitor's page of their appointment: cancel it, or move it to a day
 * and start time (the server checks the slot is free).
 */
export const manageAppointmentSchema = (m: ValidationMessages) =>
  z.discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal("cancel") }),
      z.object({
        intent: z.literal("move"),
        preferred_date: preferredDate(m),
        preferred_time: line().pipe(
          z
            .string()
            .min(1, m.timeRequired)
            .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.timeInvalid),
        ),
      }),
    ],
    { error: m.formInvalid },
  );

export type ManageAppointmentInput = z.output<ReturnType<typeof manageAppointmentSchema>>;
