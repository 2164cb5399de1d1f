import { addDays, isIsoDate, todayInTunis, tunisWallClock } from "~/domain/calendar";
import { data } from "react-router";
import { handlePublicForm, newFormTicket } from "~/features/forms/guard.server";
import { formValues } from "~/features/forms/form-values";
import type { FormFailure } from "~/features/forms/messages";
import { wakeOutbox } from "~/features/notifications/outbox.server";
import { db } from "~/lib/db.server";
import { logger } from "~/infra/logger.server";
import { formsDictionary, type FormsDictionary } from "~/i18n/forms";
import { languageFromRequest, type Language } from "~/i18n/language";
import { formatContentDate } from "~/content/dates";
import {
  closureLabel,
  dayAvailability,
  type DayAvailability,
  type ShownDay,
} from "~/domain/availability";
import type { Database } from "../../../db/client.server";
import { loadRules, takenBetween } from "./availability.server";
import type { VisitSource } from "~/features/audience/visit";
import { createAppointment, fromPageA, fromPageB } from "./create.server";
import { MAX_DAYS_AHEAD } from "./dates";
import { SHOW_DAY_FIELD } from "./show-day";
import { appointmentASchema, appointmentBSchema } from "./schema";
import {
  isOfferedService,
  serviceNames,
  serviceOptions,
  type AppointmentPage,
} from "~/features/content/services.server";
import { siteContent } from "~/features/content/store.server";

/**
 * The free slots of a day for page A, or null when `date` is not a date. The
 * next open day is searched within the booking horizon.
 */
export async function availabilityOn(
  database: Database,
  date: unknown,
  now = new Date(),
): Promise<DayAvailability | null> {
  if (!isIsoDate(date)) return null;
  const rules = await loadRules(database, now);
  const today = tunisWallClock(now).date;
  // Days before today have no free slot whatever their bookings: counted from today.
  const taken = await takenBetween(database, today, addDays(today, rules.horizonDays));
  const empty = new Map<string, number>();
  return dayAvailability(rules, date, now, (d) => taken.get(d) ?? empty);
}

/** A calendar day as the appointment pages write it: `mercredi 15 janvier 2025`. */
export function dayText(iso: string, lang: Language): string {
  return formatContentDate(iso, lang, { weekday: true });
}

/** Page A's loader answer for `?date=`; a database failure shows no slots rather than an error. */
export async function safeAvailability(date: unknown, lang: Language): Promise<ShownDay | null> {
  try {
    const day = await availabilityOn(db(), date);
    if (day?.kind !== "closed") return day;
    return {
      ...day,
      closure: day.closure && closureLabel(day.closure, lang),
      ...(day.nextOpenDay && { nextOpenDayText: dayText(day.nextOpenDay, lang) }),
    };
  } catch (error) {
    logger.error({ err: error }, "appointments: availability could not be read");
    return null;
  }
}

/**
 * The last day the date pickers offer: today plus the booking horizon the
 * server enforces (a year, the longest horizon, while the rules cannot be read).
 */
export async function lastBookableDay(today: string): Promise<string> {
  try {
    return addDays(today, (await loadRules(db())).horizonDays);
  } catch (error) {
    logger.error({ err: error }, "appointments: booking horizon could not be read");
    return addDays(today, MAX_DAYS_AHEAD);
  }
}

/**
 * What both appointment pages' loaders give their form: a ticket, today's
 * date, and the form texts of the page's language (only that language's
 * texts travel to the browser). Page A also gets the free slots of `?date=`.
 */
export async function appointmentFormData(page: AppointmentPage, request: Request) {
  const lang = languageFromRequest(request);
  const date = new URL(request.url).searchParams.get("date");
  const today = todayInTunis();
  return {
    ticket: newFormTicket(page === "A" ? "appointment-a" : "appointment-b"),
    today,
    lastDay: await lastBookableDay(today),
    lang,
    texts: formsDictionary(lang),
    services: serviceOptions(await siteContent(db()), page, lang),
    day: page === "A" && date ? await safeAvailability(date, lang) : null,
  };
}

