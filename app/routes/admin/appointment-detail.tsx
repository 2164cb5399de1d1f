import { adminMeta } from "~/features/back-office/meta";
import { detailAction, detailLoader } from "~/features/back-office/actions.server";
import { contactLinks } from "~/features/customers/contact";
import { DetailPage } from "~/features/back-office/components/detail";
import { editableValues } from "~/features/back-office/edits";
import { linkClass } from "~/features/back-office/components/ui";
import { ERASED_VALUE, formatCalendarDate, formatDateTime } from "~/features/back-office/format";
import { telHref } from "~/domain/phone";
import { appointmentWithExtras } from "~/features/appointments/appointment-extras.server";
import { languageFact } from "~/features/back-office/components/language-badge";
import type { Route } from "./+types/appointment-detail";
import {
  FollowUpFact,
  meetingFact,
} from "~/features/appointments/components/appointment-demo-facts";

export const loader = ({ request, params }: Route.LoaderArgs) =>
  detailLoader(request, "appointment", params.id, appointmentWithExtras, "Rendez-vous introuvable");

export const action = ({ request, params }: Route.ActionArgs) =>
  detailAction(request, "appointment", params.id);

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(`Rendez-vous de ${data?.record.name ?? ""}`);

export default function AppointmentDetail({
  loaderData: { record: a, ...trail },
}: Route.ComponentProps) {
  return (
    <DetailPage
      entity="appointment"
      id={a.id}
      title={`Rendez-vous de ${a.name}`}
      status={a.status}
      subject={a.name}
      {...trail}
      slot={{ date: a.preferredDate, time: a.preferredTime }}
      editable={{ version: a.updatedAt.toISOString(), values: editableValues("appointment", a) }}
      customerKey={a.customerKey}
      contact={contactLinks({ ...a, subject: a.reminder })}
      facts={[
        ["Nom", a.name],
        languageFact(a.language),
        ["Entreprise", a.company ?? "Non renseignée"],
        ["Service", a.serviceLabel],
        [
          "Date & Heure",
          `${formatCalendarDate(a.preferredDate)} à ${a.preferredTime}${
            a.conflict ? " — créneau déjà confirmé pour un autre client" : ""
          }`,
        ],
        [
          "E-mail",
          trail.erasure ? (
            ERASED_VALUE
          ) : (
            <a key="mail" href={`mailto:${a.email}`} className={linkClass}>
              {a.email}
            </a>
          ),
        ],
        [
          "Téléphone",
          trail.erasure ? (
            ERASED_VALUE
          ) : (
            <a key="tel" href={telHref(a.phone)} className={linkClass}>
              {a.phone}
            </a>
          ),
        ],
        meetingFact(a),
        ...a.qualifyingLines,
        ...(a.followUp
          ? [
              ["Relance après absence", <FollowUpFact key="follow-up" followUp={a.followUp} />] as [
                string,
                React.ReactNode,
              ],
            ]
          : []),
        ["Message", a.message ?? "Aucun message"],
        ["Demandé le", formatDateTime(a.createdAt)],
      ]}
    />
  );
}
