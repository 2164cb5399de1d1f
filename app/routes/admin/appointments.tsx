import { Link } from "react-router";
import { TriangleAlert } from "~/components/ui/icons";
import { APPOINTMENT_STATUSES } from "~/domain/constants";
import { telHref } from "~/domain/phone";
import { adminMeta } from "~/features/back-office/meta";
import { listLoader, statusAction } from "~/features/back-office/actions.server";
import { RecordList } from "~/features/back-office/components/record-list";
import { StatusCells } from "~/features/back-office/components/status-cells";
import { Cell, linkClass, mutedClass, Row } from "~/features/back-office/components/ui";
import { formatCalendarDate } from "~/features/back-office/format";
import { listAppointments } from "~/features/back-office/records.server";
import { db } from "~/lib/db.server";
import { LanguageBadge } from "~/features/back-office/components/language-badge";
import type { Route } from "./+types/appointments";
import { RequestMarks } from "~/features/team/components/request-marks";

export const loader = ({ request }: Route.LoaderArgs) =>
  listLoader(request, "appointment", (query) => listAppointments(db(), query));

export const action = ({ request }: Route.ActionArgs) => statusAction(request, "appointment");

export const meta: Route.MetaFunction = () => adminMeta("Rendez-vous");

const APPOINTMENT_COLUMNS = [
  "Client",
  "Service",
  "Date & Heure",
  "Contact",
  "Statut",
  "Actions",
] as const;

export default function Appointments({ loaderData }: Route.ComponentProps) {
  return (
    <RecordList
      entity="appointment"
      title="Rendez-vous"
      count={(total) => `${total} rendez-vous au total`}
      statuses={APPOINTMENT_STATUSES}
      {...loaderData}
      texts={{
        loadError: "Erreur lors du chargement des rendez-vous",
        emptyFiltered: "Aucun rendez-vous ne correspond à ces critères.",
        empty: "Aucun rendez-vous pour le moment",
        tableLabel: "Liste des rendez-vous",
      }}
      columns={APPOINTMENT_COLUMNS}
      renderRow={(a) => (
        <Row key={a.id} data-testid="appointment-row">
          <Cell label="Client">
            <Link to={`/admin/appointments/${a.id}`} className={`font-medium ${linkClass}`}>
              {a.name}
            </Link>
            <LanguageBadge lang={a.language} />
            {a.company && <p className={`text-xs ${mutedClass}`}>{a.company}</p>}
            <RequestMarks id={a.id} team={loaderData.team} />
          </Cell>
          <Cell label="Service">{a.serviceLabel}</Cell>
          <Cell label="Date & Heure">
            <p className="whitespace-nowrap">{formatCalendarDate(a.preferredDate)}</p>
            <p className={`text-xs ${mutedClass}`}>{a.preferredTime}</p>
            {a.conflict && a.status === "pending" && (
              <p className="mt-1 flex items-center gap-1 text-xs font-medium text-amber-800 dark:text-amber-200">
                <TriangleAlert aria-hidden="true" className="size-3.5" />
                Créneau déjà confirmé pour un autre client
              </p>
            )}
          </Cell>
          <Cell label="Contact">
            <a
              href={`mailto:${a.email}`}
              className={`block min-h-6 py-0.5 text-sm break-all ${linkClass}`}
            >
              {a.email}
            </a>
            <a
              href={telHref(a.phone)}
              className={`block min-h-6 py-0.5 text-xs whitespace-nowrap ${linkClass}`}
            >
              {a.phone}
            </a>
          </Cell>
          <StatusCells entity="appointment" record={a} subject={a.name} now={loaderData.now} />
        </Row>
      )}
    />
  );
}
