import type { Database } from "../../../db/client.server";
import { changeAppointmentStatus } from "~/features/appointments/back-office.server";
import { changeOrderStatus } from "~/features/orders/back-office.server";
import type { Entity } from "./schema";
import type { StatusChange, StatusChangeResult } from "./status-rules.server";

/**
 * Changes the status of an order or appointment if the shared state machine
 * allows it. The row is locked, the change recorded in the audit trail and
 * the customer's mail queued, all in one transaction.
 */
export async function changeStatus(
  db: Database,
  change: StatusChange,
): Promise<StatusChangeResult> {
  return STATUS_CHANGES[change.entity](db, change);
}

const STATUS_CHANGES: Record<
  Entity,
  (db: Database, change: StatusChange) => Promise<StatusChangeResult>
> = {
  order: changeOrderStatus,
  appointment: changeAppointmentStatus,
};
