import { CalendarCheck } from "~/components/ui/icons";
import type { Route } from "./+types/reservation";
import { Container } from "~/components/ui";
import { FORM_PAGE } from "~/features/forms/keep-form";
import { PAGE_A_TEXTS, PageAFormIsland } from "~/features/appointments/page-a-form";
import { formTexts } from "~/i18n/forms";
import { appointmentFormData, submitAppointment } from "~/features/appointments/submit.server";
import { metaContext, pageMeta } from "~/lib/seo.server";

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

export const handle = FORM_PAGE;

/** Appointment page A: time slots, five services, confirmation screen; the form is an island. */
export default function Reservation({ loaderData, actionData }: Route.ComponentProps) {
  const { meta: _meta, ...form } = loaderData;
  const page = form.texts.pageA;
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
        <PageAFormIsland
          {...form}
          texts={formTexts(form.texts, PAGE_A_TEXTS)}
          answer={actionData}
        />
      </Container>
    </div>
  );
}
