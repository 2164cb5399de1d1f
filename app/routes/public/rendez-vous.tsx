import { Clock, MonitorPlay, Phone, ShieldCheck } from "lucide-react";
import { Form, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/rendez-vous";
import { useSite } from "~/components/layout/use-site";
import { Breadcrumb, Button, Container, buttonClass } from "~/components/ui";
import { telHref } from "~/config/site";
import { PAGE_B_SERVICES } from "~/domain/constants";
import {
  ContactFields,
  DateField,
  MessageField,
  ServiceSelect,
  previousValues,
  useAnswerToast,
} from "~/features/appointments/form-parts";
import {
  APPOINTMENT_MESSAGES,
  MEETING_TYPES,
  MEETING_TYPE_LABELS,
} from "~/features/appointments/labels";
import { appointmentFormData, submitAppointment } from "~/features/appointments/submit.server";
import { AntiSpamFields, Field, FormNotice, inputClass } from "~/features/forms/form-ui";
import { useHydrated } from "~/lib/use-hydrated";
import { breadcrumbJsonLd, pageMeta, rootData } from "~/lib/seo";

const BREADCRUMB = [{ label: "Accueil", href: "/" }, { label: "Rendez-vous" }];

export function meta({ matches }: Route.MetaArgs) {
  const root = rootData(matches);
  return pageMeta(root, {
    title: "Rendez-vous : démonstration gratuite",
    description:
      "Demandez une démonstration en direct de DigiFact, DigiERP ou DigiMed, en visioconférence ou par téléphone. Confirmation sous 2 heures ouvrées, gratuit et sans engagement.",
    path: "/rendez-vous",
    jsonLd: [breadcrumbJsonLd(root.site, BREADCRUMB)],
  });
}

export function loader() {
  return appointmentFormData("B");
}

export function action(args: Route.ActionArgs) {
  return submitAppointment("B", args);
}

const REASSURANCE = [
  {
    icon: Clock,
    title: "Réponse rapide",
    text: "Confirmation de votre rendez-vous sous 2 heures ouvrées.",
  },
  {
    icon: MonitorPlay,
    title: "Démonstration en direct",
    text: "Un expert vous présente la solution sur des cas concrets de votre activité.",
  },
  {
    icon: ShieldCheck,
    title: "Gratuit et sans engagement",
    text: "Aucun frais, aucune obligation d'achat : posez toutes vos questions.",
  },
];

/** Appointment page B, the canonical one: stays on the page after success. */
export default function RendezVous({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const site = useSite();
  const submitting = navigation.state === "submitting";
  useAnswerToast(
    actionData,
    { title: APPOINTMENT_MESSAGES.successBTitle, description: APPOINTMENT_MESSAGES.successB },
    APPOINTMENT_MESSAGES.errorTitle,
  );
  const values = previousValues(actionData);

  return (
    <div lang="fr" dir="ltr">
      <Container className="py-8 sm:py-12">
        <Breadcrumb items={BREADCRUMB} />
        <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">
          Réservez votre démonstration
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
          Choisissez une date et une heure : un expert vous présente la solution adaptée à votre
          entreprise, en visioconférence ou par téléphone.
        </p>

        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {REASSURANCE.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
            >
              <Icon aria-hidden className="size-8 text-brand-600 dark:text-brand-100" />
              <h2 className="mt-3 font-semibold">{title}</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{text}</p>
            </li>
          ))}
        </ul>

        <section
          aria-labelledby="form-title"
          className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 id="form-title" className="text-2xl font-bold">
            Formulaire de rendez-vous
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Les champs marqués d'un astérisque (*) sont obligatoires.
          </p>
          {!hydrated && actionData && (
            <div className="mt-4">
              {actionData.ok ? (
                <FormNotice
                  tone="success"
                  title={APPOINTMENT_MESSAGES.successBTitle}
                  message={APPOINTMENT_MESSAGES.successB}
                />
              ) : (
                <FormNotice
                  tone="error"
                  title={APPOINTMENT_MESSAGES.errorTitle}
                  message={actionData.message}
                />
              )}
            </div>
          )}
          <Form
            // A new key after each success: the form comes back empty.
            key={actionData?.ok ? actionData.id : "form"}
            method="post"
            className="relative mt-6"
          >
            <AntiSpamFields ticket={loaderData.ticket} />
            <fieldset disabled={submitting} className="grid gap-5 sm:grid-cols-2">
              <ContactFields values={values} required />
              <ServiceSelect services={PAGE_B_SERVICES} values={values} required />
              <DateField today={loaderData.today} values={values} required />
              <Field label="Heure souhaitée" required>
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
                  Type de rendez-vous
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
                      {MEETING_TYPE_LABELS[type]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <MessageField
                values={values}
                hint="Présentez votre activité et vos besoins en quelques mots."
              />
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
                Annuler
              </a>
              <Button type="submit" size="lg" disabled={submitting}>
                {submitting ? APPOINTMENT_MESSAGES.sending : "Envoyer la demande"}
              </Button>
            </div>
          </Form>
          <p className="mt-6 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <Phone aria-hidden className="size-4 shrink-0" />
            <span>
              Besoin d'une aide immédiate ? Appelez-nous au{" "}
              <a href={telHref(site.phone)} dir="ltr" className="font-semibold underline">
                {site.phone}
              </a>
            </span>
          </p>
        </section>
      </Container>
    </div>
  );
}
