import type { Database } from "../../../db/client.server";
import { recordChanges, users } from "../../../db/schema";
import { editAppointment } from "~/features/appointments/back-office.server";
import { editOrder } from "~/features/orders/back-office.server";
import { attachedRows } from "~/features/records/attached.server";
import type { Edit, EditResult, Editor, RecordChange } from "./edit-rules.server";
import type { Entity } from "./schema";

export type { EditResult, RecordChange } from "./edit-rules.server";

/**
 * Corrects an order's or appointment's contact details (an appointment's
 * date and time too). In one transaction: the row is locked, refused if the
 * page's version is not the row's current one, updated, and every changed
 * field recorded (before → after, by whom). A new date or time must pass the
 * public forms' availability check (hours, closures, notice, capacity); the
 * record itself never counts against its new slot, as it is not there yet.
 */
export function editRecord(db: Database, edit: Edit): Promise<EditResult> {
  return EDITORS[edit.entity](db, edit, edit.now ?? new Date());
}

const EDITORS: Record<Entity, Editor> = {
  order: editOrder,
  appointment: editAppointment,
};

/** The recorded corrections of some records, oldest first, with who made them. */
export function changesOf(
  db: Database,
  entity: Entity,
  entityIds: string[],
): Promise<RecordChange[]> {
  if (entityIds.length === 0) return Promise.resolve([]);
  const fields = {
    entity: recordChanges.entity,
    entityId: recordChanges.entityId,
    field: recordChanges.field,
    before: recordChanges.before,
    after: recordChanges.after,
    adminEmail: users.email,
  };
  return attachedRows(db, fields, recordChanges, { entity, ids: entityIds }, "asc");
}
