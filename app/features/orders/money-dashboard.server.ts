import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../../db/client.server";

export interface MoneyDashboard {
  /** Orders placed this month (Africa/Tunis), not cancelled: count and total including tax. */
  ordered: { count: number; totalTtcMillimes: number };
  /** Payments dated this month, counter-entries included. */
  received: { count: number; amountMillimes: number };
  /** Orders not cancelled whose deposit has arrived (deposit received or paid in full). */
  depositsReceived: number;
  /** Balance still due on confirmed orders (confirmed, shipped, delivered), by product. */
  outstanding: { product: string; orders: number; balanceMillimes: number }[];
  outstandingTotalMillimes: number;
}

/** The dashboard's amounts (decision 0058); orders without amounts count for nothing. */
export async function moneyDashboard(db: Database): Promise<MoneyDashboard> {
  const month = sql`date_trunc('month', now() AT TIME ZONE 'Africa/Tunis')`;
  const paid = sql`coalesce((SELECT sum(p.amount_millimes) FROM order_payments p WHERE p.order_id = o.id), 0)`;
  const [ordered] = await queryRows<{ count: number; total: string }>(
    db,
    sql`SELECT count(*)::int AS count, coalesce(sum(total_ttc_millimes), 0)::text AS total
        FROM orders o
        WHERE total_ttc_millimes IS NOT NULL AND status <> 'cancelled'
          AND (created_at AT TIME ZONE 'Africa/Tunis') >= ${month}`,
  );
  const [received] = await queryRows<{ count: number; total: string }>(
    db,
    sql`SELECT count(*)::int AS count, coalesce(sum(amount_millimes), 0)::text AS total
        FROM order_payments WHERE paid_on >= (${month})::date`,
  );
  const [deposits] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM orders o
        WHERE total_ttc_millimes IS NOT NULL AND status <> 'cancelled'
          AND ${paid} >= greatest(deposit_millimes, 1)`,
  );
  const outstanding = await queryRows<{ product: string; orders: number; balance: string }>(
    db,
    sql`SELECT product_name AS product, count(*)::int AS orders,
               sum(total_ttc_millimes - ${paid})::text AS balance
        FROM orders o
        WHERE total_ttc_millimes IS NOT NULL AND status IN ('confirmed', 'shipped', 'delivered')
          AND total_ttc_millimes - ${paid} > 0
        GROUP BY product_name ORDER BY product_name`,
  );
  const rows = outstanding.map((r) => ({
    product: r.product,
    orders: r.orders,
    balanceMillimes: Number(r.balance),
  }));
  return {
    ordered: { count: ordered!.count, totalTtcMillimes: Number(ordered!.total) },
    received: { count: received!.count, amountMillimes: Number(received!.total) },
    depositsReceived: deposits!.count,
    outstanding: rows,
    outstandingTotalMillimes: rows.reduce((sum, r) => sum + r.balanceMillimes, 0),
  };
}
