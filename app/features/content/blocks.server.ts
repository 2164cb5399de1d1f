/**
 * Edits of the home page's lists (FAQ, testimonials, figures) from the back
 * office: each save is one transaction (the list in both languages, its
 * revision, the content version other instances poll) and is refused if
 * someone saved the list since the form was opened. Only the home page shows
 * these lists: a save forgets the home page alone. See ADR 0023.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { contentBlocks } from "../../../db/schema";
import type { BlockData, BlockKey } from "~/lib/catalog-types";
import { typesetFrench } from "~/i18n/typography";
import type { BlockInput } from "./block-form";
import { changedFields, revisionSnapshot, type Author, saveRevisioned } from "./revisions.server";

export const BLOCK_CONFLICT_MESSAGE =
  "Cette liste a été modifiée par un autre administrateur depuis que vous avez ouvert le formulaire : vos changements n'ont pas été enregistrés. Rechargez la page pour voir sa dernière version, puis refaites vos modifications.";

export interface BlockRecord {
  key: BlockKey;
  version: number;
  data: BlockData[BlockKey];
}

export async function blockByKey(db: Database, key: BlockKey): Promise<BlockRecord | undefined> {
  const [row] = await db.select().from(contentBlocks).where(eq(contentBlocks.key, key));
  return row && { key, version: row.version, data: row.data as BlockData[BlockKey] };
}

/** French typography (no-break spaces before « ; : ! ? % ») applied once, on save. */
export function typesetBlock(data: BlockData[BlockKey]): BlockData[BlockKey] {
  return { fr: typesetFrench(data.fr), ar: data.ar } as BlockData[BlockKey];
}

/** Saves a list if it is still at `input.version`; returns the new version. */
export function saveBlock(
  db: Database,
  key: BlockKey,
  input: BlockInput,
  author: Author,
): Promise<number> {
  const data = typesetBlock(input.data);
  return saveRevisioned(db, {
    table: contentBlocks,
    key: contentBlocks.key,
    entity: "block",
    entityId: key,
    expectedVersion: input.version,
    author,
    messages: { notFound: "Cette liste n'existe pas.", conflict: BLOCK_CONFLICT_MESSAGE },
    forget: "home",
    change: async (_tx, row) => ({
      before: row.data,
      after: data,
      changes: changedFields(row.data, data),
    }),
    columns: (after) => ({ data: after }),
  });
}

/** Puts an earlier version of a list back, as a new revision. */
export async function restoreBlock(
  db: Database,
  key: BlockKey,
  revision: number,
  expectedVersion: number,
  author: Author,
): Promise<number> {
  const data = (await revisionSnapshot(db, "block", key, revision)) as BlockData[BlockKey];
  return saveBlock(db, key, { version: expectedVersion, data }, author);
}
