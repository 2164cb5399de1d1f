import { Link } from "react-router";
import { ORDER_STATUSES } from "~/domain/constants";
import { telHref } from "~/domain/phone";
import { adminMeta } from "~/features/back-office/meta";
import { listLoader, statusAction } from "~/features/back-office/actions.server";
import { RecordList } from "~/features/back-office/components/record-list";
import { StatusCells } from "~/features/back-office/components/status-cells";
import { Cell, linkClass, mutedClass, Row } from "~/features/back-office/components/ui";
import { deploymentLabel, formatDateTime, plural } from "~/features/back-office/format";
import { listOrders } from "~/features/back-office/records.server";
import { db } from "~/lib/db.server";
import { LanguageBadge } from "~/features/back-office/components/language-badge";
import type { Route } from "./+types/orders";
import { RequestMarks } from "~/features/team/components/request-marks";
import { formatMillimes } from "~/domain/money";
import { PaymentBadge } from "~/features/orders/money-card";

export const loader = ({ request }: Route.LoaderArgs) =>
  listLoader(request, "order", (query) => listOrders(db(), query));

export const action = ({ request }: Route.ActionArgs) => statusAction(request, "order");

export const meta: Route.MetaFunction = () => adminMeta("Commandes");

const ORDER_COLUMNS = [
  "Client",
  "Produit",
  "Type",
  "Livraison",
  "Contact",
  "Statut",
  "Actions",
] as const;

export default function Orders({ loaderData }: Route.ComponentProps) {
  return (
    <RecordList
      entity="order"
      title="Commandes"
      count={(total) => `${plural(total, "commande")} au total`}
      statuses={ORDER_STATUSES}
      {...loaderData}
      texts={{
        loadError: "Erreur lors du chargement des commandes",
        emptyFiltered: "Aucune commande ne correspond à ces critères.",
        empty: "Aucune commande pour le moment",
        tableLabel: "Liste des commandes",
      }}
      columns={ORDER_COLUMNS}
      renderRow={(o) => (
        <Row key={o.id} data-testid="order-row">
          <Cell label="Client">
            <Link to={`/admin/orders/${o.id}`} className={`font-medium ${linkClass}`}>
              {o.customerName}
            </Link>
            <LanguageBadge lang={o.language} />
            <p className={`text-xs ${mutedClass}`}>{formatDateTime(o.createdAt)}</p>
            <p className={`text-xs ${mutedClass}`}>{o.reference}</p>
            <RequestMarks id={o.id} team={loaderData.team} />
          </Cell>
          <Cell label="Produit">
            {o.productName}
            {o.totalTtcMillimes !== null && (
              <p className="text-xs tabular-nums">{formatMillimes(o.totalTtcMillimes, "fr")} TTC</p>
            )}
            <PaymentBadge state={o.paymentState} />
          </Cell>
          <Cell label="Type">{deploymentLabel(o.deploymentType)}</Cell>
          <Cell label="Livraison">
            <p className="font-medium">{o.city}</p>
            <p className={`max-w-56 text-xs break-words ${mutedClass}`}>{o.address}</p>
          </Cell>
          <Cell label="Contact">
            <a
              href={telHref(o.phone)}
              className={`block min-h-6 py-0.5 whitespace-nowrap ${linkClass}`}
            >
              {o.phone}
            </a>
            {o.email && (
              <a
                href={`mailto:${o.email}`}
                className={`block min-h-6 py-0.5 text-xs break-all ${linkClass}`}
              >
                {o.email}
              </a>
            )}
          </Cell>
          <StatusCells entity="order" record={o} subject={o.customerName} now={loaderData.now} />
        </Row>
      )}
    />
  );
}
