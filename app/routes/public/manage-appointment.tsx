import { useSite } from "~/components/layout/use-site";
import { Container, buttonClass } from "~/components/ui";
import { manageAction, managePageData } from "~/features/appointments/manage-page.server";
import { MANAGE_TEXTS, ManageFormIsland } from "~/features/appointments/manage-form";
import { formTexts } from "~/i18n/forms";
import { ManageHelp, manageSectionClass } from "~/features/appointments/manage-parts";
import { FORM_PAGE } from "~/features/forms/keep-form";
import { privatePageHeaders, privatePageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/manage-appointment";

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

export const handle = FORM_PAGE;

/**
 * The visitor's page of their appointment, reached by the link of their
 * mails: the appointment and its forms are an island; a bad link is a page
 * without script.
 */
export default function ManageAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, lang, appointment, link, ...form } = loaderData;
  const t = texts.manage;
  const site = useSite();
  if (link === "ok" && appointment) {
    return (
      <ManageFormIsland
        lang={lang}
        texts={formTexts(texts, MANAGE_TEXTS)}
        appointment={appointment}
        ticket={form.ticket}
        today={form.today}
        lastDay={form.lastDay}
        day={form.day}
        answer={actionData}
      />
    );
  }
  const expired = link === "expired";
  return (
    <Container width="text" className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <section className={manageSectionClass} data-link={link}>
        <h2 className="text-xl font-semibold">{expired ? t.expiredTitle : t.invalidTitle}</h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{expired ? t.expired : t.invalid}</p>
        <a
          href={`/rendez-vous${lang === "ar" ? "?lang=ar" : ""}`}
          className={buttonClass({ className: "mt-6" })}
        >
          {t.newAppointment}
        </a>
        <ManageHelp text={t.help} site={site} />
      </section>
    </Container>
  );
}
