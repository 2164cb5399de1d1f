/**
 * Article edits from the back office: create, save (which publishes,
 * schedules or unpublishes), delete, history, restore. Every change is one
 * transaction: the article, its revision (who, when, which fields), a redirect
 * from a former slug and the content version other instances poll. A change
 * names the version it started from; if someone saved in between, it is
 * refused (optimistic concurrency). See ADR 0029.
 */
import { tunisWallClock } from "~/domain/calendar";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { Refused, refuse } from "~/domain/result";
import { contentArticleRedirects, contentArticles } from "../../../db/schema";
import type { ArticleData, ArticleRecord } from "~/lib/catalog-types";
import type { ArticleInput } from "./article-form";
import {
  type Author,
  addRevision,
  changedFields,
  revisionSnapshot,
  saveRevisioned,
} from "./revisions.server";
import { bumpContentVersion, invalidateSiteContent, isLive, toArticleRecord } from "./store.server";
import { pick } from "~/lib/pick";

export const ARTICLE_CONFLICT_MESSAGE =
  "Cet article a été modifié par un autre administrateur depuis que vous avez ouvert le formulaire : vos changements n'ont pas été enregistrés. Rechargez la page pour voir sa dernière version, puis refaites vos modifications.";

/** What a revision keeps: everything a restore puts back. */
interface Snapshot {
  slug: string;
  published: boolean;
  publishAt: string | null;
  data: ArticleData;
}

const tunisDay = (instant: Date | string) => tunisWallClock(new Date(instant)).date;

/**
 * The publication day: kept while the article stays out, today when it comes
 * out now, the scheduled day when scheduled. The day of the last edit is today
 * (never before the publication day).
 */
function withDates(
  input: ArticleInput,
  before: ArticleRecord | undefined,
  now: Date,
): { data: ArticleData; wasLive: boolean } {
  const today = tunisDay(now);
  const wasLive = before ? isLive(before, now.getTime()) : false;
  const date = input.publishAt
    ? tunisDay(input.publishAt)
    : input.published
      ? wasLive && before!.data.date
        ? before!.data.date
        : today
      : (before?.data.date ?? "");
  return {
    data: { ...input.data, date, updated: before?.data.updated ?? date },
    wasLive,
  };
}

async function assertSlugFree(tx: Database, slug: string, id: string | null) {
  const [taken] = await tx
    .select({ id: contentArticles.id, deletedAt: contentArticles.deletedAt })
    .from(contentArticles)
    .where(
      id
        ? and(eq(contentArticles.slug, slug), ne(contentArticles.id, id))
        : eq(contentArticles.slug, slug),
    );
  if (taken) {
    throw new Refused(
      refuse.invalid(
        taken.deletedAt
          ? `L'adresse /blog/${slug} était celle d'un article supprimé (elle répond « supprimé » aux visiteurs) : choisissez-en une autre.`
          : `L'adresse /blog/${slug} est déjà celle d'un autre article : choisissez-en une autre.`,
        "slug",
      ),
    );
  }
  // The address now belongs to a live page: it stops redirecting elsewhere.
  await tx.delete(contentArticleRedirects).where(eq(contentArticleRedirects.fromSlug, slug));
}

const snapshotOf = (record: ArticleRecord): Snapshot =>
  pick(record, ["slug", "published", "publishAt", "data"]);

export async function articleById(db: Database, id: string): Promise<ArticleRecord | undefined> {
  const [row] = await db.select().from(contentArticles).where(eq(contentArticles.id, id));
  return row && toArticleRecord(row);
}

