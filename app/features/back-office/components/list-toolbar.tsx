import { Form, Link, useNavigation } from "react-router";
import { Download, Search } from "lucide-react";
import { Button, buttonClass } from "~/components/ui";
import { SORT_LABELS, type Entity, type ListQuery } from "../schema";
import { statusLabel } from "./status-badge";

const fieldClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
const labelClass = "mb-1 block text-sm font-medium";

/** Query string of the current filter (without the page), for the CSV links. */
export function filterParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.sort !== "recent") params.set("sort", query.sort);
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
}: {
  entity: Entity;
  query: ListQuery;
  statuses: readonly string[];
}) {
  const navigation = useNavigation();
  const exportPath = `/admin/export/${entity === "order" ? "orders" : "appointments"}`;
  const params = filterParams(query);
  const withSeparator = (sep: string) => {
    const p = new URLSearchParams(params);
    p.set("sep", sep);
    return `${exportPath}?${p}`;
  };
  const searchHint =
    entity === "order"
      ? "Nom, téléphone, email ou référence"
      : "Nom, téléphone, email ou entreprise";
  return (
    <div className="mb-4 space-y-3">
      <Form
        method="get"
        role="search"
        aria-label="Filtrer la liste"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6 dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="sm:col-span-2">
          <label htmlFor="filter-q" className={labelClass}>
            Rechercher
          </label>
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ""}
            placeholder={searchHint}
            maxLength={100}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="filter-status" className={labelClass}>
            Statut
          </label>
          <select
            id="filter-status"
            name="status"
            defaultValue={query.status ?? ""}
            className={fieldClass}
          >
            <option value="">Tous les statuts</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(entity, s)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-from" className={labelClass}>
            {entity === "order" ? "Reçue du" : "Rendez-vous du"}
          </label>
          <input
            id="filter-from"
            name="from"
            type="date"
            defaultValue={query.from ?? ""}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="filter-to" className={labelClass}>
            au
          </label>
          <input
            id="filter-to"
            name="to"
            type="date"
            defaultValue={query.to ?? ""}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="filter-sort" className={labelClass}>
            Trier par
          </label>
          <select id="filter-sort" name="sort" defaultValue={query.sort} className={fieldClass}>
            {Object.entries(SORT_LABELS[entity]).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-6">
          <Button type="submit" size="sm" disabled={navigation.state === "loading"}>
            <Search aria-hidden="true" className="size-4" />
            Filtrer
          </Button>
          <Link to="?" className={buttonClass({ variant: "ghost", size: "sm" })}>
            Réinitialiser
          </Link>
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
        </div>
      </Form>
    </div>
  );
}
