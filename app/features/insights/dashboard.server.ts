import { desc, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { appointments, orders } from "../../../db/schema";
import { mailIssues, type MailIssue } from "~/features/notifications/failures.server";
import type { Insights } from "./insights";
import { activity } from "./insights.server";

export const RECENT_COUNT = 5;

import { withServiceLabels } from "~/features/back-office/service-labels.server";

export interface DashboardData {
  orders: { total: number; pending: number };
  appointments: {
    total: number;
    pending: number;
    /** Appointments of the last 30 days (Tunis dates) marked «Absent», and all with an outcome. */
    noShows: number;
    outcomes: number;
  };
  recentOrders: { id: string; customerName: string; productName: string; status: string }[];
  recentAppointments: {
    id: string;
    name: string;
    service: string;
    serviceLabel: string;
    status: string;
  }[];
  /** Mail that failed its last attempt or waits for more than an hour. */
  mail: { total: number; items: MailIssue[] };
  /** The figures behind the dashboard's pictures (the last weeks). */
  insights: Insights;
  /** Database time of the snapshot: the live feed asks for what arrived after it. */
  asOf: string;
}

/**
 * Totals and pictures are counted by the database in one pass per table
 * (`activity`), never by loading rows.
 */
export async function dashboard(db: Database): Promise<DashboardData> {
  const [counted, recentOrders, recentAppointments, mail, [clock]] = await Promise.all([
    activity(db),
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
    mailIssues(db),
    // Kept as PostgreSQL text: a JS Date would drop the microseconds and re-count rows.
    db.select({ now: sql<string>`now()::text` }).from(sql`(select 1) as clock`),
  ]);
  return {
    orders: counted.orders,
    appointments: counted.appointments,
    recentOrders,
    recentAppointments: await withServiceLabels(db, recentAppointments),
    mail,
    insights: counted.insights,
    asOf: clock!.now,
  };
}

const SNAPSHOT_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:[+-](\d{2})(?::?(\d{2}))?|Z)$/;

/**
 * A timestamp as `dashboard()` returns it, and one PostgreSQL accepts (a real
 * day and time, a real offset, no year 0000); anything else is refused
 * before reaching SQL.
 */
export function isSnapshotTime(value: string): boolean {
  const match = SNAPSHOT_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offsetHours = 0, offsetMinutes = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    year! >= 1900 &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! < 24 &&
    minute! < 60 &&
    second! < 60 &&
    offsetHours <= 15 &&
    offsetMinutes < 60
  );
}

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
