import type { ComponentProps, ReactNode } from "react";
import { LoaderCircle } from "~/components/ui/icons";
import { cx } from "~/components/ui";

/** Centred spinner with a spoken label. */
export function Spinner({
  label = "Chargement…",
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <span role="status" className={cx("inline-flex items-center gap-2", className)}>
      <LoaderCircle
        aria-hidden="true"
        className="size-5 animate-spin text-brand-600 dark:text-brand-100"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle && <p className="mt-1 text-slate-600 dark:text-slate-300">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <section
      className={cx(
        "rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900",
        className,
      )}
    >
      {children}
    </section>
  );
}

/** A load failure, shown in the page (and announced). */
export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {children}
    </p>
  );
}

/**
 * An entry of a record's trail (statuses, corrections, payments, follow-ups):
 * a rule at its start, in the colour `className` gives.
 */
export function TrailEntry({ className, ...props }: ComponentProps<"li">) {
  return <li className={cx("border-s-2 ps-3", className)} {...props} />;
}

/** A list with nothing to show: none yet, or none matching the filter. */
export function EmptyNotice({ children }: { children: ReactNode }) {
  return (
    <p
      className={`rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900 ${mutedClass}`}
    >
      {children}
    </p>
  );
}

// Tables turn into labelled stacks on phones (each cell shows its column name from
// data-label), so one markup serves both without horizontal scrolling.
const tableClass = "w-full border-collapse text-start text-sm max-md:block";
const thClass =
  "border-b border-slate-200 bg-slate-50 px-3 py-2 text-start font-semibold text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200";
const trClass =
  "max-md:block max-md:border-b max-md:border-slate-200 max-md:px-1 max-md:py-2 max-md:dark:border-slate-700";
const tdClass =
  "border-b border-slate-100 px-3 py-3 align-top dark:border-slate-800 max-md:flex max-md:gap-3 max-md:border-0 max-md:py-1.5 max-md:before:w-24 max-md:before:shrink-0 max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:content-[attr(data-label)] max-md:dark:before:text-slate-300";

/** A column heading; `numeric` aligns it with figures set to the end. */
export type Column = string | { label: string; numeric?: boolean };

/**
 * The one table of the back office's lists. With `scrollLabel` it sits in a
 * labelled, keyboard-scrollable region; its rows are `Row`s of `Cell`s.
 */
export function Table({
  columns,
  children,
  scrollLabel,
  caption,
  className,
  testId,
  bodyTestId,
}: {
  columns: readonly Column[];
  children: ReactNode;
  scrollLabel?: string;
  /** Read by screen readers only (a card's title already shows it). */
  caption?: string;
  className?: string;
  testId?: string;
  bodyTestId?: string;
}) {
  const table = (
    <table className={cx(tableClass, className)} data-testid={testId}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead className="max-md:sr-only">
        <tr>
          {columns.map((column) => {
            const { label, numeric } = typeof column === "string" ? { label: column } : column;
            return (
              <th key={label} scope="col" className={cx(thClass, numeric && "text-end")}>
                {label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody className="max-md:block" data-testid={bodyTestId}>
        {children}
      </tbody>
    </table>
  );
  return scrollLabel ? <TableScroller label={scrollLabel}>{table}</TableScroller> : table;
}

/** A body row of a `Table`. */
export function Row({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cx(trClass, className)} {...props} />;
}

/** A body cell; on phones its column name shows before the content. */
export function Cell({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <td className={tdClass} data-label={label}>
      <div className="min-w-0">{children}</div>
    </td>
  );
}

export const linkClass =
  "text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-sky-300";
/** A compact select of a table row or card (roles, assignees). */
export const selectClass =
  "min-h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
export const mutedClass = "text-slate-600 dark:text-slate-300";

/** Horizontal scroll for wide tables on phones, focusable so keyboards can scroll it. */
function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:bg-slate-900"
    >
      {children}
    </div>
  );
}
