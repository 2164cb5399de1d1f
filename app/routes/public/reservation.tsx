import { CalendarCheck, CheckCircle2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/reservation";
import { Button, Container, buttonClass } from "~/components/ui";
import { formatFrenchDate } from "~/content/dates";
import {
  ContactFields,
  DateField,
  MessageField,
  ServiceSelect,
  previousValues,
  useAnswerToast,
  validateBeforeSubmit,
} from "~/features/appointments/form-parts";
import { APPOINTMENT_MESSAGES, SERVICE_LABELS } from "~/features/appointments/labels";
import { appointmentFormData, submitAppointment } from "~/features/appointments/submit.server";
import { AntiSpamFields, Field, FormNotice, inputClass } from "~/features/forms/form-ui";
import { useHydrated } from "~/lib/use-hydrated";
import { PAGE_A_SERVICES, PAGE_A_TIME_SLOTS } from "~/domain/constants";
import { pageMeta, rootData } from "~/lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  // /rendez-vous is the canonical appointment page (DESIGN §3 item 1).
  return pageMeta(rootData(matches), {
    title: "Prendre Rendez-vous",
    description:
      "Réservez un rendez-vous avec nos experts : démonstration de DigiFact, DigiERP ou DigiMed, ou conseil personnalisé. Gratuit et sans engagement.",
    path: "/rendez-vous",
  });
}

export function loader() {
  return appointmentFormData("A");
}

export function action(args: Route.ActionArgs) {
  return submitAppointment("A", args);
}

/** Stable, so React calls it once, when the confirmation appears. */
const validatePageA = validateBeforeSubmit(
  () => import("~/features/appointments/schema").then((module) => module.appointmentASchema),
  APPOINTMENT_MESSAGES.validationTitle,
);

const focusOnMount = (el: HTMLElement | null) => {
  el?.focus({ preventScroll: true });
  el?.closest("section")?.scrollIntoView({ block: "center" });
};

/** Appointment page A (DESIGN §3 item 1): time slots, five services, confirmation screen. */
export default function Reservation({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const submitting = navigation.state === "submitting";
  useAnswerToast(
    actionData,
    { title: APPOINTMENT_MESSAGES.successATitle, description: APPOINTMENT_MESSAGES.successA },
    APPOINTMENT_MESSAGES.validationTitle,
  );
  const values = previousValues(actionData);

  return (
    <div lang="fr" dir="ltr">
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 py-14 text-white sm:py-20">
        <Container className="text-center">
          <CalendarCheck aria-hidden className="mx-auto mb-4 size-12" />
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">Prendre Rendez-vous</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
            Réservez un créneau avec l'un de nos experts pour une démonstration de nos solutions ou
            un conseil personnalisé sur la digitalisation de votre activité. C'est gratuit et sans
            engagement.
          </p>
        </Container>
      </section>

      <Container className="max-w-3xl py-10 sm:py-14">
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
              {APPOINTMENT_MESSAGES.successATitle}
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              {APPOINTMENT_MESSAGES.successA}
            </p>
            <dl className="mx-auto mt-6 grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-start text-sm">
              <dt className="font-medium">Service</dt>
              <dd>{SERVICE_LABELS[actionData.service as keyof typeof SERVICE_LABELS]}</dd>
              <dt className="font-medium">Date</dt>
              <dd>{formatFrenchDate(actionData.preferredDate, { weekday: true })}</dd>
              <dt className="font-medium">Heure</dt>
              <dd>{actionData.preferredTime}</dd>
            </dl>
            <Link to="/reservation" className={buttonClass({ className: "mt-8" })}>
              Prendre un autre rendez-vous
            </Link>
          </section>
        ) : (
          <section
            aria-labelledby="form-title"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900"
          >
            <h2 id="form-title" className="text-2xl font-bold">
              Informations de rendez-vous
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              Les champs marqués d'un astérisque (*) sont obligatoires.
            </p>
            {!hydrated && actionData && !actionData.ok && (
              <div className="mt-4">
                <FormNotice
                  tone="error"
                  title={
                    actionData.kind === "validation"
                      ? APPOINTMENT_MESSAGES.validationTitle
                      : APPOINTMENT_MESSAGES.errorTitle
                  }
                  message={actionData.message}
                />
              </div>
            )}
            <Form method="post" noValidate {...validatePageA} className="relative mt-6">
              <AntiSpamFields ticket={loaderData.ticket} />
              <fieldset disabled={submitting} className="grid gap-5 sm:grid-cols-2">
                <ContactFields values={values} required={false} />
                <ServiceSelect services={PAGE_A_SERVICES} values={values} required={false} />
                <DateField today={loaderData.today} values={values} required={false} />
                <Field label="Heure souhaitée" required>
                  {(p) => (
                    <select
                      {...p}
                      name="preferred_time"
                      aria-required="true"
                      defaultValue={values.preferred_time ?? ""}
                      className={inputClass}
                    >
                      <option value="">Sélectionnez une heure</option>
                      {PAGE_A_TIME_SLOTS.map((slot) => (
                        <option key={slot} value={slot}>
                          {slot}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <MessageField values={values} />
              </fieldset>
              <p className="mt-6 rounded-lg bg-brand-50 p-4 text-sm text-brand-900 dark:bg-slate-800 dark:text-slate-200">
                Nous vous contacterons pour confirmer votre rendez-vous.
              </p>
              <Button type="submit" size="lg" disabled={submitting} className="mt-6 w-full">
                {submitting ? APPOINTMENT_MESSAGES.sending : "Confirmer le rendez-vous"}
              </Button>
            </Form>
          </section>
        )}
      </Container>
    </div>
  );
}
