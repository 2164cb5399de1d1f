import { useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { recordListPath, recordPath, type RecordKind } from "~/domain/records";
import { StatusBadge } from "~/features/back-office/components/status-badge";
import { Card, linkClass, mutedClass } from "~/features/back-office/components/ui";

/** How often the open dashboard asks for new orders and appointments. */
const POLL_MS = 5_000;

/**
 * Asks the server every few seconds what arrived since the page's snapshot;
 * when something did, reloads the dashboard and says so.
 */
export function useArrivals(asOf: string) {
  const revalidator = useRevalidator();
  const [arrived, setArrived] = useState({ orders: 0, appointments: 0 });
  useEffect(() => {
    if (!asOf || revalidator.state !== "idle") return;
    let busy = false;
    const timer = setInterval(async () => {
      if (busy || document.hidden) return;
      busy = true;
      try {
        const response = await fetch(`/admin/events?since=${encodeURIComponent(asOf)}`);
        if (response.ok) {
          const counts = (await response.json()) as { orders: number; appointments: number };
          if (counts.orders + counts.appointments > 0) {
            setArrived((a) => ({
              orders: a.orders + counts.orders,
              appointments: a.appointments + counts.appointments,
            }));
            // Stay busy: the reload brings a new asOf, which restarts this effect.
            void revalidator.revalidate();
            return;
          }
        }
      } catch {
        // Offline for a moment: the next tick tries again.
      }
      busy = false;
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [asOf, revalidator]);
  return { arrived, dismiss: () => setArrived({ orders: 0, appointments: 0 }) };
}

/** One figure of the dashboard's first row, with its icon. */
export function StatCard({
  title,
  value,
  detail,
  icon,
}: {
  title: string;
  value: number | string;
  detail: string;
  icon: React.ReactNode;
}) {
  return (
    <Card>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">{title}</h2>
          <p className="mt-2 text-3xl font-bold" data-testid={`stat-${title}`}>
            {value}
          </p>
          <p className={`mt-1 text-sm ${mutedClass}`}>{detail}</p>
        </div>
        <span className="rounded-lg bg-brand-50 p-2 text-brand-700 dark:bg-slate-800 dark:text-brand-100">
          {icon}
        </span>
      </div>
    </Card>
  );
}

/**
 * The no-show rate: «Absent» among the appointments of the last 30 days that
 * have an outcome, as a whole percentage («12 %»), or a dash without any.
 */
export function rateText(noShows: number, outcomes: number): string {
  return outcomes === 0 ? "—" : `${Math.round((noShows / outcomes) * 100)}\u202F%`;
}

/** The latest orders or appointment requests: who, what, and their status, with a link to the list. */
export function RecentCard({
  entity,
  title,
  empty,
  rows,
}: {
  entity: RecordKind;
  title: string;
  empty: string;
  rows: { id: string; name: string; detail: string; status: string }[];
}) {
  return (
    <Card>
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        <Link to={recordListPath(entity)} className={`text-sm ${linkClass}`}>
          Voir tout
        </Link>
      </div>
      {rows.length === 0 ? (
        <p className={mutedClass}>{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label={title}>
          {rows.map((row) => (
            <li key={row.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <Link
                  to={recordPath(entity, row.id)}
                  className={`block truncate font-medium ${linkClass}`}
                >
                  {row.name}
                </Link>
                <p className={`truncate text-sm ${mutedClass}`}>{row.detail}</p>
              </div>
              <StatusBadge entity={entity} status={row.status} palette="dashboard" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
