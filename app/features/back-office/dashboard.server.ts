import { desc, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { appointments, orders } from "../../../db/schema";

export const RECENT_COUNT = 5;

export interface DashboardData {
  orders: { total: number; pending: number };
  appointments: { total: number; pending: number };
  recentOrders: { id: string; customerName: string; productName: string; status: string }[];
  recentAppointments: { id: string; name: string; service: string; status: string }[];
  /** Database time of the snapshot: the live feed asks for what arrived after it. */
  asOf: string;
}

/**
 * Totals are counted by the database (one aggregate per table), never by
 * loading rows, so the dashboard stays fast with tens of thousands of rows.
 */
export async function dashboard(db: Database): Promise<DashboardData> {
  const [[orderCounts], [appointmentCounts], recentOrders, recentAppointments, [clock]] =
    await Promise.all([
      db
        .select({
          total: sql<number>`count(*)::int`,
          pending: sql<number>`(count(*) filter (where ${orders.status} = 'pending'))::int`,
        })
        .from(orders),
      db
        .select({
          total: sql<number>`count(*)::int`,
          pending: sql<number>`(count(*) filter (where ${appointments.status} = 'pending'))::int`,
        })
        .from(appointments),
      db
        .select({
          id: orders.id,
          customerName: orders.customerName,
          productName: orders.productName,
          status: orders.status,
        })
        .from(orders)
        .orderBy(desc(orders.createdAt))
        .limit(RECENT_COUNT),
      db
        .select({
          id: appointments.id,
          name: appointments.name,
          service: appointments.service,
          status: appointments.status,
        })
        .from(appointments)
        .orderBy(desc(appointments.createdAt))
        .limit(RECENT_COUNT),
      // Kept as PostgreSQL text: a JS Date would drop the microseconds and re-count rows.
      db.select({ now: sql<string>`now()::text` }).from(sql`(select 1) as clock`),
    ]);
  return {
    orders: { total: orderCounts?.total ?? 0, pending: orderCounts?.pending ?? 0 },
    appointments: {
      total: appointmentCounts?.total ?? 0,
      pending: appointmentCounts?.pending ?? 0,
    },
    recentOrders,
    recentAppointments,
    asOf: clock!.now,
  };
}

/** A timestamp as `dashboard()` returns it; anything else is refused before reaching SQL. */
export const SNAPSHOT_TIME =
  /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

/** How many orders and appointments arrived after `since` (the live feed of the dashboard). */
export async function arrivalsSince(
  db: Database,
  since: string,
): Promise<{ orders: number; appointments: number }> {
  const [[o], [a]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.createdAt} > ${since}::timestamptz`),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(appointments)
      .where(sql`${appointments.createdAt} > ${since}::timestamptz`),
  ]);
  return { orders: o?.n ?? 0, appointments: a?.n ?? 0 };
}
