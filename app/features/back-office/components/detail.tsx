import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import type { StatusEvent } from "../records.server";
import type { Entity } from "../schema";
import { formatDateTime } from "../format";
import { StatusActions } from "./status-actions";
import { StatusBadge } from "./status-badge";
import { Card, PageHeader, linkClass, mutedClass } from "./ui";

/** Label/value pairs of a detail page. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className={`text-sm ${mutedClass}`}>{label}</dt>
          <dd className="mt-0.5 font-medium break-words whitespace-pre-line">{value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One order or appointment: its fields, its current status with the actions
 * the state machine allows, and the history of every change.
 */
export function DetailPage({
  entity,
  id,
  title,
  status,
  subject,
  facts,
  history,
}: {
  entity: Entity;
  id: string;
  title: string;
  status: string;
  subject: string;
  facts: [string, ReactNode][];
  history: StatusEvent[];
}) {
  const back = entity === "order" ? "/admin/orders" : "/admin/appointments";
  return (
    <>
      <Link to={back} className={`mb-4 inline-flex items-center gap-1 text-sm ${linkClass}`}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {entity === "order" ? "Toutes les commandes" : "Tous les rendez-vous"}
      </Link>
      <PageHeader
        title={title}
        actions={<StatusActions entity={entity} id={id} status={status} subject={subject} />}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <div className="mb-4 flex items-center gap-2">
            <h2 className="text-lg font-semibold">Détails</h2>
            <StatusBadge entity={entity} status={status} />
          </div>
          <Facts items={facts} />
        </Card>
        <Card>
          <h2 className="mb-4 text-lg font-semibold">Historique des statuts</h2>
          {history.length === 0 ? (
            <p className={mutedClass}>Aucun changement de statut pour le moment.</p>
          ) : (
            <ol className="space-y-3" aria-label="Historique des statuts">
              {history.map((event) => (
                <li
                  key={event.id}
                  className="border-s-2 border-slate-200 ps-3 dark:border-slate-700"
                >
                  <p className="flex flex-wrap items-center gap-1.5 text-sm">
                    <StatusBadge entity={entity} status={event.fromStatus} />
                    <span aria-label="devient">→</span>
                    <StatusBadge entity={entity} status={event.toStatus} />
                  </p>
                  <p className={`mt-1 text-xs ${mutedClass}`}>
                    {formatDateTime(event.createdAt)}
                    {" · "}
                    {event.adminEmail ?? "administrateur supprimé"}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </>
  );
}
