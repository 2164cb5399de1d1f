import type { z } from "zod";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { appointments, orders, recordChanges, users } from "../../../db/schema";
import { checkBooking } from "~/domain/availability";
import { loadRules, lockSlot, placesTaken } from "~/features/appointments/availability.server";
import { refusalMessage } from "~/features/appointments/refusal";
import { formsFr } from "~/i18n/forms/fr";
import { announceMove, nextMoveSequence } from "~/features/appointments/manage.server";
import {
  appointmentEditSchema,
  correctionMailsCustomer,
  EDIT_MESSAGES,
  orderEditSchema,
  type AppointmentEdit,
  type OrderEdit,
} from "./edits";
import { STATUS_MESSAGES } from "./status.server";
import type { Entity } from "./schema";
import { serviceNames } from "~/features/content/services.server";
import { siteContent } from "~/features/content/store.server";
import { dropReminders, scheduleReminder } from "~/features/notifications/reminders.server";
import type { StatusRefusal } from "~/domain/result";
import { firstIssue } from "~/features/forms/form-values";

export type EditResult =
  { ok: true; changes: number; customerMailed?: boolean } | StatusRefusal<400 | 404 | 409>;

export interface RecordChange {
  id: string;
  entity: Entity;
  entityId: string;
  field: string;
  before: string | null;
  after: string | null;
  createdAt: Date;
  /** null once the administrator's account is deleted. */
  adminEmail: string | null;
}

/** Form field → column, and the value the row holds now. */
const ORDER_COLUMNS = {
  customer_name: "customerName",
  phone: "phone",
  email: "email",
  city: "city",
  address: "address",
} as const satisfies Record<Exclude<keyof OrderEdit, "version">, keyof typeof orders.$inferSelect>;

const APPOINTMENT_COLUMNS = {
  name: "name",
  phone: "phone",
  email: "email",
  preferred_date: "preferredDate",
  preferred_time: "preferredTime",
} as const satisfies Record<
  Exclude<keyof AppointmentEdit, "version">,
  keyof typeof appointments.$inferSelect
>;

interface Diff {
  field: string;
  column: string;
  before: string | null;
  after: string | null;
}

function diffOf(
  columns: Record<string, string>,
  row: Record<string, unknown>,
  input: Record<string, unknown>,
): Diff[] {
  return Object.entries(columns).flatMap(([field, column]) => {
    const before = (row[column] as string | null) ?? null;
    const after = (input[field] as string | null) ?? null;
    return before === after ? [] : [{ field, column, before, after }];
  });
}

/** A field-by-field error of the shared schema: its message and the field to focus. */
function invalid(error: z.ZodError): EditResult {
  const { message, field } = firstIssue(error, EDIT_MESSAGES.failure);
  return { ok: false, status: 400, message, field };
}

interface Edit {
  entity: Entity;
  id: string;
  input: Record<string, unknown>;
  adminUserId: string;
  /** The clock of the availability check (tests pass their own). */
  now?: Date;
}

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

const EDITORS: Record<Entity, (db: Database, edit: Edit, now: Date) => Promise<EditResult>> = {
  order: editOrder,
  appointment: editAppointment,
};

async function editOrder(db: Database, edit: Edit): Promise<EditResult> {
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

async function editAppointment(db: Database, edit: Edit, now: Date): Promise<EditResult> {
  const parsed = appointmentEditSchema.safeParse(edit.input);
  if (!parsed.success) return invalid(parsed.error);
  const rules = await loadRules(db, now);
  const content = await siteContent(db);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(appointments)
      .where(eq(appointments.id, edit.id))
      .for("update");
    const refused = checkRow(row, parsed.data.version);
    if (refused || !row) return refused ?? notFound;
    const diff = diffOf(APPOINTMENT_COLUMNS, row, parsed.data);
    if (diff.length === 0) return { ok: true, changes: 0 };
    const { preferred_date: date, preferred_time: time } = parsed.data;
    if (date !== row.preferredDate || time !== row.preferredTime) {
      const check = checkBooking(rules, date, time, now);
      let reason: Parameters<typeof refusalMessage>[0] | null = check.ok ? null : check.reason;
      if (!reason) {
        await lockSlot(tx, date, time);
        if ((await placesTaken(tx, date, time)) >= rules.capacity) reason = "full";
      }
      if (reason) {
        return {
          ok: false,
          status: 409,
          field: "preferred_date",
          message: refusalMessage(reason, formsFr, "fr", rules, date),
        };
      }
    }
    // Read before this correction is recorded, which it then counts as a move.
    const sequence = await nextMoveSequence(tx, row.id);
    const [updated] = await tx
      .update(appointments)
      .set({ ...valuesOf(diff), updatedAt: sql`now()` })
      .where(eq(appointments.id, row.id))
      .returning();
    if (!updated) return notFound;
    await record(tx, "appointment", row.id, diff, edit.adminUserId);
    const serviceName = serviceNames(content, updated.service);
    const before = { preferred_date: row.preferredDate, preferred_time: row.preferredTime };
    const customerMailed = correctionMailsCustomer(updated, before, parsed.data);
    if (customerMailed) {
      await announceMove(tx, { ...row, serviceName }, updated, sequence, "team");
    }
    // The queued reminder carries the slot, the name and the address: write it anew.
    if (updated.status === "confirmed") {
      await dropReminders(tx, row.id);
      await scheduleReminder(tx, { ...updated, serviceName }, now);
    }
    return { ok: true, changes: diff.length, customerMailed };
  });
}

const notFound: EditResult = { ok: false, status: 404, message: STATUS_MESSAGES.notFound };

function checkRow(
  row: { updatedAt: Date; anonymisedAt: Date | null } | undefined,
  version: string,
): EditResult | null {
  if (!row) return notFound;
  if (row.anonymisedAt) return { ok: false, status: 409, message: EDIT_MESSAGES.erased };
  if (row.updatedAt.toISOString() !== version) {
    return { ok: false, status: 409, message: EDIT_MESSAGES.stale };
  }
  return null;
}

function valuesOf(diff: Diff[]): Record<string, string | null> {
  return Object.fromEntries(diff.map((d) => [d.column, d.after]));
}

async function record(
  tx: Pick<Database, "insert">,
  entity: Entity,
  entityId: string,
  diff: Diff[],
  adminUserId: string,
) {
  await tx.insert(recordChanges).values(
    diff.map((d) => ({
      entity,
      entityId,
      field: d.field,
      before: d.before,
      after: d.after,
      adminUserId,
    })),
  );
}

/** The recorded corrections of some records, oldest first, with who made them. */
export function changesOf(
  db: Database,
  entity: Entity,
  entityIds: string[],
): Promise<RecordChange[]> {
  if (entityIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: recordChanges.id,
      entity: recordChanges.entity,
      entityId: recordChanges.entityId,
      field: recordChanges.field,
      before: recordChanges.before,
      after: recordChanges.after,
      createdAt: recordChanges.createdAt,
      adminEmail: users.email,
    })
    .from(recordChanges)
    .leftJoin(users, eq(users.id, recordChanges.adminUserId))
    .where(and(eq(recordChanges.entity, entity), inArray(recordChanges.entityId, entityIds)))
    .orderBy(asc(recordChanges.createdAt), asc(recordChanges.id));
}
