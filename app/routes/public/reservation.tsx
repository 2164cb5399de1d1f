import { CalendarCheck, CheckCircle2 } from "~/components/ui/icons";
import { useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { clockTime } from "~/features/appointments/dates";
import type { ShownDay } from "~/domain/availability";
import { SlotPicker } from "~/features/appointments/slot-picker";
import type { Route } from "./+types/reservation";
import { Button, Container, buttonClass } from "~/components/ui";
import { NoScriptFormNotice } from "~/components/ui/form-notice";
import { FieldIssue } from "~/components/ui/field";
import { FORM_PAGE, keepDataAfterFailure, submitKeepingForm } from "~/features/forms/keep-form";
import {
  ContactFields,
  DateField,
  MessageField,
  QualifyingFields,
  ServiceSelect,
  previousValues,
  useAnswerToast,
  useValidateBeforeSubmit,
} from "~/features/appointments/form-parts";
import { appointmentFormData, submitAppointment } from "~/features/appointments/submit.server";
import { AntiSpamFields } from "~/features/forms/form-ui";
import { metaContext, pageMeta } from "~/lib/seo.server";
import { useTypedBeforeHydration } from "~/features/forms/typed-before-hydration";

export async function loader({ request }: Route.LoaderArgs) {
  const form = await appointmentFormData("A", request);
  // /rendez-vous is the canonical appointment page.
  const meta = pageMeta(metaContext(request), {
    title: form.texts.pageA.metaTitle,
    description: form.texts.pageA.metaDescription,
    path: "/rendez-vous",
  });
  return { ...form, meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export function action(args: Route.ActionArgs) {
  return submitAppointment("A", args);
}

export const clientAction = (args: Route.ClientActionArgs) => submitKeepingForm(args);

export const shouldRevalidate = keepDataAfterFailure;

export const handle = FORM_PAGE;

const loadSchema = () =>
  import("~/features/appointments/schema").then((module) => module.appointmentASchema);

const focusOnMount = (el: HTMLElement | null) => {
  el?.focus({ preventScroll: true });
  el?.closest("section")?.scrollIntoView({ block: "center" });
};

/** The free slots a posted form came back with, if any. */
function answerDay(answer: unknown): ShownDay | null | undefined {
  if (typeof answer !== "object" || answer === null || !("day" in answer)) return undefined;
  return answer.day as ShownDay | null;
}

/** Appointment page A: time slots, five services, confirmation screen. */
export default function Reservation({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, lang } = loaderData;
  const page = texts.pageA;
  const navigation = useNavigation();
  const validate = useValidateBeforeSubmit(loadSchema, texts);
  const submitting = navigation.state === "submitting";
  useAnswerToast(
    actionData,
    texts,
    { title: page.successTitle, description: page.success },
    texts.appointment.validationTitle,
  );
  const values = previousValues(actionData);
  const fetcher = useFetcher<typeof loader>();
  const formRef = useRef<HTMLFormElement>(null);
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
  const day = seen.day;
  const setDay = (next: ShownDay | null) => setSeen({ ...seen, day: next });
  const loadDay = (date: string) => {
    if (date) void fetcher.load(`/reservation?date=${encodeURIComponent(date)}&lang=${lang}`);
    else setDay(null);
  };
  const pickDay = (date: string) => {
    const input = formRef.current?.elements.namedItem("preferred_date");
    if (input instanceof HTMLInputElement) input.value = date;
    loadDay(date);
  };
  const shownDate = values.preferred_date ?? loaderData.day?.date;
  useTypedBeforeHydration(formRef, "preferred_date", shownDate ?? "", loadDay);
  const dateValues = shownDate ? { ...values, preferred_date: shownDate } : values;

  return (
    <div>
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 py-14 text-white sm:py-20">
        <Container className="text-center">
          <CalendarCheck aria-hidden className="mx-auto mb-4 size-12" />
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{page.heading}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{page.intro}</p>
        </Container>
      </section>

      <Container width="text" className="py-10 sm:py-14">
        {actionData?.ok ? (
          <section
            aria-labelledby="confirmed-title"
            className="rounded-2xl border border-green-200 bg-white p-8 text-center shadow-sm dark:border-green-900 dark:bg-slate-900"
          >
            <CheckCircle2 aria-hidden className="mx-auto size-14 text-green-600" />
            <h2
              id="confirmed-title"
              tabIndex={-1}
              ref={focusOnMount}
              className="mt-4 text-2xl font-bold outline-none"
            >
              {page.successTitle}
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{page.success}</p>
            <dl className="mx-auto mt-6 grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-start text-sm">
              <dt className="font-medium">{page.summaryService}</dt>
              <dd>{actionData.serviceLabel}</dd>
              <dt className="font-medium">{page.summaryDate}</dt>
              <dd>{actionData.preferredDateText}</dd>
              <dt className="font-medium">{page.summaryTime}</dt>
              <dd>
                <span dir="ltr">{clockTime(actionData.preferredTime, lang)}</span>
              </dd>
            </dl>
            <Link to="/reservation" className={buttonClass({ className: "mt-8" })}>
              {page.another}
            </Link>
          </section>
        ) : (
          <section
            aria-labelledby="form-title"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900"
          >
            <h2 id="form-title" className="text-2xl font-bold">
              {page.formTitle}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {texts.fields.requiredNote}
            </p>
            {actionData && !actionData.ok && actionData.kind !== "slots" && (
              <NoScriptFormNotice
                className="mt-4"
                tone="error"
                title={
                  actionData.kind === "validation"
                    ? texts.appointment.validationTitle
                    : texts.appointment.errorTitle
                }
              >
                {actionData.message}
              </NoScriptFormNotice>
            )}
            <Form
              method="post"
              noValidate
              {...validate.handlers}
              ref={formRef}
              onChange={(event) => {
                const target = event.target as unknown;
                if (target instanceof HTMLInputElement && target.name === "preferred_date") {
                  loadDay(target.value);
                }
              }}
              className="relative mt-6"
            >
              <AntiSpamFields
                ticket={loaderData.ticket}
                lang={lang}
                honeypotLabel={texts.fields.honeypot}
              />
              <fieldset disabled={submitting} className="grid gap-5 sm:grid-cols-2">
                <FieldIssue issue={validate.issue}>
                  <ContactFields texts={texts} values={values} required={false} />
                  <ServiceSelect
                    texts={texts}
                    services={loaderData.services}
                    values={values}
                    required={false}
                  />
                  <DateField
                    texts={texts}
                    today={loaderData.today}
                    lastDay={loaderData.lastDay}
                    values={dateValues}
                    required={false}
                  />
                  <SlotPicker
                    texts={texts}
                    day={day}
                    value={values.preferred_time}
                    onPickDay={pickDay}
                  />
                  <QualifyingFields texts={texts} values={values} />
                  <MessageField texts={texts} values={values} />
                </FieldIssue>
              </fieldset>
              <p className="mt-6 rounded-lg bg-brand-50 p-4 text-sm text-brand-900 dark:bg-slate-800 dark:text-slate-200">
                {page.note}
              </p>
              <Button type="submit" size="lg" disabled={submitting} className="mt-6 w-full">
                {submitting ? texts.appointment.sending : page.submit}
              </Button>
            </Form>
          </section>
        )}
      </Container>
    </div>
  );
}
