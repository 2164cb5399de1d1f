import { useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Activity, CalendarDays, ShoppingCart } from "~/components/ui/icons";
import { requireAdmin } from "~/features/auth/guard.server";
import { adminMeta } from "~/features/back-office/meta";
import { loadOrFail } from "~/features/back-office/actions.server";
import { MailIssuesCard } from "~/features/insights/components/mail-issues-card";
import { StatusBadge } from "~/features/back-office/components/status-badge";
import { InsightCharts } from "~/features/insights/components/insight-charts";
import { Card, PageHeader, linkClass, mutedClass } from "~/features/back-office/components/ui";
import { dashboard, type DashboardData } from "~/features/insights/dashboard.server";
import { plural } from "~/features/back-office/format";
import { mailRetryAction } from "~/features/insights/mail-retry.server";
import { db } from "~/lib/db.server";
import { moneyDashboard } from "~/features/orders/money-dashboard.server";
import { MoneyDashboardCards } from "~/features/orders/money-dashboard";
import type { Route } from "./+types/dashboard";
import { teamDashboard } from "~/features/team/team.server";
import { DueList, ResponseTimeCard } from "~/features/team/components/team-dashboard";

const EMPTY: DashboardData = {
  orders: { total: 0, pending: 0 },
  appointments: { total: 0, pending: 0, noShows: 0, outcomes: 0 },
  recentOrders: [],
  recentAppointments: [],
  mail: { total: 0, items: [] },
  insights: {
    weeks: [],
    ordersByProduct: [],
    appointmentsByService: [],
    languages: { fr: 0, ar: 0 },
    demos: { total: 0, followedByOrder: 0 },
  },
  asOf: "",
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  // On the dashboard a load failure is only logged.
  const [result, team, money] = await Promise.all([
    loadOrFail("dashboard", () => dashboard(db())),
    loadOrFail("dashboard team", () => teamDashboard(db())),
    loadOrFail("dashboard amounts", () => moneyDashboard(db())),
  ]);
  return {
    ...(result.ok ? result.value : EMPTY),
    team: team.ok ? team.value : null,
    money: money.ok ? money.value : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  return mailRetryAction(request);
}

export const meta: Route.MetaFunction = () => adminMeta("Tableau de bord");

/** How often the open dashboard asks for new orders and appointments. */
const POLL_MS = 5_000;

/**
 * Asks the server every few seconds what arrived since the page's snapshot;
 * when something did, reloads the dashboard and says so.
 */
function useArrivals(asOf: string) {
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

function StatCard({
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
function rateText(noShows: number, outcomes: number): string {
  return outcomes === 0 ? "—" : `${Math.round((noShows / outcomes) * 100)}\u202F%`;
}

export default function Dashboard({ loaderData: data }: Route.ComponentProps) {
  const { arrived, dismiss } = useArrivals(data.asOf);
  const news = arrived.orders + arrived.appointments;
  return (
    <>
      <PageHeader title="Tableau de bord" />
      <div aria-live="polite">
        {news > 0 && (
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-500 bg-brand-50 p-4 text-brand-900 dark:border-brand-100 dark:bg-slate-800 dark:text-white">
            <p className="font-medium">
              Nouveau depuis l'ouverture de la page : {plural(arrived.orders, "commande")} et{" "}
              {arrived.appointments} rendez-vous. Le tableau de bord est à jour.
            </p>
            <button type="button" onClick={dismiss} className={linkClass}>
              Masquer
            </button>
          </div>
        )}
      </div>
      <MailIssuesCard mail={data.mail} />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Commandes totales"
          value={data.orders.total}
          detail={`${data.orders.pending} en attente`}
          icon={<ShoppingCart aria-hidden="true" className="size-5" />}
        />
        <StatCard
          title="Rendez-vous"
          value={data.appointments.total}
          detail={`${data.appointments.pending} à confirmer`}
          icon={<CalendarDays aria-hidden="true" className="size-5" />}
        />
        <StatCard
          title="Activité"
          value={data.orders.total + data.appointments.total}
          detail="Total des demandes"
          icon={<Activity aria-hidden="true" className="size-5" />}
        />
        <StatCard
          title="Absences (30 jours)"
          value={rateText(data.appointments.noShows, data.appointments.outcomes)}
          detail={
            data.appointments.outcomes === 0
              ? "Aucun rendez-vous marqué terminé ou absent"
              : `${data.appointments.noShows} absent(s) sur ${data.appointments.outcomes} rendez-vous passés`
          }
          icon={<CalendarDays aria-hidden="true" className="size-5" />}
        />
      </div>
      {data.money && <MoneyDashboardCards money={data.money} />}
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Card>
          <div className="mb-4 flex items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">Commandes récentes</h2>
            <Link to="/admin/orders" className={`text-sm ${linkClass}`}>
              Voir tout
            </Link>
          </div>
          {data.recentOrders.length === 0 ? (
            <p className={mutedClass}>Aucune commande pour le moment</p>
          ) : (
            <ul
              className="divide-y divide-slate-100 dark:divide-slate-800"
              aria-label="Commandes récentes"
            >
              {data.recentOrders.map((o) => (
                <li key={o.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <Link
                      to={`/admin/orders/${o.id}`}
                      className={`block truncate font-medium ${linkClass}`}
                    >
                      {o.customerName}
                    </Link>
                    <p className={`truncate text-sm ${mutedClass}`}>{o.productName}</p>
                  </div>
                  <StatusBadge entity="order" status={o.status} palette="dashboard" />
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card>
          <div className="mb-4 flex items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">Rendez-vous récents</h2>
            <Link to="/admin/appointments" className={`text-sm ${linkClass}`}>
              Voir tout
            </Link>
          </div>
          {data.recentAppointments.length === 0 ? (
            <p className={mutedClass}>Aucun rendez-vous pour le moment</p>
          ) : (
            <ul
              className="divide-y divide-slate-100 dark:divide-slate-800"
              aria-label="Rendez-vous récents"
            >
              {data.recentAppointments.map((a) => (
                <li key={a.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <Link
                      to={`/admin/appointments/${a.id}`}
                      className={`block truncate font-medium ${linkClass}`}
                    >
                      {a.name}
                    </Link>
                    <p className={`truncate text-sm ${mutedClass}`}>{a.serviceLabel}</p>
                  </div>
                  <StatusBadge entity="appointment" status={a.status} palette="dashboard" />
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      {data.team && (
        <div className="mt-6 grid gap-4 lg:grid-cols-2">
          <ResponseTimeCard stats={data.team.response} />
          <Card>
            <div className="mb-4 flex items-center justify-between gap-2">
              <h2 className="text-lg font-semibold">À faire aujourd'hui</h2>
              <Link to="/admin/a-faire" className={`text-sm ${linkClass}`}>
                Tout voir
              </Link>
            </div>
            <DueList items={data.team.due} today={data.team.today} />
          </Card>
        </div>
      )}
      <InsightCharts data={data.insights} />
    </>
  );
}
