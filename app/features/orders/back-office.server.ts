import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { orders } from "../../../db/schema";
import type { OrderStatus } from "~/domain/constants";
import { checkEdit, invalid, record, type Editor } from "~/features/back-office/edit-rules.server";
import { orderEditSchema } from "~/features/back-office/edits";
import {
  checkStatus,
  recordStatusChange,
  type StatusChange,
  type StatusChangeResult,
} from "~/features/back-office/status-rules.server";
import { enqueue } from "~/features/notifications/outbox.server";

/*
 * The orders' back-office commands: the status change (the shared state
 * machine, the audit trail, the customer's mail) and the correction of the
 * contact details, each in one transaction.
 */

/** Changes an order's status (see `changeStatus`). */
export async function changeOrderStatus(
  db: Database,
  change: StatusChange,
): Promise<StatusChangeResult> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(orders).where(eq(orders.id, change.id)).for("update");
    const checked = checkStatus(found, change);
    if ("answer" in checked) return checked.answer;
    const { row } = checked;
    const to = change.to as OrderStatus;
    await tx
      .update(orders)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(orders.id, row.id));
    await recordStatusChange(tx, change, row.status);
    if (row.email) {
      await enqueue(tx, "order.status.customer", {
        orderId: row.id,
        reference: row.reference,
        customerName: row.customerName,
        email: row.email,
        productName: row.productName,
        deploymentType: row.deploymentType,
        fromStatus: row.status,
        status: to,
        language: row.language,
      });
    }
    return { ok: true, from: row.status, to };
  });
}

/** Corrects an order's contact details (see `editRecord`). */
export const editOrder: Editor = async (db, edit) => {
  const parsed = orderEditSchema.safeParse(edit.input);
  if (!parsed.success) return invalid(parsed.error);
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(orders).where(eq(orders.id, edit.id)).for("update");
    const checked = checkEdit("order", found, parsed.data);
    if ("answer" in checked) return checked.answer;
    const { row, diff, values } = checked;
    await tx
      .update(orders)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(orders.id, row.id));
    await record(tx, "order", row.id, diff, edit.adminUserId);
    return { ok: true, changes: diff.length };
  });
};
