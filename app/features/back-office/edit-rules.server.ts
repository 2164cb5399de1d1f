import type { z } from "zod";
import type { Database } from "../../../db/client.server";
import { recordChanges } from "../../../db/schema";
import type { StatusRefusal } from "~/domain/result";
import { firstIssue } from "~/features/forms/form-values";
import { EDIT_FIELDS, EDIT_MESSAGES } from "./edits";
import type { Entity } from "./schema";
import { STATUS_MESSAGES } from "./status-rules.server";

/*
 * What a correction of any record kind shares: its result, the field-by-field
 * difference, the row's checks (gone, erased, stale) and the recorded changes.
 * Each kind's correction is its feature's (orders, appointments); `editRecord`
 * picks it (decision 0070).
 */

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

export interface Diff {
  field: string;
  column: string;
  before: string | null;
  after: string | null;
}

/** A field-by-field error of the shared schema: its message and the field to focus. */
export function invalid(error: z.ZodError): EditResult {
  const { message, field } = firstIssue(error, EDIT_MESSAGES.failure);
  return { ok: false, status: 400, message, field };
}

export interface Edit {
  entity: Entity;
  id: string;
  input: Record<string, unknown>;
  adminUserId: string;
  /** The clock of the availability check (tests pass their own). */
  now?: Date;
}

/** A kind's correction, as `editRecord` picks it. */
export type Editor = (db: Database, edit: Edit, now: Date) => Promise<EditResult>;

export const notFound: EditResult = { ok: false, status: 404, message: STATUS_MESSAGES.notFound };

/**
 * A locked row's checks (gone, erased, stale), then the fields the input
 * changes: the answer when there is nothing to write, else the row, its
 * difference and the columns to set.
 */
export function checkEdit<R extends { updatedAt: Date; anonymisedAt: Date | null }>(
  entity: Entity,
  row: R | undefined,
  input: { version: string } & Record<string, unknown>,
): { answer: EditResult } | { row: R; diff: Diff[]; values: Record<string, string | null> } {
  if (!row) return { answer: notFound };
  if (row.anonymisedAt) {
    return { answer: { ok: false, status: 409, message: EDIT_MESSAGES.erased } };
  }
  if (row.updatedAt.toISOString() !== input.version) {
    return { answer: { ok: false, status: 409, message: EDIT_MESSAGES.stale } };
  }
  const diff = EDIT_FIELDS[entity].flatMap(([field, , column]): Diff[] => {
    const before = ((row as Record<string, unknown>)[column] as string | null) ?? null;
    const after = (input[field] as string | null) ?? null;
    return before === after ? [] : [{ field, column, before, after }];
  });
  if (diff.length === 0) return { answer: { ok: true, changes: 0 } };
  return { row, diff, values: Object.fromEntries(diff.map((d) => [d.column, d.after])) };
}

export async function record(
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
