import { todayInTunis } from "~/domain/calendar";
import { data } from "react-router";
import type { ShownDay } from "~/domain/availability";
import { handlePublicForm, newFormTicket } from "~/features/forms/guard.server";
import { Refused, refuse } from "~/domain/result";
import { wakeOutbox } from "~/features/notifications/outbox.server";
import { appointmentDateTime } from "~/features/notifications/templates";
import { formsDictionary, type FormsDictionary } from "~/i18n/forms";
import { languageFromRequest, type Language } from "~/i18n/language";
import { db } from "~/lib/db.server";
import { fill } from "~/i18n";
import { countOf } from "~/i18n/durations";
import { qualifyingLines } from "./qualifying-lines";
import {
  cancelByCustomer,
  findManaged,
  moveByCustomer,
  type ManagedAppointment,
} from "./manage.server";
import { verifyManageToken } from "./manage-link.server";
import { manageAppointmentSchema } from "./schema";
import {
  dayText,
  lastBookableDay,
  safeAvailability,
  slotsRequest,
  type SlotsAnswer,
} from "./submit.server";

/** The cut-off's sentences, its hours counted in the page's language (decision 0065). */
function cutoffTexts(texts: FormsDictionary, lang: Language, hours: number) {
  const duration = countOf(lang, hours, "hour");
  return {
    cutoffNote: fill(texts.manage.cutoffNote, { hours: duration }),
    lockedText: fill(texts.manage.locked, { hours: duration }),
  };
}

/** The page of a link: `invalid` (tampered, unknown, erased) and `expired` explain themselves. */
export interface ManagePageData {
  lang: Language;
  texts: FormsDictionary;
  today: string;
  /** The last day the date picker offers (the booking horizon). */
  lastDay: string;
  link: "ok" | "invalid" | "expired";
  /**
   * With its date written out in the page's language, the qualifying answers
   * as label–value lines and the cut-off's sentences, written on the server so
   * their tables stay out of the page's code.
   */
  appointment:
    | (ManagedAppointment & {
        preferredDateText: string;
        answers: [label: string, value: string][];
        cutoffNote: string;
        lockedText: string;
      })
    | null;
  ticket: string | null;
  day: ShownDay | null;
}

/**
 * The loader of the visitor's page of their appointment. A bad link is a
 * page in the visitor's language with a 404 (410 once expired), never an
 * error; `?date=` adds that day's free slots while the appointment can move.
 */
export async function managePageData(request: Request, token: unknown, now = new Date()) {
  const lang = languageFromRequest(request);
  const base = {
    lang,
    texts: formsDictionary(lang),
    today: todayInTunis(now),
    lastDay: await lastBookableDay(todayInTunis(now)),
    ticket: null,
    day: null,
  };
  const check = verifyManageToken(token, now);
  if (!check.ok) {
    const page: ManagePageData = { ...base, link: check.reason, appointment: null };
    return data(page, { status: check.reason === "expired" ? 410 : 404 });
  }
  const appointment = await findManaged(db(), check.id, now);
  if (!appointment) {
    const page: ManagePageData = { ...base, link: "invalid", appointment: null };
    return data(page, { status: 404 });
  }
  const date = new URL(request.url).searchParams.get("date");
  const open = appointment.state === "open";
  const page: ManagePageData = {
    ...base,
    link: "ok",
    appointment: {
      ...appointment,
      preferredDateText: dayText(appointment.preferredDate, lang),
      answers: qualifyingLines(
        appointment.qualifying,
        appointment.service,
        base.texts.qualifying,
        lang,
      ),
      ...cutoffTexts(base.texts, lang, appointment.cutoffHours),
    },
    ticket: open ? newFormTicket("appointment-manage") : null,
    day: open && date ? await safeAvailability(date, lang) : null,
  };
  return data(page);
}

export type ManageDone =
  | { done: "cancelled" }
  | {
      done: "moved";
      preferredDate: string;
      preferredDateText: string;
      preferredTime: string;
      /** The new day and time in a sentence: `vendredi 11 décembre 2026 à 10 h 00`. */
      dateTimeText: string;
    };

/**
 * The page's action: the public forms' pipeline (ticket, rate limit, schema),
 * the link checked again, then the cancellation or the move in one
 * transaction. A move refused comes back with the posted day's free slots.
 */
export async function manageAction({
  request,
  token,
  clientIp,
}: {
  request: Request;
  token: unknown;
  clientIp: string;
}) {
  const slots = await slotsRequest(request);
  if (slots.answer) return data(slots.answer, { status: 200 });
  const answer = await handlePublicForm({
    request,
    clientIp,
    db: db(),
    form: "appointment-manage",
    schema: manageAppointmentSchema,
    errorMessage: (texts) => texts.appointment.error,
    save: async (input, _key, lang): Promise<ManageDone> => {
      const texts = formsDictionary(lang);
      const check = verifyManageToken(token);
      if (!check.ok) {
        throw new Refused(
          refuse.conflict(check.reason === "expired" ? texts.manage.expired : texts.manage.invalid),
        );
      }
      // A change the appointment no longer allows throws Refused: the form answers it.
      if (input.intent === "cancel") {
        await cancelByCustomer(db(), check.id, new Date(), lang);
        wakeOutbox();
        return { done: "cancelled" };
      }
      const slot = { date: input.preferred_date, time: input.preferred_time };
      await moveByCustomer(db(), check.id, slot, new Date(), lang);
      wakeOutbox();
      return {
        done: "moved",
        preferredDate: slot.date,
        preferredDateText: dayText(slot.date, lang),
        preferredTime: slot.time,
        dateTimeText: appointmentDateTime(lang, slot.date, slot.time),
      };
    },
  });
  if (!answer.body.ok && slots.posted.intent === "move") {
    const body: SlotsAnswer = {
      ...answer.body,
      day: await safeAvailability(slots.posted.preferred_date, languageFromRequest(request)),
    };
    return data(body, { status: answer.status });
  }
  return data(answer.body, { status: answer.status });
}
