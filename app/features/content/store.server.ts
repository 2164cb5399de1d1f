/**
 * The one way the server reads the site's editable content: products and the
 * home page's lists, from the database, kept in memory until a save (here or
 * on another instance sharing the database) says it changed. See ADR 0023.
 */
import { asc, eq, gt, max, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import {
  contentArticleRedirects,
  contentArticles,
  contentBlocks,
  contentProducts,
  contentRedirects,
  contentRevisions,
  contentState,
} from "../../../db/schema";
import { logger } from "~/infra/logger.server";
import type { Language } from "~/i18n/language";
import type { Dictionary } from "~/i18n/fr";
import {
  BLOCK_KEYS,
  type ArticleData,
  type ArticleRecord,
  type BlockData,
  type CatalogEntry,
  type ProductData,
  type ProductRecord,
  type SiteContent,
} from "~/lib/catalog-types";

/** Which cached public pages a change affects: every page (the navigation lists the products), or the home page. */
export type ContentChange = "all" | "home";

interface Cached {
  /** The read in progress or done; unset when a change invalidated it. */
  pending?: Promise<SiteContent>;
  /** The last content read successfully: served while the database cannot be read. */
  last?: SiteContent;
  /** When the pages change with no edit: a scheduled article goes live, or the year turns. */
  nextTimedChange?: number;
}

const caches = new WeakMap<Database, Cached>();
const listeners = new Set<(change: ContentChange) => void>();

async function readContent(db: Database): Promise<SiteContent> {
  const [productRows, blockRows, redirectRows, articleRows, articleRedirectRows] =
    await Promise.all([
      db
        .select()
        .from(contentProducts)
        .orderBy(asc(contentProducts.position), asc(contentProducts.slug)),
      db.select().from(contentBlocks),
      db.select().from(contentRedirects),
      db.select().from(contentArticles),
      db.select().from(contentArticleRedirects),
    ]);
  const blocks = Object.fromEntries(
    blockRows.map((row) => [row.key, row.data]),
  ) as Partial<BlockData>;
  for (const key of BLOCK_KEYS) {
    if (!blocks[key]) throw new Error(`content block "${key}" is missing`);
  }
  return {
    products: productRows.map(toProductRecord),
    blocks: blocks as BlockData,
    redirects: Object.fromEntries(redirectRows.map((r) => [r.fromSlug, r.productId])),
    articles: articleRows.map(toArticleRecord).sort(newestFirst),
    articleRedirects: Object.fromEntries(articleRedirectRows.map((r) => [r.fromSlug, r.articleId])),
  };
}

export function toProductRecord(row: typeof contentProducts.$inferSelect): ProductRecord {
  return {
    id: row.id,
    slug: row.slug,
    position: row.position,
    active: row.active,
    version: row.version,
    data: row.data as ProductData,
  };
}

export function toArticleRecord(row: typeof contentArticles.$inferSelect): ArticleRecord {
  return {
    id: row.id,
    slug: row.slug,
    published: row.published,
    publishAt: row.publishAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    version: row.version,
    data: row.data as ArticleData,
  };
}

/** The blog's order: publication day, then scheduled instant, newest first. */
function newestFirst(a: ArticleRecord, b: ArticleRecord): number {
  const key = (r: ArticleRecord) => `${r.data.date || "9999"} ${r.publishAt ?? ""} ${r.slug}`;
  return key(b).localeCompare(key(a));
}

/** Published, not deleted, and its publication instant reached. */
export function isLive(article: ArticleRecord, now: number = Date.now()): boolean {
  return (
    article.published &&
    !article.deletedAt &&
    (!article.publishAt || Date.parse(article.publishAt) <= now)
  );
}

/** The articles visitors see now, newest first. */
export function liveArticles(content: SiteContent, now: number = Date.now()): ArticleRecord[] {
  return content.articles.filter((a) => isLive(a, now));
}

/**
 * The next scheduled article's time, or the next new year (every page's
 * footer shows the year, read from the server's clock) if sooner.
 */
function nextTimedChange(content: SiteContent, now: number): number {
  const newYear = new Date(new Date(now).getFullYear() + 1, 0, 1).getTime();
  const publications = content.articles
    .filter((a) => a.published && !a.deletedAt && a.publishAt)
    .map((a) => Date.parse(a.publishAt!))
    .filter((t) => t > now);
  return Math.min(newYear, ...publications);
}

/**
 * A scheduled article went live, or the year turned, since the content was
 * read: the cached pages (blog, feed, sitemap, related cards; every footer)
 * must be rendered again.
 */
function timedChangeDue(db: Database, now: number): boolean {
  const due = caches.get(db)?.nextTimedChange;
  if (due === undefined || now < due) return false;
  invalidateSiteContent(db, "all");
  return true;
}

/** The content, from memory when nothing changed since it was read. */
export function siteContent(db: Database): Promise<SiteContent> {
  timedChangeDue(db, Date.now());
  let entry = caches.get(db);
  if (!entry) caches.set(db, (entry = {}));
  if (!entry.pending) {
    const cached = entry;
    cached.nextTimedChange = undefined;
    cached.pending = readContent(db).then(
      (content) => {
        cached.last = content;
        cached.nextTimedChange = nextTimedChange(content, Date.now());
        return content;
      },
      (error: unknown) => {
        cached.pending = undefined;
        if (!cached.last) throw error;
        logger.error({ err: error }, "content: read failed, serving the last content read");
        return cached.last;
      },
    );
  }
  return entry.pending!;
}

/** Forgets the content read from this database and tells the page cache which pages to forget. */
export function invalidateSiteContent(db: Database, change: ContentChange): void {
  const entry = caches.get(db);
  if (entry) {
    entry.pending = undefined;
    entry.nextTimedChange = undefined;
  }
  for (const listener of listeners) listener(change);
}

/** Called with the pages to forget whenever content changes (the server's page cache listens). */
export function onContentChange(listener: (change: ContentChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Inside a save's transaction: the new content version other instances will notice. */
export async function bumpContentVersion(tx: Database): Promise<number> {
  const [row] = await tx
    .update(contentState)
    .set({ version: sql`${contentState.version} + 1` })
    .where(eq(contentState.id, 1))
    .returning({ version: contentState.version });
  return row!.version;
}

export async function contentVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: contentState.version }).from(contentState);
  return row?.version ?? 0;
}

