import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { recordNotes, users } from "../../../db/schema";
import type { RecordKind } from "~/domain/records";
import { attachedRows } from "./attached.server";
import { RECORD_TABLES } from "./tables.server";

export interface Note {
  id: string;
  entity: RecordKind;
  entityId: string;
  body: string;
  createdAt: Date;
  /** null once the author's account is deleted. */
  authorEmail: string | null;
}

/**
 * Stores an internal note on an existing order or appointment, with its
 * author. Notes stay in the back office: nothing here queues a mail.
 * Answers false when the record does not exist (nothing is stored).
 */
export async function addNote(
  db: Database,
  note: { entity: RecordKind; entityId: string; body: string; authorUserId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const table = RECORD_TABLES[note.entity];
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.id, note.entityId))
      .for("share");
    if (!row) return false;
    await tx.insert(recordNotes).values(note);
    return true;
  });
}

/** The notes of some records, newest first, with their authors. */
export function notesOf(db: Database, entity: RecordKind, entityIds: string[]): Promise<Note[]> {
  if (entityIds.length === 0) return Promise.resolve([]);
  const fields = {
    entity: recordNotes.entity,
    entityId: recordNotes.entityId,
    body: recordNotes.body,
    authorEmail: users.email,
  };
  return attachedRows(db, fields, recordNotes, { entity, ids: entityIds }, "desc");
}
