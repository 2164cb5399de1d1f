import { requireAdmin } from "~/features/auth/guard.server";
import { loadOrFail } from "~/features/back-office/actions.server";
import { moneyDashboard } from "~/features/orders/money-dashboard.server";
import { teamDashboard } from "~/features/team/team.server";
import { db } from "~/lib/db.server";
import { dashboard, type DashboardData } from "./dashboard.server";

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

/** The dashboard: the figures, the team's due work and the amounts, each empty when it cannot be read. */
export async function dashboardPage(request: Request) {
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