/** A new article (a draft, published or scheduled). Returns its id. */
export async function createArticle(
  db: Database,
  input: ArticleInput,
  author: Author,
  now = new Date(),
): Promise<string> {
  const id = crypto.randomUUID();
  const { data } = withDates(input, undefined, now);
  await db.transaction(async (tx) => {
    await assertSlugFree(tx, input.slug, null);
    await tx.insert(contentArticles).values({
      id,
      slug: input.slug,
      published: input.published,
      publishAt: input.publishAt ? new Date(input.publishAt) : null,
      version: 1,
      data,
      updatedBy: author.email,
    });
    const snapshot = { slug: input.slug, published: input.published, publishAt: input.publishAt };
    await addRevision(tx, {
      entity: "article",
      entityId: id,
      version: 1,
      snapshot: { ...snapshot, data },
      changes: ["création"],
      author,
    });
    await bumpContentVersion(tx);
  });
  invalidateSiteContent(db, "all");
  return id;
}

/**
 * Runs `change` on the article locked at `expectedVersion` and stores what it
 * returns as the next version, with its revision (deleted at `deletedAt` when
 * given). Returns the new version (the same one when nothing changed).
 */
function changeArticle(
  db: Database,
  id: string,
  expectedVersion: number,
  author: Author,
  change: (tx: Database, before: ArticleRecord) => Promise<{ after: Snapshot; changes: string[] }>,
  deletedAt: Date | null = null,
): Promise<number> {
  return saveRevisioned(db, {
    table: contentArticles,
    key: contentArticles.id,
    gone: (row) => Boolean(row.deletedAt),
    entity: "article",
    entityId: id,
    expectedVersion,
    author,
    messages: { notFound: "Cet article n'existe plus.", conflict: ARTICLE_CONFLICT_MESSAGE },
    forget: "all",
    change: async (tx, row) => {
      const before = toArticleRecord(row);
      return { before: snapshotOf(before), ...(await change(tx, before)) };
    },
    columns: (after) => ({
      ...after,
      publishAt: after.publishAt ? new Date(after.publishAt) : null,
      deletedAt,
    }),
  });
}

/**
 * Saves an article if it is still at `input.version`; returns the new version.
 * A changed slug leaves a permanent redirect from the old address.
 */
export function saveArticle(
  db: Database,
  id: string,
  input: ArticleInput,
  author: Author,
  now = new Date(),
): Promise<number> {
  return changeArticle(db, id, input.version, author, async (tx, before) => {
    const { data } = withDates(input, before, now);
    const after: Snapshot = {
      slug: input.slug,
      published: input.published,
      publishAt: input.publishAt,
      data,
    };
    const changes = changedFields(snapshotOf(before), after);
    if (changes.length === 0) return { after, changes };
    const today = tunisDay(now);
    after.data = { ...data, updated: today > data.date ? today : data.date };
    if (input.slug !== before.slug) {
      await assertSlugFree(tx, input.slug, id);
      await tx
        .insert(contentArticleRedirects)
        .values({ fromSlug: before.slug, articleId: id })
        .onConflictDoUpdate({
          target: contentArticleRedirects.fromSlug,
          set: { articleId: id },
        });
    }
    return { after, changes };
  });
}

/** Deletes an article: its address (and its former ones) answer 410 Gone from now on. */
export function deleteArticle(
  db: Database,
  id: string,
  expectedVersion: number,
  author: Author,
  now = new Date(),
): Promise<number> {
  return changeArticle(
    db,
    id,
    expectedVersion,
    author,
    async (_tx, before) => ({ after: snapshotOf(before), changes: ["suppression"] }),
    now,
  );
}

/**
 * Puts an earlier version back, as a new revision (the history keeps
 * everything). A schedule whose time has passed comes back as published; the
 * publication day follows the article's state now, as for a save.
 */
export async function restoreArticle(
  db: Database,
  id: string,
  revision: number,
  expectedVersion: number,
  author: Author,
  now = new Date(),
): Promise<number> {
  const { slug, published, publishAt, data } = (await revisionSnapshot(
    db,
    "article",
    id,
    revision,
  )) as Snapshot;
  const { date: _date, updated: _updated, ...texts } = data;
  const stillAhead = publishAt && Date.parse(publishAt) > now.getTime() ? publishAt : null;
  return saveArticle(
    db,
    id,
    { slug, published, publishAt: stillAhead, version: expectedVersion, data: texts },
    author,
    now,
  );
}
