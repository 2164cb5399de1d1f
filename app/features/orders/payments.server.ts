import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { orderLines, orderPayments, orders, users } from "../../../db/schema";
import { formatMillimes, paymentState, type PaymentState } from "~/domain/money";
import { PAYMENT_MESSAGES, type PaymentInput } from "./payments";

/** The amount paid on the order of the current row of `orders`. */
export const paidSql = sql<number>`(SELECT coalesce(sum(p.amount_millimes), 0) FROM order_payments p WHERE p.order_id = "orders"."id")`;

export type MoneyResult = { ok: true } | { ok: false; status: number; message: string };

/**
 * Records a payment against an order (decision 0058), in one transaction that
 * locks the order: refused when the order has no amounts, was erased, or when
 * the payment would take the amount paid past the total including tax.
 */
export async function recordPayment(
  db: Database,
  orderId: string,
  input: PaymentInput,
  adminUserId: string | null,
): Promise<MoneyResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        total: orders.totalTtcMillimes,
        anonymisedAt: orders.anonymisedAt,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order) return { ok: false, status: 404, message: "Commande introuvable" };
    if (order.anonymisedAt) return { ok: false, status: 409, message: PAYMENT_MESSAGES.erased };
    if (order.total === null)
      return { ok: false, status: 409, message: PAYMENT_MESSAGES.noAmounts };
    const paid = await paidOn(tx, orderId);
    const balance = order.total - paid;
    if (input.amount > balance) {
      return {
        ok: false,
        status: 400,
        message: PAYMENT_MESSAGES.amountTooHigh(formatMillimes(balance, "fr")),
      };
    }
    await tx.insert(orderPayments).values({
      orderId,
      amountMillimes: input.amount,
      method: input.method,
      paidOn: input.paid_on,
      reference: input.reference,
      note: input.note,
      recordedBy: adminUserId,
    });
    return { ok: true };
  });
}

/**
 * Cancels a payment by a counter-entry: a negative row of the same amount,
 * method and date, naming the payment it corrects. A payment is corrected at
 * most once (a unique index); the original row is never touched.
 */
export async function correctPayment(
  db: Database,
  orderId: string,
  paymentId: string,
  note: string | null,
  adminUserId: string | null,
  today: string,
): Promise<MoneyResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");
    const [payment] = await tx
      .select()
      .from(orderPayments)
      .where(sql`${orderPayments.id} = ${paymentId} AND ${orderPayments.orderId} = ${orderId}`);
    if (!payment || payment.amountMillimes < 0) {
      return { ok: false, status: 404, message: PAYMENT_MESSAGES.notFound };
    }
    const [already] = await tx
      .select({ id: orderPayments.id })
      .from(orderPayments)
      .where(eq(orderPayments.correctsPaymentId, paymentId));
    if (already) return { ok: false, status: 409, message: PAYMENT_MESSAGES.alreadyCorrected };
    await tx.insert(orderPayments).values({
      orderId,
      amountMillimes: -payment.amountMillimes,
      method: payment.method,
      paidOn: today,
      reference: payment.reference,
      note,
      correctsPaymentId: payment.id,
      recordedBy: adminUserId,
    });
    return { ok: true };
  });
}

async function paidOn(db: Database, orderId: string): Promise<number> {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(${orderPayments.amountMillimes}), 0)` })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId));
  return Number(row?.paid ?? 0);
}

export interface PaymentRow {
  id: string;
  amountMillimes: number;
  method: string;
  paidOn: string;
  reference: string | null;
  note: string | null;
  correctsPaymentId: string | null;
  /** Set when a counter-entry cancels this payment. */
  correctedBy: string | null;
  recordedAt: Date;
  recordedByEmail: string | null;
}

export interface OrderMoney {
  lines: (typeof orderLines.$inferSelect)[];
  payments: PaymentRow[];
  paidMillimes: number;
  balanceMillimes: number;
  state: PaymentState;
}

/** An order's lines, payments (oldest first), amount paid, balance and payment state. */
export async function orderMoney(
  db: Database,
  order: { id: string; totalTtcMillimes: number | null; depositMillimes: number | null },
): Promise<OrderMoney | null> {
  if (order.totalTtcMillimes === null || order.depositMillimes === null) return null;
  const [lines, rows] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position)),
    db
      .select({ payment: orderPayments, email: users.email })
      .from(orderPayments)
      .leftJoin(users, eq(users.id, orderPayments.recordedBy))
      .where(eq(orderPayments.orderId, order.id))
      .orderBy(asc(orderPayments.recordedAt), asc(orderPayments.id)),
  ]);
  const correctedBy = new Map(
    rows
      .filter((r) => r.payment.correctsPaymentId)
      .map((r) => [r.payment.correctsPaymentId!, r.payment.id]),
  );
  const payments = rows.map(({ payment: p, email }) => ({
    id: p.id,
    amountMillimes: p.amountMillimes,
    method: p.method,
    paidOn: p.paidOn,
    reference: p.reference,
    note: p.note,
    correctsPaymentId: p.correctsPaymentId,
    correctedBy: correctedBy.get(p.id) ?? null,
    recordedAt: p.recordedAt,
    recordedByEmail: email,
  }));
  const paid = payments.reduce((sum, p) => sum + p.amountMillimes, 0);
  return {
    lines,
    payments,
    paidMillimes: paid,
    balanceMillimes: order.totalTtcMillimes - paid,
    state: paymentState(paid, {
      depositMillimes: order.depositMillimes,
      totalTtcMillimes: order.totalTtcMillimes,
    }),
  };
}

/** The SQL of an order's payment state (over a query of `orders`), for list filters and counts. */
export const paymentStateSql = sql<PaymentState | null>`(
  CASE
    WHEN "orders"."total_ttc_millimes" IS NULL THEN NULL
    WHEN "orders"."total_ttc_millimes" > 0 AND ${paidSql} >= "orders"."total_ttc_millimes" THEN 'paid'
    WHEN ${paidSql} >= greatest("orders"."deposit_millimes", 1) THEN 'deposit'
    ELSE 'unpaid'
  END)`;
