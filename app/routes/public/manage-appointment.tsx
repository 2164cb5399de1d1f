import { useRef, useState } from "react";
import { PhoneNumber } from "~/components/ui/phone-number";
import { clockTime } from "~/features/appointments/dates";
import { Form, useFetcher, useLocation, useNavigation } from "react-router";
import { CalendarCheck, Phone } from "~/components/ui/icons";
import { useSite } from "~/components/layout/use-site";
import { Button, Container, buttonClass } from "~/components/ui";
import { FormNotice, NoScriptFormNotice } from "~/components/ui/form-notice";
import type { ShownDay } from "~/domain/availability";
import { DateField, previousValues, useAnswerToast } from "~/features/appointments/form-parts";
import { manageAction, managePageData } from "~/features/appointments/manage-page.server";
import { SlotPicker } from "~/features/appointments/slot-picker";
import { AntiSpamFields } from "~/features/forms/form-ui";
import { FORM_PAGE, keepDataAfterFailure, submitKeepingForm } from "~/features/forms/keep-form";
import { privatePageHeaders, privatePageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/manage-appointment";
import {
  CutoffNotice,
  MeetingFact,
  QualifyingAnswersList,
} from "~/features/appointments/manage-parts";

/** A private page: never indexed, never cached, and its address never sent on as a referrer. */
export const headers = privatePageHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { site } = rootData(matches);
  return privatePageMeta(loaderData?.texts.manage.title ?? "", site.name);
}

export function loader({ request, params }: Route.LoaderArgs) {
  return managePageData(request, params.token);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return manageAction({ request, token: params.token, clientIp: context.clientIp });
}

export const clientAction = (args: Route.ClientActionArgs) => submitKeepingForm(args);

export const shouldRevalidate = keepDataAfterFailure;

export const handle = FORM_PAGE;

const sectionClass =
  "mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900";

/** The free slots a posted form came back with, if any. */
function answerDay(answer: unknown): ShownDay | null | undefined {
  if (typeof answer !== "object" || answer === null || !("day" in answer)) return undefined;
  return answer.day as ShownDay | null;
}

