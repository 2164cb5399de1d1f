import { createContext, useContext } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Search } from "~/components/ui/icons";
import { Button, buttonClass } from "~/components/ui";

const fieldClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

/** The filter the page shows, by query parameter: what a panel's fields start with. */
const FilterValues = createContext<Partial<Record<string, string | number>>>({});

/**
 * One filter of the panel, named by the query parameter it sets: a search
 * box, a date, or a choice among `options` (value → label), after `all` (the
 * choice that sets no filter) when there is one. Its value is the panel's
 * (`FilterForm`'s `values`) unless given.
 */
export function FilterField({
  name,
  label,
  value,
  type = "search",
  hint,
  all,
  options,
  className,
}: {
  name: string;
  label: string;
  value?: string;
  type?: "search" | "date";
  hint?: string;
  all?: string;
  options?: [value: string, label: string][];
  className?: string;
}) {
  const id = `filter-${name}`;
  const shown = useContext(FilterValues);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {options ? (
        <select
          id={id}
          name={name}
          defaultValue={value ?? shown[name] ?? ""}
          className={fieldClass}
        >
          {(all === undefined ? options : [["", all], ...options]).map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          defaultValue={value ?? shown[name] ?? ""}
          placeholder={hint}
          maxLength={type === "search" ? 100 : undefined}
          className={fieldClass}
        />
      )}
    </div>
  );
}

/**
 * The filter panel of a back-office list, as a GET form: the filter lives in
 * the address (shareable, back button works). Keyed by the address, so
 * «Réinitialiser» (a link to the bare list) empties the fields as well as the
 * results. On a phone it folds behind a «Filtres» summary, open when a filter
 * is active; from 640 px it is always open (see `.filter-panel` in app.css).
 */
export function FilterForm({
  label,
  values,
  active,
  className,
  children,
  actions,
}: {
  label: string;
  /** The filter shown, by query parameter: the fields' values. */
  values: Partial<Record<string, string | number>>;
  /** A filter is applied: the folded panel starts open on a phone. */
  active: boolean;
  /** Grid classes of the fields. */
  className: string;
  children: React.ReactNode;
  /** Shown after «Filtrer» and «Réinitialiser» (exports). */
  actions?: React.ReactNode;
}) {
  const { search } = useLocation();
  const navigation = useNavigation();
  return (
    <details
      key={search}
      open={active || undefined}
      className="filter-panel mb-4 rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
    >
      <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600">
        {active ? "Filtres (actifs)" : "Filtres"}
      </summary>
      <Form method="get" role="search" aria-label={label} className={`grid gap-3 p-4 ${className}`}>
        <FilterValues.Provider value={values}>{children}</FilterValues.Provider>
        <div className="col-span-full flex flex-wrap items-center gap-2">
          <Button type="submit" size="sm" disabled={navigation.state === "loading"}>
            <Search aria-hidden="true" className="size-4" />
            Filtrer
          </Button>
          <Link to="?" className={buttonClass({ variant: "ghost", size: "sm" })}>
            Réinitialiser
          </Link>
          {actions}
        </div>
      </Form>
    </details>
  );
}
