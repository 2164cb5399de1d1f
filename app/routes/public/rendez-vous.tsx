import { Clock, MonitorPlay, Phone, ShieldCheck } from "~/components/ui/icons";
import { PhoneNumber } from "~/components/ui/phone-number";
import type { Route } from "./+types/rendez-vous";
import { useSite } from "~/components/layout/use-site";
import { Container } from "~/components/ui";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { FORM_PAGE } from "~/features/forms/keep-form";
import { BookingFormCard } from "~/features/appointments/form-parts";
import { PAGE_B_TEXTS, PageBFormIsland } from "~/features/appointments/page-b-form";
import { formTexts } from "~/i18n/forms";
import { appointmentFormData, submitAppointment } from "~/features/appointments/submit.server";
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

export const handle = FORM_PAGE;

/** The icons of the three reassurance cards, in the dictionary's order. */
const REASSURANCE_ICONS = [Clock, MonitorPlay, ShieldCheck];

/** Appointment page B, the canonical one: stays on the page after success; the form is an island. */
export default function RendezVous({ loaderData, actionData }: Route.ComponentProps) {
  const { meta: _meta, ...form } = loaderData;
  const { texts } = form;
  const page = texts.pageB;
  const site = useSite();

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

        <BookingFormCard
          title={page.formTitle}
          requiredNote={texts.fields.requiredNote}
          className="mt-10"
        >
          <PageBFormIsland {...form} texts={formTexts(texts, PAGE_B_TEXTS)} answer={actionData} />
          <p className="mt-6 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <Phone aria-hidden className="size-4 shrink-0" />
            <span>
              {page.help}{" "}
              <a href={site.telHref} className="font-semibold underline">
                <PhoneNumber number={site.phone} />
              </a>
            </span>
          </p>
        </BookingFormCard>
      </Container>
    </div>
  );
}