/** The visitor's page of their appointment, reached by the link of their mails. */
export default function ManageAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, lang, appointment, link } = loaderData;
  const t = texts.manage;
  const site = useSite();
  const navigation = useNavigation();
  const location = useLocation();
  const fetcher = useFetcher<typeof loader>();
  const submitting = navigation.state === "submitting";
  const values = previousValues(actionData);
  // A refusal or an outage in the toast pages A and B show; the success stays in the page.
  useAnswerToast(actionData, texts, null, texts.appointment.validationTitle);
  // The day shown is the newest answer: the loader's, a fetched day, or a posted form's.
  const [seen, setSeen] = useState({
    fetched: fetcher.data,
    answer: actionData,
    day: answerDay(actionData) ?? loaderData.day,
  });
  if (fetcher.data !== seen.fetched) {
    setSeen({ ...seen, fetched: fetcher.data, day: fetcher.data?.day ?? null });
  } else if (actionData !== seen.answer) {
    setSeen({ ...seen, answer: actionData, day: answerDay(actionData) ?? seen.day });
  }
  const loadDay = (date: string) => {
    if (date) {
      const query = `?date=${encodeURIComponent(date)}&lang=${lang}`;
      void fetcher.load(`${location.pathname}${query}`);
    } else setSeen({ ...seen, day: null });
  };
  const formRef = useRef<HTMLFormElement>(null);
  const pickDay = (date: string) => {
    const input = formRef.current?.elements.namedItem("preferred_date");
    if (input instanceof HTMLInputElement) input.value = date;
    loadDay(date);
  };
  const shownDate = values.preferred_date ?? loaderData.day?.date;
  const help = (
    <p className="mt-6 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <Phone aria-hidden className="size-4 shrink-0" />
      <span>
        {t.help}{" "}
        <a href={site.telHref} className="font-semibold underline">
          <PhoneNumber number={site.phone} />
        </a>
      </span>
    </p>
  );

  if (link !== "ok" || !appointment) {
    const expired = link === "expired";
    return (
      <Container width="text" className="py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <section className={sectionClass} data-link={link}>
          <h2 className="text-xl font-semibold">{expired ? t.expiredTitle : t.invalidTitle}</h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {expired ? t.expired : t.invalid}
          </p>
          <a
            href={`/rendez-vous${lang === "ar" ? "?lang=ar" : ""}`}
            className={buttonClass({ className: "mt-6" })}
          >
            {t.newAppointment}
          </a>
          {help}
        </section>
      </Container>
    );
  }

  const open = appointment.state === "open";
  const done = actionData?.ok && "done" in actionData ? actionData : null;
  const success = done
    ? done.done === "cancelled"
      ? t.cancelled
      : t.moved.replace("{dateTime}", done.dateTimeText)
    : null;
  // A move shows its new slot at once, before the page's data is read again.
  const slot = done?.done === "moved" ? done : appointment;
  const failure = actionData && !actionData.ok && actionData.kind !== "slots" ? actionData : null;

  return (
    <Container width="text" className="py-10 sm:py-14">
      <div className="flex items-center gap-3">
        <CalendarCheck aria-hidden className="size-9 shrink-0 text-brand-600 dark:text-brand-100" />
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      </div>
      {open && <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{t.intro}</p>}
      <div className="mt-6 grid gap-3" aria-live="polite">
        {success && (
          <FormNotice tone="success" title={t.doneTitle}>
            {success}
          </FormNotice>
        )}
        {failure && (
          <NoScriptFormNotice
            tone="error"
            title={
              failure.kind === "validation"
                ? texts.appointment.validationTitle
                : texts.appointment.errorTitle
            }
          >
            {failure.message || texts.appointment.error}
          </NoScriptFormNotice>
        )}
      </div>
      <section aria-labelledby="summary-title" className={sectionClass}>
        <h2 id="summary-title" className="text-xl font-semibold">
          {t.summaryLabel}
        </h2>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2" data-appointment>
          <dt className="font-medium">{texts.pageA.summaryService}</dt>
          <dd>{appointment.serviceName[lang]}</dd>
          <dt className="font-medium">{texts.pageA.summaryDate}</dt>
          <dd data-date={slot.preferredDate}>{slot.preferredDateText}</dd>
          <dt className="font-medium">{texts.pageA.summaryTime}</dt>
          <dd>
            <span dir="ltr">{clockTime(slot.preferredTime, lang)}</span>
          </dd>
          <dt className="font-medium">{t.status}</dt>
          <dd data-status={appointment.status}>{t.statuses[appointment.status]}</dd>
          <MeetingFact appointment={appointment} texts={texts} />
        </dl>
        <QualifyingAnswersList answers={appointment.answers} texts={texts} />
        {appointment.state === "locked" ? (
          <CutoffNotice
            title={t.lockedTitle}
            text={appointment.lockedText}
            telHref={site.telHref}
            phone={site.phone}
          />
        ) : (
          !open && (
            <p role="status" data-read-only className="mt-5 font-medium">
              {appointment.state === "cancelled" ? t.closedCancelled : t.closedPast}
            </p>
          )
        )}
        {open && appointment.cutoffHours > 0 && (
          <p className="mt-5 text-sm text-slate-600 dark:text-slate-300" data-cutoff-note>
            {appointment.cutoffNote}
          </p>
        )}
        {help}
      </section>

      {open && loaderData.ticket && (
        <>
          <section aria-labelledby="move-title" className={sectionClass}>
            <h2 id="move-title" className="text-xl font-semibold">
              {t.moveTitle}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t.moveText}</p>
            <Form
              method="post"
              noValidate
              ref={formRef}
              className="mt-5"
              onChange={(event) => {
                const target = event.target as unknown;
                if (target instanceof HTMLInputElement && target.name === "preferred_date") {
                  loadDay(target.value);
                }
              }}
            >
              <AntiSpamFields
                ticket={loaderData.ticket}
                lang={lang}
                honeypotLabel={texts.fields.honeypot}
              />
              <fieldset disabled={submitting} className="grid gap-5 sm:grid-cols-2">
                <DateField
                  texts={texts}
                  today={loaderData.today}
                  lastDay={loaderData.lastDay}
                  values={shownDate ? { ...values, preferred_date: shownDate } : values}
                  required
                />
                <SlotPicker
                  texts={texts}
                  day={seen.day}
                  value={values.preferred_time}
                  onPickDay={pickDay}
                />
              </fieldset>
              {/* The intent rides on the button: the slot picker's own button asks for the slots. */}
              <Button
                type="submit"
                name="intent"
                value="move"
                size="lg"
                disabled={submitting}
                className="mt-6"
              >
                {submitting ? t.sending : t.moveSubmit}
              </Button>
            </Form>
          </section>
          <section aria-labelledby="cancel-title" className={sectionClass}>
            <h2 id="cancel-title" className="text-xl font-semibold">
              {t.cancelTitle}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t.cancelText}</p>
            <Form method="post" className="mt-5">
              <AntiSpamFields
                ticket={loaderData.ticket}
                lang={lang}
                honeypotLabel={texts.fields.honeypot}
              />
              <input type="hidden" name="intent" value="cancel" />
              <Button type="submit" variant="danger" size="lg" disabled={submitting}>
                {submitting ? t.sending : t.cancelSubmit}
              </Button>
            </Form>
          </section>
        </>
      )}
    </Container>
  );
}
