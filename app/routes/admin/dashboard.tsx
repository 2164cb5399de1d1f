import { Link } from "react-router";
import { Activity, CalendarDays, ShoppingCart } from "~/components/ui/icons";
import { adminMeta } from "~/features/back-office/meta";
import { MailIssuesCard } from "~/features/insights/components/mail-issues-card";
import { InsightCharts } from "~/features/insights/components/insight-charts";
import {
  RecentCard,
  StatCard,
  rateText,
  useArrivals,
} from "~/features/insights/components/dashboard-parts";
import { dashboardPage } from "~/features/insights/dashboard-page.server";
import { Card, PageHeader, linkClass } from "~/features/back-office/components/ui";
import { plural } from "~/features/back-office/format";
import { mailRetryAction } from "~/features/insights/mail-retry.server";
import { MoneyDashboardCards } from "~/features/orders/money-dashboard";
import type { Route } from "./+types/dashboard";
import { DueList, ResponseTimeCard } from "~/features/team/components/team-dashboard";

export const loader = ({ request }: Route.LoaderArgs) => dashboardPage(request);

export async function action({ request }: Route.ActionArgs) {
  return mailRetryAction(request);
}

export const meta: Route.MetaFunction = () => adminMeta("Tableau de bord");

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
        <RecentCard
          entity="order"
          title="Commandes récentes"
          empty="Aucune commande pour le moment"
          rows={data.recentOrders.map((o) => ({
            id: o.id,
            name: o.customerName,
            detail: o.productName,
            status: o.status,
          }))}
        />
        <RecentCard
          entity="appointment"
          title="Rendez-vous récents"
          empty="Aucun rendez-vous pour le moment"
          rows={data.recentAppointments.map((a) => ({ ...a, detail: a.serviceLabel }))}
        />
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
