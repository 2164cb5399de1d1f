/**
 * What every content save shares (products, articles and the home page's
 * lists): the author, the refusals a save throws (`Refused`: the item gone,
 * a newer version saved meanwhile), the list of fields a save changed, the revision rows that make the history and restores, and the
 * versioned save itself. See ADR 0023.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client.server";
import { contentRevisions } from "../../../db/schema";
import { Refused, refuse } from "~/domain/result";
import { bumpContentVersion, invalidateSiteContent, type ContentChange } from "./store.server";

export interface Author {
  userId: string;
  email: string;
}

/** Which kind of item a revision belongs to (`content_revisions.entity`). */
export type RevisionEntity = "product" | "block" | "article";

/** JSON with sorted keys: jsonb gives keys back in its own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === "object" && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * Dotted paths of the fields that differ ("data.priceLocal", "fr.3.answer"),
 * `depth` levels deep at most. Lists of the same length are compared item by
 * item (numbered from 1, as the editor shows them).
 */
export function changedFields(before: unknown, after: unknown, prefix = "", depth = 3): string[] {
  if (canonical(before) === canonical(after)) return [];
  const entries = (v: unknown): Record<string, unknown> | undefined => {
    if (Array.isArray(v)) return Object.fromEntries(v.map((item, i) => [String(i + 1), item]));
    return typeof v === "object" && v !== null ? (v as Record<string, unknown>) : undefined;
  };
  const b = entries(before);
  const a = entries(after);
  const sameShape =
    b &&
    a &&
    Array.isArray(before) === Array.isArray(after) &&
    (!Array.isArray(before) || (before as unknown[]).length === (after as unknown[]).length);
  if (!sameShape || (prefix && prefix.split(".").length >= depth)) return [prefix || "(tout)"];
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].flatMap((key) =>
    changedFields(b[key], a[key], prefix ? `${prefix}.${key}` : key, depth),
  );
}

/** Records one version of an item (kept if that version is already recorded). */
export async function addRevision(
  tx: Database,
  revision: {
    entity: RevisionEntity;
    entityId: string;
    version: number;
    snapshot: unknown;
    changes: string[];
    author: Author | null;
  },
) {
  const { author, ...row } = revision;
  await tx
    .insert(contentRevisions)
    .values({ ...row, authorId: author?.userId ?? null, authorEmail: author?.email ?? null })
    .onConflictDoNothing();
}

/** A content table whose rows carry a version and who saved them last. */
type VersionedTable = PgTable & {
  version: AnyPgColumn;
  updatedAt: AnyPgColumn;
  updatedBy: AnyPgColumn;
};

/**
 * One save of the row of `table` whose `key` is `entityId`, in one
 * transaction: the row is locked and refused if it is gone (or `gone`) or no
 * longer at `expectedVersion`; `change` gives the state a revision keeps
 * before and after (no changes: nothing is written); `columns` says where
 * `after` is stored. Then the version it had (the first save of seeded content
 * records it, so it can be restored), the new one, the content version other
 * instances poll, and the cached pages of `forget` are dropped. Returns the
 * item's version.
 */
export async function saveRevisioned<T extends VersionedTable, Snapshot>(
  db: Database,
  save: {
    table: T;
    key: AnyPgColumn;
    entity: RevisionEntity;
    entityId: string;
    expectedVersion: number;
    author: Author;
    messages: { notFound: string; conflict: string };
    forget: ContentChange;
    gone?: (row: T["$inferSelect"]) => boolean;
    change: (
      tx: Database,
      row: T["$inferSelect"],
    ) => Promise<{ before: Snapshot; after: Snapshot; changes: string[] }>;
    columns: (after: Snapshot) => PgUpdateSetSource<T>;
  },
): Promise<number> {
  const { table, key, entity, entityId, author, messages } = save;
  let changed = false;
  const version = await db.transaction(async (tx) => {
    const [row] = (await tx
      .select()
      .from(table as PgTable)
      .where(eq(key, entityId))
      .for("update")) as T["$inferSelect"][];
    if (!row || save.gone?.(row)) throw new Refused(refuse.notFound(messages.notFound));
    const from = (row as { version: number }).version;
    if (from !== save.expectedVersion) throw new Refused(refuse.conflict(messages.conflict));
    const { before, after, changes } = await save.change(tx, row);
    if (changes.length === 0) return from;
    const next = from + 1;
    const updated = await tx
      .update(table)
      .set({
        ...save.columns(after),
        version: next,
        updatedAt: sql`now()`,
        updatedBy: author.email,
      } as PgUpdateSetSource<T>)
      .where(and(eq(key, entityId), eq(table.version, from)))
      .returning({ version: table.version });
    if (updated.length !== 1) throw new Refused(refuse.conflict(messages.conflict));
    const origin = { changes: ["version d'origine"], author: null };
    await addRevision(tx, { entity, entityId, version: from, snapshot: before, ...origin });
    await addRevision(tx, { entity, entityId, version: next, snapshot: after, changes, author });
    await bumpContentVersion(tx);
    changed = true;
    return next;
  });
  if (changed) invalidateSiteContent(db, save.forget);
  return version;
}

export interface RevisionSummary {
  version: number;
  changes: string[];
  authorEmail: string | null;
  createdAt: Date;
}

/** An item's versions, newest first. */
export async function revisionHistory(
  db: Database,
  entity: RevisionEntity,
  id: string,
): Promise<RevisionSummary[]> {
  const rows = await db
    .select({
      version: contentRevisions.version,
      changes: contentRevisions.changes,
      authorEmail: contentRevisions.authorEmail,
      createdAt: contentRevisions.createdAt,
    })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.entity, entity), eq(contentRevisions.entityId, id)))
    .orderBy(desc(contentRevisions.version));
  return rows.map((r) => ({ ...r, changes: r.changes as string[] }));
}

/** The whole document an item had at `version`, for a restore. */
export async function revisionSnapshot(
  db: Database,
  entity: RevisionEntity,
  id: string,
  version: number,
): Promise<unknown> {
  const [row] = await db
    .select({ snapshot: contentRevisions.snapshot })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.entity, entity),
        eq(contentRevisions.entityId, id),
        eq(contentRevisions.version, version),
      ),
    );
  if (!row) throw new Refused(refuse.notFound("Cette version n'existe pas."));
  return row.snapshot;
}
