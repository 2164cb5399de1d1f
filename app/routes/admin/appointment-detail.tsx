import { data } from "react-router";
import { requireAdmin } from "~/features/auth/guard.server";
import { adminMeta } from "~/features/back-office/meta";
import { statusAction } from "~/features/back-office/actions.server";
import { DetailPage } from "~/features/back-office/components/detail";
import { linkClass } from "~/features/back-office/components/ui";
import {
  formatCalendarDate,
  formatDateTime,
  phoneHref,
  serviceLabel,
} from "~/features/back-office/format";
import { getAppointment, statusHistory } from "~/features/back-office/records.server";
import { db } from "~/lib/db.server";
import type { Route } from "./+types/appointment-detail";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const appointment = await getAppointment(db(), params.id);
  if (!appointment) throw data("Rendez-vous introuvable", { status: 404 });
  return { appointment, history: await statusHistory(db(), "appointment", appointment.id) };
}

export const action = ({ request }: Route.ActionArgs) => statusAction(request, "appointment");

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(`Rendez-vous de ${data?.appointment.name ?? ""}`);

export default function AppointmentDetail({
  loaderData: { appointment: a, history },
}: Route.ComponentProps) {
  return (
    <DetailPage
      entity="appointment"
      id={a.id}
      title={`Rendez-vous de ${a.name}`}
      status={a.status}
      subject={a.name}
      history={history}
      facts={[
        ["Nom", a.name],
        ["Entreprise", a.company ?? "Non renseignée"],
        ["Service", serviceLabel(a.service)],
        [
          "Date & Heure",
          `${formatCalendarDate(a.preferredDate)} à ${a.preferredTime}${
            a.conflict ? " — créneau déjà confirmé pour un autre client" : ""
          }`,
        ],
        [
          "Email",
          <a key="mail" href={`mailto:${a.email}`} className={linkClass}>
            {a.email}
          </a>,
        ],
        [
          "Téléphone",
          <a key="tel" href={phoneHref(a.phone)} className={linkClass}>
            {a.phone}
          </a>,
        ],
        ["Message", a.message ?? "Aucun message"],
        ["Demandé le", formatDateTime(a.createdAt)],
      ]}
    />
  );
}