export interface AppointmentSaved {
  id: string;
  service: string;
  /** The service's label in the page's language, for the confirmation. */
  serviceLabel: string;
  preferredDate: string;
  /** The date written out in the form's language, for the confirmation. */
  preferredDateText: string;
  preferredTime: string;
}

export type SlotsAnswer = FormFailure & { day?: ShownDay | null };

/**
 * A form with a slot picker, posted without JavaScript: "show the free slots"
 * posts it with `intent=slots`, «Voir ce jour» with the day it names, and it
 * comes back with that day's slots and everything typed (`answer`). `posted` is what was sent, read from a copy of the request.
 */
export async function slotsRequest(
  request: Request,
): Promise<{ posted: Record<string, unknown>; answer: SlotsAnswer | null }> {
  let posted: Record<string, unknown>;
  try {
    posted = formValues(await request.clone().formData());
  } catch {
    return { posted: {}, answer: null };
  }
  // «Voir ce jour» names its day; «Afficher les créneaux libres» shows the typed one.
  const shown = isIsoDate(posted[SHOW_DAY_FIELD])
    ? posted[SHOW_DAY_FIELD]
    : posted.intent === "slots"
      ? posted.preferred_date
      : undefined;
  if (shown === undefined) return { posted, answer: null };
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(posted)) {
    if (typeof v === "string" && !k.startsWith("_") && k !== "website" && k !== SHOW_DAY_FIELD)
      values[k] = v.slice(0, 1000);
  }
  if (typeof shown === "string") values.preferred_date = shown;
  return {
    posted,
    answer: {
      ok: false,
      kind: "slots",
      message: "",
      values,
      day: await safeAvailability(shown, languageFromRequest(request)),
    },
  };
}

/** The action of page A or B: the shared public-form pipeline, then the page's mapping. */
export async function submitAppointment(
  page: "A" | "B",
  {
    request,
    context,
  }: {
    request: Request;
    context: { clientIp: string; visitSource?: () => Promise<VisitSource | null> };
  },
) {
  let posted: Record<string, unknown> = {};
  if (page === "A") {
    const slots = await slotsRequest(request);
    if (slots.answer) return data(slots.answer, { status: 200 });
    posted = slots.posted;
  }
  // Read inside the form pipeline, which answers a database failure with the form's message.
  const content = () => siteContent(db());
  const save = async (booked: ReturnType<typeof fromPageA>, key: string) => {
    const appointment = {
      ...booked,
      serviceName: serviceNames(await content(), booked.service),
      source: await context.visitSource?.(),
    };
    // A slot the rules or the places refuse throws Refused: the form answers it.
    const { id, created } = await createAppointment(db(), appointment, key, { now: new Date() });
    if (created) wakeOutbox();
    return {
      id,
      service: appointment.service,
      serviceLabel: appointment.serviceName[appointment.language],
      preferredDate: appointment.preferredDate,
      preferredDateText: dayText(appointment.preferredDate, appointment.language),
      preferredTime: appointment.preferredTime,
    } satisfies AppointmentSaved;
  };
  const common = {
    request,
    clientIp: context.clientIp,
    db: db(),
    errorMessage: (texts: FormsDictionary) => texts.appointment.error,
    // The schema checks a service's shape; whether the page offers it now, the products say.
    verify: async (input: { service: string }, texts: FormsDictionary) =>
      isOfferedService(await content(), page, input.service)
        ? undefined
        : texts.validation.serviceRequired,
  };
  const answer =
    page === "A"
      ? await handlePublicForm({
          ...common,
          form: "appointment-a",
          schema: appointmentASchema,
          save: (input, key, lang) => save(fromPageA(input, lang), key),
        })
      : await handlePublicForm({
          ...common,
          form: "appointment-b",
          schema: appointmentBSchema,
          save: (input, key, lang) => save(fromPageB(input, lang), key),
        });
  if (page === "A" && !answer.body.ok) {
    // The form comes back with the posted day's slots as they are now (one may just have gone).
    const body: SlotsAnswer = {
      ...answer.body,
      day: await safeAvailability(posted.preferred_date, languageFromRequest(request)),
    };
    return data(body, { status: answer.status });
  }
  return data(answer.body, { status: answer.status });
}
