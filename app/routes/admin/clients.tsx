import { Link } from "react-router";
import { requireAdmin } from "~/features/auth/guard.server";
import { adminMeta } from "~/features/back-office/meta";
import { loadOrFail } from "~/features/back-office/actions.server";
import { FilterField, FilterForm } from "~/features/back-office/components/filter-form";
import { Pagination } from "~/features/back-office/components/pagination";
import {
  Cell,
  EmptyNotice,
  ErrorNotice,
  PageHeader,
  linkClass,
  Table,
  Row,
} from "~/features/back-office/components/ui";
import {
  CUSTOMER_SORT_LABELS,
  customerPath,
  parseCustomerListQuery,
} from "~/features/customers/customers";
import { listCustomers } from "~/features/customers/customers.server";
import { LanguageBadge } from "~/features/back-office/components/language-badge";
import { countText, formatDateTime, plural } from "~/features/back-office/format";
import { telHref } from "~/domain/phone";
import { db } from "~/lib/db.server";
import type { Route } from "./+types/clients";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = parseCustomerListQuery(new URL(request.url).searchParams);
  const result = await loadOrFail("customers", () => listCustomers(db(), query));
  return { query, page: result.ok ? result.value : null };
}

export const meta: Route.MetaFunction = () => adminMeta("Clients");

const COLUMNS = ["Client", "Contact", "Ville", "Commandes", "Rendez-vous", "Dernière activité"];

export default function Clients({ loaderData: { query, page } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Clients"
        subtitle={
          page ? countText(page, (total) => `${plural(total, "client")} au total`) : undefined
        }
      />
      <FilterForm
        label="Filtrer les clients"
        values={query}
        active={Boolean(query.q || query.sort !== "recent")}
        className="sm:grid-cols-3"
      >
        <FilterField
          name="q"
          label="Rechercher"
          hint="Nom, téléphone, email, ville ou référence"
          className="sm:col-span-2"
        />
        <FilterField name="sort" label="Trier par" options={Object.entries(CUSTOMER_SORT_LABELS)} />
      </FilterForm>
      {!page ? (
        <ErrorNotice>Erreur lors du chargement des clients</ErrorNotice>
      ) : page.rows.length === 0 ? (
        <EmptyNotice>
          {query.q
            ? "Aucun client ne correspond à cette recherche."
            : "Aucun client pour le moment"}
        </EmptyNotice>
      ) : (
        <>
          <Table columns={COLUMNS} scrollLabel="Liste des clients" className="md:min-w-[48rem]">
            {page.rows.map((c) => (
              <Row key={c.key} data-testid="customer-row">
                <Cell label="Client">
                  <Link to={customerPath(c.key)} className={`font-medium ${linkClass}`}>
                    {c.name}
                  </Link>
                  <LanguageBadge lang={c.language} />
                </Cell>
                <Cell label="Contact">
                  <a
                    href={telHref(c.phone)}
                    className={`block min-h-6 py-0.5 whitespace-nowrap ${linkClass}`}
                  >
                    {c.phone}
                  </a>
                  {c.email && (
                    <a
                      href={`mailto:${c.email}`}
                      className={`block min-h-6 py-0.5 text-xs break-all ${linkClass}`}
                    >
                      {c.email}
                    </a>
                  )}
                </Cell>
                <Cell label="Ville">{c.city ?? "—"}</Cell>
                <Cell label="Commandes">{c.orders}</Cell>
                <Cell label="Rendez-vous">{c.appointments}</Cell>
                <Cell label="Dernière activité">{formatDateTime(c.lastActivity)}</Cell>
              </Row>
            ))}
          </Table>
          <Pagination page={page.page} pageCount={page.pageCount} />
        </>
      )}
    </>
  );
}
