import { todayInTunis } from "~/domain/calendar";
import { data } from "react-router";
import type { ShownDay } from "~/domain/availability";
import { FormRefused, handlePublicForm, newFormTicket } from "~/features/forms/guard.server";
import { wakeOutbox } from "~/features/notifications/outbox.server";
import { appointmentDateTime } from "~/features/notifications/templates";
import { formsDictionary, type FormsDictionary } from "~/i18n/forms";
import { languageFromRequest, type Language } from "~/i18n/language";
import { db } from "~/lib/db.server";
import { siteConfig } from "~/config/site.server";
import { fill } from "~/i18n";
import { countOf } from "~/i18n/durations";
import { qualifyingLines } from "./qualifying-lines";
import {
  ManageRefused,
  cancelByCustomer,
  findManaged,
  moveByCustomer,
  type ManagedAppointment,
} from "./manage.server";
import { verifyManageToken } from "./manage-link.server";
import { refusalMessage } from "./refusal";
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

function refusal(error: ManageRefused, texts: FormsDictionary, lang: Language, date: string) {
  if (error.reason === "closed") return texts.manage.refused;
  if (error.reason === "cutoff") {
    // A toast is plain text: in Arabic the number is isolated left to right (FSI…PDI).
    const { phone } = siteConfig();
    return fill(texts.manage.refusedCutoff, {
      phone: lang === "ar" ? `\u2068${phone}\u2069` : phone,
    });
  }
  if (error.reason === "same-slot") return texts.manage.sameSlot;
  return error.rules
    ? refusalMessage(error.reason, texts, lang, error.rules, date)
    : texts.manage.refused;
}

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
        throw new FormRefused(
          check.reason === "expired" ? texts.manage.expired : texts.manage.invalid,
        );
      }
      try {
        if (input.intent === "cancel") {
          await cancelByCustomer(db(), check.id);
          wakeOutbox();
          return { done: "cancelled" };
        }
        const slot = { date: input.preferred_date, time: input.preferred_time };
        await moveByCustomer(db(), check.id, slot);
        wakeOutbox();
        return {
          done: "moved",
          preferredDate: slot.date,
          preferredDateText: dayText(slot.date, lang),
          preferredTime: slot.time,
          dateTimeText: appointmentDateTime(lang, slot.date, slot.time),
        };
      } catch (error) {
        if (!(error instanceof ManageRefused)) throw error;
        const date = input.intent === "move" ? input.preferred_date : "";
        throw new FormRefused(refusal(error, texts, lang, date));
      }
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
