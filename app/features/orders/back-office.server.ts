import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { orders } from "../../../db/schema";
import type { OrderStatus } from "~/domain/constants";
import {
  checkRow,
  diffOf,
  invalid,
  notFound,
  record,
  valuesOf,
  type Edit,
  type EditResult,
} from "~/features/back-office/edit-rules.server";
import { orderEditSchema, type OrderEdit } from "~/features/back-office/edits";
import {
  recordStatusChange,
  STATUS_NOT_FOUND,
  statusRefusal,
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
    const [row] = await tx.select().from(orders).where(eq(orders.id, change.id)).for("update");
    const refused = statusRefusal(row, change);
    if (refused || !row) return refused ?? STATUS_NOT_FOUND;
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

/** Form field → column, and the value the row holds now. */
const ORDER_COLUMNS = {
  customer_name: "customerName",
  phone: "phone",
  email: "email",
  city: "city",
  address: "address",
} as const satisfies Record<Exclude<keyof OrderEdit, "version">, keyof typeof orders.$inferSelect>;

/** Corrects an order's contact details (see `editRecord`). */
export async function editOrder(db: Database, edit: Edit): Promise<EditResult> {
  const parsed = orderEditSchema.safeParse(edit.input);
  if (!parsed.success) return invalid(parsed.error);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, edit.id)).for("update");
    const refused = checkRow(row, parsed.data.version);
    if (refused || !row) return refused ?? notFound;
    const diff = diffOf(ORDER_COLUMNS, row, parsed.data);
    if (diff.length === 0) return { ok: true, changes: 0 };
    await tx
      .update(orders)
      .set({ ...valuesOf(diff), updatedAt: sql`now()` })
      .where(eq(orders.id, row.id));
    await record(tx, "order", row.id, diff, edit.adminUserId);
    return { ok: true, changes: diff.length };
  });
}
