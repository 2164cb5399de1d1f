import { Link } from "react-router";
import { TriangleAlert } from "lucide-react";
import { APPOINTMENT_STATUSES } from "~/domain/constants";
import { requireAdmin } from "~/features/auth/guard.server";
import { adminMeta } from "~/features/back-office/meta";
import { loadOrFail, statusAction } from "~/features/back-office/actions.server";
import { RecordList } from "~/features/back-office/components/record-list";
import { StatusActions } from "~/features/back-office/components/status-actions";
import { StatusBadge } from "~/features/back-office/components/status-badge";
import { Cell, linkClass, mutedClass, trClass } from "~/features/back-office/components/ui";
import { formatCalendarDate, phoneHref, serviceLabel } from "~/features/back-office/format";
import { listAppointments } from "~/features/back-office/records.server";
import { parseListQuery } from "~/features/back-office/schema";
import { db } from "~/lib/db.server";
import type { Route } from "./+types/appointments";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = parseListQuery("appointment", new URL(request.url).searchParams);
  const result = await loadOrFail("appointments", () => listAppointments(db(), query));
  return { query, page: result.ok ? result.value : null };
}

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

export default function Appointments({ loaderData: { query, page } }: Route.ComponentProps) {
  return (
    <RecordList
      entity="appointment"
      title="Rendez-vous"
      count={(total) => `${total} rendez-vous au total`}
      statuses={APPOINTMENT_STATUSES}
      query={query}
      page={page}
      texts={{
        loadError: "Erreur lors du chargement des rendez-vous",
        emptyFiltered: "Aucun rendez-vous ne correspond à ces critères.",
        empty: "Aucun rendez-vous pour le moment",
        tableLabel: "Liste des rendez-vous",
      }}
      columns={APPOINTMENT_COLUMNS}
      renderRow={(a) => (
        <tr key={a.id} className={trClass} data-testid="appointment-row">
          <Cell label="Client">
            <Link to={`/admin/appointments/${a.id}`} className={`font-medium ${linkClass}`}>
              {a.name}
            </Link>
            {a.company && <p className={`text-xs ${mutedClass}`}>{a.company}</p>}
          </Cell>
          <Cell label="Service">{serviceLabel(a.service)}</Cell>
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
              href={phoneHref(a.phone)}
              className={`block min-h-6 py-0.5 text-xs whitespace-nowrap ${linkClass}`}
            >
              {a.phone}
            </a>
          </Cell>
          <Cell label="Statut">
            <StatusBadge entity="appointment" status={a.status} />
          </Cell>
          <Cell label="Actions">
            <StatusActions entity="appointment" id={a.id} status={a.status} subject={a.name} />
          </Cell>
        </tr>
      )}
    />
  );
}
