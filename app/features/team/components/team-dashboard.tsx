import { Link } from "react-router";
import { Card, linkClass, mutedClass } from "~/features/back-office/components/ui";
import { formatCalendarDate } from "~/features/back-office/format";
import { formatWorkingMinutes } from "~/domain/working-hours";
import type { FollowUp, ResponseFigure, ResponseStats } from "../team.server";
import { recordPath } from "~/domain/records";

const percent = (share: number | null) =>
  share === null ? "—" : `${Math.round(share * 100)}\u202F%`;
const medianText = (figure: ResponseFigure) =>
  figure.medianMinutes === null ? "—" : formatWorkingMinutes(figure.medianMinutes);

/** The two-hour promise over 30 days: overall and per person. */
export function ResponseTimeCard({ stats }: { stats: ResponseStats }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">Délai de première réponse (30 jours)</h2>
      <p className={`mb-4 text-sm ${mutedClass}`}>
        En heures ouvrées, de l'arrivée de la demande à la première action d'une personne (statut,
        appel, note, e-mail). Promesse&#8239;: sous 2 h.
      </p>
      <dl className="grid grid-cols-3 gap-4" data-testid="response-overall">
        <div>
          <dt className={`text-sm ${mutedClass}`}>Médiane</dt>
          <dd className="text-2xl font-bold">{medianText(stats.overall)}</dd>
        </div>
        <div>
          <dt className={`text-sm ${mutedClass}`}>Sous 2 h ouvrées</dt>
          <dd className="text-2xl font-bold">{percent(stats.overall.withinPromise)}</dd>
        </div>
        <div>
          <dt className={`text-sm ${mutedClass}`}>En attente hors délai</dt>
          <dd
            className={
              stats.waitingPastPromise > 0
                ? "text-2xl font-bold text-red-700 dark:text-red-300"
                : "text-2xl font-bold"
            }
          >
            {stats.waitingPastPromise}
          </dd>
        </div>
      </dl>
      {stats.perPerson.length > 0 && (
        <table className="mt-4 w-full text-sm" aria-label="Délai de première réponse par personne">
          <thead>
            <tr className={`text-start ${mutedClass}`}>
              <th scope="col" className="py-1 text-start font-medium">
                Personne
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                Réponses
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                Médiane
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                Sous 2 h
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.perPerson.map((p) => (
              <tr key={p.email} className="border-t border-slate-200 dark:border-slate-700">
                <td className="py-1 break-all">{p.email}</td>
                <td className="py-1 text-end">{p.answered}</td>
                <td className="py-1 text-end whitespace-nowrap">{medianText(p)}</td>
                <td className="py-1 text-end">{percent(p.withinPromise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

export function followUpPath(f: Pick<FollowUp, "entity" | "entityId">): string {
  if (f.entity !== "customer") return recordPath(f.entity, f.entityId);
  return `/admin/clients/${encodeURIComponent(f.entityId)}`;
}

const ENTITY_LABELS = { order: "Commande", appointment: "Rendez-vous", customer: "Client" };

/** Due today and overdue, grouped by person. */
export function DueList({ items, today }: { items: FollowUp[]; today: string }) {
  if (items.length === 0) {
    return <p className={mutedClass}>Rien à faire aujourd'hui.</p>;
  }
  const groups = new Map<string, FollowUp[]>();
  for (const item of items) {
    const who = item.ownerEmail ?? "Sans responsable";
    groups.set(who, [...(groups.get(who) ?? []), item]);
  }
  return (
    <div className="space-y-4">
      {[...groups.entries()].map(([who, tasks]) => (
        <section key={who} aria-label={who}>
          <h3 className="font-medium break-all">{who}</h3>
          <ul className="mt-1 space-y-1">
            {tasks.map((t) => (
              <li key={t.id} className="text-sm" data-testid="due-item">
                <span
                  className={
                    t.dueDate < today
                      ? "me-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200"
                      : "me-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100"
                  }
                >
                  {t.dueDate < today
                    ? `En retard (${formatCalendarDate(t.dueDate)})`
                    : "Aujourd'hui"}
                </span>
                <Link to={followUpPath(t)} className={linkClass}>
                  {ENTITY_LABELS[t.entity]}
                </Link>{" "}
                — {t.note}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