/**
 * Which pages the revisions recorded after `afterId` affect: the home page
 * alone when only home lists changed, otherwise every page.
 */
async function changeSince(
  db: Database,
  afterId: number,
): Promise<{ change: ContentChange; lastId: number }> {
  const rows = await db
    .select({ id: contentRevisions.id, entity: contentRevisions.entity })
    .from(contentRevisions)
    .where(gt(contentRevisions.id, afterId));
  const lastId = Math.max(afterId, ...rows.map((r) => r.id));
  const onlyBlocks = rows.length > 0 && rows.every((r) => r.entity === "block");
  return { change: onlyBlocks ? "home" : "all", lastId };
}

async function lastRevisionId(db: Database): Promise<number> {
  const [row] = await db.select({ id: max(contentRevisions.id) }).from(contentRevisions);
  return row?.id ?? 0;
}

/**
 * Polls the content version (one indexed single-row read) and drops this
 * instance's caches when another instance saved (the home page alone when
 * the saves since the last poll only touched home lists, their revisions
 * say so; every page otherwise), or when a scheduled article's time or a
 * new year came.
 * Returns the stop function.
 */
export function watchContentVersion(db: Database, intervalMs: number): () => void {
  let seen: number | undefined;
  let seenRevision = 0;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const version = await contentVersion(db);
      if (seen !== undefined && version !== seen) {
        const { change, lastId } = await changeSince(db, seenRevision);
        seenRevision = lastId;
        invalidateSiteContent(db, change);
      } else {
        if (seen === undefined) seenRevision = await lastRevisionId(db);
        timedChangeDue(db, Date.now());
      }
      seen = version;
    } catch (error) {
      logger.warn({ err: error }, "content: version poll failed");
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Active products in display order. */
export function activeProducts(content: SiteContent): ProductRecord[] {
  return content.products.filter((p) => p.active);
}

export function productPath(slug: string): string {
  return `/solutions/${slug}`;
}

/** What the navigation, the home cards and the order dialog need: root loader data. */
export function catalog(content: SiteContent): CatalogEntry[] {
  return activeProducts(content).map((p) => ({
    slug: p.slug,
    name: p.data.name,
    path: productPath(p.slug),
    icon: p.data.icon,
    priceLocal: p.data.priceLocal,
    priceCloud: p.data.priceCloud,
    cloudMonthlyFrom: p.data.cloudMonthlyFrom,
    localOptions: p.data.localOptions,
  }));
}

/** The dictionary with the content's lists and product cards in place of the code's. */
export function withSiteContent(t: Dictionary, content: SiteContent, lang: Language): Dictionary {
  return {
    ...t,
    solutions: {
      ...t.solutions,
      items: Object.fromEntries(
        activeProducts(content).map((p) => [p.slug, { ...p.data[lang].card }]),
      ),
    },
    stats: { ...t.stats, items: content.blocks.stats[lang] },
    testimonials: { ...t.testimonials, items: content.blocks.testimonials[lang] },
    faq: { ...t.faq, items: content.blocks.faq[lang] },
  };
}
