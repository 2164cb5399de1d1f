import { Download } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui";
import { FilterField, FilterForm } from "./filter-form";
import { SORT_LABELS, type Entity, type ListQuery } from "../schema";
import { recordFacts, statusLabel } from "~/domain/records";
import { PAYMENT_STATES } from "~/domain/money";
import { PAYMENT_STATE_LABELS } from "~/features/orders/payments";

/** Query string of the current filter (without the page), for the CSV links. */
export function filterParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.payment) params.set("payment", query.payment);
  if (query.sort !== "recent") params.set("sort", query.sort);
  if (query.mine) params.set("mine", query.mine);
  return params;
}

/**
 * Search, status and date filters and sort, as a GET form: the filter lives
 * in the address (shareable, back button works) and the CSV export reuses it.
 */
export function ListToolbar({
  entity,
  query,
  statuses,
  canExport = true,
}: {
  entity: Entity;
  query: ListQuery;
  statuses: readonly string[];
  /** The CSV export is for administrators only. */
  canExport?: boolean;
}) {
  const facts = recordFacts(entity);
  const exportPath = `/admin/export/${facts.plural}`;
  const params = filterParams(query);
  const withSeparator = (sep: string) => {
    const p = new URLSearchParams(params);
    p.set("sep", sep);
    return `${exportPath}?${p}`;
  };
  return (
    <FilterForm
      label="Filtrer la liste"
      values={query}
      active={Boolean(
        query.q ||
        query.status ||
        query.from ||
        query.to ||
        query.payment ||
        query.mine ||
        query.sort !== "recent",
      )}
      className={
        facts.paymentFilter ? "sm:grid-cols-2 lg:grid-cols-8" : "sm:grid-cols-2 lg:grid-cols-7"
      }
      actions={
        canExport && (
          <span className="ms-auto flex flex-wrap gap-2">
            <a
              href={withSeparator(";")}
              download
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              <Download aria-hidden="true" className="size-4" />
              Exporter en CSV
            </a>
            <a
              href={withSeparator(",")}
              download
              className={buttonClass({ variant: "ghost", size: "sm" })}
            >
              CSV (séparateur virgule)
            </a>
          </span>
        )
      }
    >
      <FilterField name="q" label="Rechercher" hint={facts.searchHint} className="sm:col-span-2" />
      <FilterField
        name="status"
        label="Statut"
        all="Tous les statuts"
        options={statuses.map((s) => [s, statusLabel(entity, s)])}
      />
      {facts.paymentFilter && (
        <FilterField
          name="payment"
          label="Paiement"
          all="Tous les paiements"
          options={PAYMENT_STATES.map((s) => [s, PAYMENT_STATE_LABELS.fr[s]])}
        />
      )}
      <FilterField name="from" type="date" label={facts.fromLabel} />
      <FilterField name="to" type="date" label="au" />
      <FilterField name="mine" label="Demandes" all="Toutes" options={[["1", "Mes demandes"]]} />
      <FilterField name="sort" label="Trier par" options={Object.entries(SORT_LABELS[entity])} />
    </FilterForm>
  );
}
