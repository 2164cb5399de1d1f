import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResult } from "drizzle-orm/query-builders/select.types";
import type { Database } from "../../../db/client.server";
import { recordCalls, recordChanges, recordNotes, users } from "../../../db/schema";
import type { RecordKind } from "~/domain/records";

/** The tables of rows written on records: corrections, notes, calls. */
type AttachedTable = typeof recordChanges | typeof recordNotes | typeof recordCalls;

/** The column of each that names the account which wrote the row. */
const WRITER = new Map<AttachedTable, AnyPgColumn>([
  [recordChanges, recordChanges.adminUserId],
  [recordNotes, recordNotes.authorUserId],
  [recordCalls, recordCalls.byUserId],
]);

/** A row as read: the account's columns are null once it is deleted (the left join). */
type AttachedRow<F> = SelectResult<
  F & { id: AnyPgColumn<{ data: string }>; createdAt: AnyPgColumn<{ data: Date }> },
  "partial",
  {
    record_changes: "not-null";
    record_notes: "not-null";
    record_calls: "not-null";
    users: "nullable";
  }
>;

/**
 * The rows a table attaches to some records, by time then id (`order`): their
 * id and time, and `fields` read from them and from the account that wrote
 * each (`users`).
 */
export async function attachedRows<F extends SelectedFields>(
  db: Database,
  fields: F,
  table: AttachedTable,
  records: { entity: RecordKind; ids: string[] },
  order: "asc" | "desc",
): Promise<AttachedRow<F>[]> {
  const by = order === "asc" ? asc : desc;
  const rows = await db
    .select({ id: table.id, createdAt: table.createdAt, ...(fields as SelectedFields) })
    .from(table)
    .leftJoin(users, eq(users.id, WRITER.get(table)!))
    .where(and(eq(table.entity, records.entity), inArray(table.entityId, records.ids)))
    .orderBy(by(table.createdAt), by(table.id));
  // Drizzle's types do not follow a generic selection through a join: `AttachedRow` states it.
  return rows as AttachedRow<F>[];
}
