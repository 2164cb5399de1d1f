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
  mutedClass,
  Table,
  Row,
} from "~/features/back-office/components/ui";
import { formatDateTime, plural } from "~/features/back-office/format";
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, isAuditAction } from "~/features/audit/actions";
import { parseAuditQuery } from "~/features/audit/query";
import { searchAudit } from "~/features/audit/audit.server";
import { RETENTION } from "~/features/privacy/retention.server";
import { db } from "~/lib/db.server";
import type { Route } from "./+types/journal";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = parseAuditQuery(new URL(request.url).searchParams);
  const result = await loadOrFail("audit log", () => searchAudit(db(), query));
  return {
    query,
    months: RETENTION.browsingMonths,
    page: result.ok
      ? {
          ...result.value,
          page: query.page,
          pageCount: Math.max(1, Math.ceil(result.value.total / AUDIT_PAGE_SIZE)),
        }
      : null,
  };
}

export const meta: Route.MetaFunction = () => adminMeta("Journal");

const TARGET_LABELS: Record<string, string> = {
  order: "Commande",
  appointment: "Rendez-vous",
  customer: "Client",
  user: "Compte",
  product: "Produit",
  article: "Article",
  block: "Contenu",
  availability: "Disponibilités",
  "user-settings": "Paramètres",
  "calendar-feed": "Abonnement calendrier",
};

const COLUMNS = ["Date", "Qui", "Action", "Objet", "Détails", "Adresse"];

/** The names of the details, as the journal shows them. */
const DETAIL_LABELS: Record<string, string> = {
  step: "étape",
  reason: "motif",
  from: "avant",
  to: "après",
  role: "rôle",
  access: "accès",
  email: "e-mail",
  via: "par",
  intent: "action",
  owner: "responsable",
  due: "échéance",
  fields: "champs",
  filters: "filtres",
  status: "statut",
  revision: "version",
  twoFactorRemoved: "double authentification retirée",
};

/** A line's details as short «key : value» pairs. */
function detailText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(
      ([key, value]) =>
        `${DETAIL_LABELS[key] ?? key}\u202F: ${typeof value === "string" ? value : JSON.stringify(value)}`,
    )
    .join(" · ");
}

export default function Journal({ loaderData: { query, page, months } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Journal"
        subtitle={`${page ? `${plural(page.total, "entrée")} · ` : ""}Actions d'administration conservées ${months} mois, comme le prévoit la politique de confidentialité.`}
      />
      <FilterForm
        label="Rechercher dans le journal"
        values={query}
        active={Boolean(query.q || query.action || query.from || query.to)}
        className="sm:grid-cols-4"
      >
        <FilterField name="q" label="Rechercher" hint="Email, adresse IP, objet ou détail" />
        <FilterField
          name="action"
          label="Action"
          all="Toutes"
          options={Object.entries(AUDIT_ACTIONS)}
        />
        <FilterField name="from" label="Du" type="date" />
        <FilterField name="to" label="Au" type="date" />
      </FilterForm>
      {!page ? (
        <ErrorNotice>Erreur lors du chargement du journal</ErrorNotice>
      ) : page.rows.length === 0 ? (
        <EmptyNotice>Aucune entrée ne correspond à cette recherche.</EmptyNotice>
      ) : (
        <>
          <Table columns={COLUMNS} scrollLabel="Entrées du journal">
            {page.rows.map((row) => (
              <Row key={row.id} data-testid="audit-row">
                <Cell label="Date">
                  <span className="whitespace-nowrap">{formatDateTime(row.at)}</span>
                </Cell>
                <Cell label="Qui">{row.actorEmail ?? "—"}</Cell>
                <Cell label="Action">
                  {isAuditAction(row.action) ? AUDIT_ACTIONS[row.action] : row.action}
                </Cell>
                <Cell label="Objet">
                  {row.targetType ? (
                    <span className="break-all">
                      {TARGET_LABELS[row.targetType] ?? row.targetType}{" "}
                      <code className="text-xs">{row.targetId}</code>
                    </span>
                  ) : (
                    "—"
                  )}
                </Cell>
                <Cell label="Détails">
                  <span className={`text-xs break-all ${mutedClass}`}>
                    {detailText(row.details)}
                  </span>
                </Cell>
                <Cell label="Adresse">
                  <code className="text-xs">{row.ip ?? "—"}</code>
                </Cell>
              </Row>
            ))}
          </Table>
          <Pagination page={page.page} pageCount={page.pageCount} />
        </>
      )}
    </>
  );
}
