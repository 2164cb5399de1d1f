import { Clock, MonitorPlay, Phone, ShieldCheck } from "~/components/ui/icons";
import { PhoneNumber } from "~/components/ui/phone-number";
import { useState } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/rendez-vous";
import { useSite } from "~/components/layout/use-site";
import { Button, Container, buttonClass } from "~/components/ui";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Field, inputClass } from "~/components/ui/field";
import { NoScriptFormNotice } from "~/components/ui/form-notice";
import { FORM_PAGE, keepDataAfterFailure, submitKeepingForm } from "~/features/forms/keep-form";
import {
  ContactFields,
  DateField,
  MessageField,
  QualifyingFields,
  ServiceSelect,
  previousValues,
  useAnswerToast,
} from "~/features/appointments/form-parts";
import { MEETING_TYPES } from "~/domain/constants";
import { appointmentFormData, submitAppointment } from "~/features/appointments/submit.server";
import { AntiSpamFields } from "~/features/forms/form-ui";
import type { FormsDictionary } from "~/i18n/forms/fr";
import { breadcrumbJsonLd, metaContext, pageMeta } from "~/lib/seo.server";

const breadcrumb = (texts: FormsDictionary) => [
  { label: texts.pageB.breadcrumbHome, href: "/" },
  { label: texts.pageB.breadcrumbCurrent },
];

export async function loader({ request }: Route.LoaderArgs) {
  const root = metaContext(request);
  const form = await appointmentFormData("B", request);
  const meta = pageMeta(root, {
    title: form.texts.pageB.metaTitle,
    description: form.texts.pageB.metaDescription,
    path: "/rendez-vous",
    jsonLd: [breadcrumbJsonLd(root, breadcrumb(form.texts))],
  });
  return { ...form, meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export function action(args: Route.ActionArgs) {
  return submitAppointment("B", args);
}

export const clientAction = (args: Route.ClientActionArgs) => submitKeepingForm(args);

export const shouldRevalidate = keepDataAfterFailure;

export const handle = FORM_PAGE;

/** The icons of the three reassurance cards, in the dictionary's order. */
const REASSURANCE_ICONS = [Clock, MonitorPlay, ShieldCheck];

/** Appointment page B, the canonical one: stays on the page after success. */
export default function RendezVous({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, lang } = loaderData;
  const page = texts.pageB;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const site = useSite();
  const submitting = navigation.state === "submitting";
  useAnswerToast(
    actionData,
    texts,
    { title: page.successTitle, description: page.success },
    texts.appointment.errorTitle,
  );
  const values = previousValues(actionData);
  // The form comes back empty after each success, and only then: a failure keeps what was typed.
  const [formKey, setFormKey] = useState("form");
  if (actionData?.ok && actionData.id !== formKey) setFormKey(actionData.id);

  return (
    <div>
      <Container className="py-8 sm:py-12">
        <Breadcrumb items={breadcrumb(texts)} label={page.breadcrumbLabel} />
        <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{page.heading}</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{page.intro}</p>

        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {page.reassurance.map(({ title, text }, i) => {
            const Icon = REASSURANCE_ICONS[i] ?? ShieldCheck;
            return (
              <li
                key={title}
                className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
              >
                <Icon aria-hidden className="size-8 text-brand-600 dark:text-brand-100" />
                <h2 className="mt-3 font-semibold">{title}</h2>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{text}</p>
              </li>
            );
          })}
        </ul>

        <section
          aria-labelledby="form-title"
          className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 id="form-title" className="text-2xl font-bold">
            {page.formTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {texts.fields.requiredNote}
          </p>
          {actionData && (
            <NoScriptFormNotice
              className="mt-4"
              tone={actionData.ok ? "success" : "error"}
              title={actionData.ok ? page.successTitle : texts.appointment.errorTitle}
            >
              {actionData.ok ? page.success : actionData.message}
            </NoScriptFormNotice>
          )}
          <Form key={formKey} method="post" className="relative mt-6">
            <AntiSpamFields
              ticket={loaderData.ticket}
              lang={lang}
              honeypotLabel={texts.fields.honeypot}
            />
            <fieldset disabled={submitting} className="grid gap-5 sm:grid-cols-2">
              <ContactFields texts={texts} values={values} required />
              <ServiceSelect
                texts={texts}
                services={loaderData.services}
                values={values}
                required
              />
              <DateField
                texts={texts}
                today={loaderData.today}
                lastDay={loaderData.lastDay}
                values={values}
                required
              />
              <Field label={texts.fields.time} required>
                {(p) => (
                  <input
                    {...p}
                    name="preferred_time"
                    type="time"
                    dir="ltr"
                    required
                    aria-required="true"
                    defaultValue={values.preferred_time}
                    className={inputClass}
                  />
                )}
              </Field>
              <fieldset className="sm:col-span-2">
                <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
                  {page.meetingLegend}
                </legend>
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  {MEETING_TYPES.map((type) => (
                    <label
                      key={type}
                      className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 p-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-slate-600 dark:has-checked:border-brand-500 dark:has-checked:bg-slate-800"
                    >
                      <input
                        type="radio"
                        name="meeting_type"
                        value={type}
                        defaultChecked={(values.meeting_type ?? "video") === type}
                        className="size-4 accent-brand-600"
                      />
                      {texts.meetingTypes[type]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <QualifyingFields texts={texts} values={values} />
              <MessageField texts={texts} values={values} hint={page.messageHint} />
            </fieldset>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <a
                href="/"
                className={buttonClass({ variant: "secondary", size: "lg" })}
                onClick={(event) => {
                  // Back in history, as the spec says; without JavaScript the link goes home.
                  event.preventDefault();
                  navigate(-1);
                }}
              >
                {page.cancel}
              </a>
              <Button type="submit" size="lg" disabled={submitting}>
                {submitting ? texts.appointment.sending : page.submit}
              </Button>
            </div>
          </Form>
          <p className="mt-6 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <Phone aria-hidden className="size-4 shrink-0" />
            <span>
              {page.help}{" "}
              <a href={site.telHref} className="font-semibold underline">
                <PhoneNumber number={site.phone} />
              </a>
            </span>
          </p>
        </section>
      </Container>
    </div>
  );
}
