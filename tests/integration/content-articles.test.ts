import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { count, eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client.server";
import { contentArticles, contentRevisions } from "../../db/schema";
import { articleFormSchema, articleFormValues } from "~/features/content/article-form";
import { articleCards, blogArticles, findArticle } from "~/features/content/article-pages.server";
import {
  ARTICLE_CONFLICT_MESSAGE,
  articleById,
  createArticle,
  deleteArticle,
  restoreArticle,
  saveArticle,
} from "~/features/content/articles.server";
import { revisionHistory } from "~/features/content/revisions.server";
import { productPage } from "~/features/content/pages.server";
import { Refused } from "~/domain/result";
import { onContentChange, siteContent } from "~/features/content/store.server";
import { createTestDatabase } from "../support/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const alice = { userId: "u-alice", email: "alice@exemple.tn" };
const bob = { userId: "u-bob", email: "bob@exemple.tn" };
/** Tuesday 24 November 2026, 10:00 in Tunis. */
const NOW = new Date("2026-11-24T09:00:00Z");
const at = (date: Date) => () => date.getTime();

/** The form as the browser posts it, with some fields changed, checked at `now`. */
async function formFor(id: string, changes: Record<string, string> = {}, now = NOW) {
  const article = (await articleById(handle.db, id))!;
  return articleFormSchema(at(now)).parse({ ...articleFormValues(article), ...changes });
}

function newArticleForm(slug: string, changes: Record<string, string> = {}) {
  const values = articleFormValues();
  for (const lang of ["fr", "ar"]) {
    values[`${lang}.title`] = lang === "fr" ? "Guide de la TVA" : "دليل الأداء على القيمة المضافة";
    values[`${lang}.description`] = `${values[`${lang}.title`]} — description`;
    values[`${lang}.excerpt`] = `${values[`${lang}.title`]} — résumé`;
    values[`${lang}.body`] = "## Partie\n\nUn paragraphe **important**.\n\n- un\n- deux";
    values[`${lang}.keywords`] = "TVA, Tunisie";
    values[`${lang}.imageAlt`] = "Illustration";
  }
  return articleFormSchema(at(NOW)).parse({
    ...values,
    slug,
    image: "/images/blog/gestion-stock.svg",
    socialImage: "/images/blog/gestion-stock.jpg",
    related: "comment-choisir-erp",
    ...changes,
  });
}

test("a fresh database holds the five guides as they shipped, published, newest first", async () => {
  const content = await siteContent(handle.db);
  expect(content.articles.map((a) => [a.slug, a.published, a.data.date])).toEqual([
    ["facturation-electronique-tunisie", true, "2025-01-15"],
    ["comment-choisir-erp", true, "2025-01-12"],
    ["digitalisation-medicale-tunisie", true, "2025-01-10"],
    ["cloud-vs-installation-locale", true, "2025-01-08"],
    ["optimisation-gestion-stock-erp", true, "2025-01-05"],
  ]);
  expect(blogArticles(content, "ar").map((a) => a.title)).toEqual(
    content.articles.map((a) => a.data.ar.title),
  );
  expect(blogArticles(content, "ar")[1]!.title).toBe(
    "كيف تختارون نظام تخطيط موارد المؤسسة (ERP): المعايير الأساسية",
  );
  expect(productPage(content, "digierp", "fr")!.related.map((a) => a.slug)).toEqual([
    "comment-choisir-erp",
    "optimisation-gestion-stock-erp",
  ]);
});

test("a save is a revision; the history shows who changed what; a restore puts it back", async () => {
  const id = "comment-choisir-erp";
  const changes: string[] = [];
  const stop = onContentChange((change) => changes.push(change));
  const version = await saveArticle(
    handle.db,
    id,
    await formFor(id, { "fr.title": "Choisir son ERP en 2027" }),
    alice,
    NOW,
  );
  stop();
  expect(version).toBe(2);
  expect(changes).toEqual(["all"]);
  const content = await siteContent(handle.db);
  const view = blogArticles(content, "fr").find((a) => a.slug === id)!;
  expect(view.title).toBe("Choisir son ERP en 2027");
  // Still out since January 2025; edited today.
  expect([view.date, view.updated]).toEqual(["2025-01-12", "2026-11-24"]);

  expect(
    (await revisionHistory(handle.db, "article", id)).map((r) => [
      r.version,
      r.authorEmail,
      r.changes,
    ]),
  ).toEqual([
    [2, alice.email, ["data.fr.title"]],
    [1, null, ["version d'origine"]],
  ]);

  expect(await restoreArticle(handle.db, id, 1, 2, bob, NOW)).toBe(3);
  const restored = (await articleById(handle.db, id))!;
  expect(restored.data.fr.title).toBe("Comment choisir son ERP : les critères essentiels");
  const history = await revisionHistory(handle.db, "article", id);
  expect(history.map((r) => [r.version, r.authorEmail])).toEqual([
    [3, bob.email],
    [2, alice.email],
    [1, null],
  ]);
});

test("the second of two saves from the same version is refused with a clear message", async () => {
  const id = "digitalisation-medicale-tunisie";
  const first = await formFor(id, { "fr.excerpt": "Version d'Alice." });
  const second = await formFor(id, { "fr.excerpt": "Version de Bob." });
  await saveArticle(handle.db, id, first, alice, NOW);
  const refused = await saveArticle(handle.db, id, second, bob, NOW).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(Refused);
  expect((refused as Refused).refusal).toMatchObject({
    status: 409,
    message: ARTICLE_CONFLICT_MESSAGE,
  });
  expect((await articleById(handle.db, id))!.data.fr.excerpt).toBe("Version d'Alice.");

  // Racing for real: exactly one of two simultaneous saves from one version wins.
  const v = (await articleById(handle.db, id))!.version;
  const race = await Promise.allSettled([
    saveArticle(
      handle.db,
      id,
      { ...(await formFor(id, { "fr.excerpt": "A" })), version: v },
      alice,
      NOW,
    ),
    saveArticle(
      handle.db,
      id,
      { ...(await formFor(id, { "fr.excerpt": "B" })), version: v },
      bob,
      NOW,
    ),
  ]);
  expect(race.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  expect(race.filter((r) => r.status === "rejected")).toHaveLength(1);
});

test("a scheduled article appears at its time, without a restart", async () => {
  const id = await createArticle(
    handle.db,
    newArticleForm("guide-tva", { status: "scheduled", publishAt: "2026-11-24T10:30" }),
    alice,
    NOW,
  );
  const record = (await articleById(handle.db, id))!;
  // 10:30 in Tunis is 09:30 UTC; the page shows that day.
  expect(record.publishAt).toBe("2026-11-24T09:30:00.000Z");
  expect(record.data.date).toBe("2026-11-24");

  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  const changes: string[] = [];
  const stop = onContentChange((change) => changes.push(change));
  let content = await siteContent(handle.db);
  expect(blogArticles(content, "fr").map((a) => a.slug)).not.toContain("guide-tva");
  expect(findArticle(content, "guide-tva").status).toBe("missing");
  expect(changes).toEqual([]);

  vi.setSystemTime(new Date("2026-11-24T09:30:00Z"));
  content = await siteContent(handle.db);
  stop();
  // The cached pages listing articles are dropped once, at the publication time.
  expect(changes).toEqual(["all"]);
  expect(blogArticles(content, "fr")[0]!.slug).toBe("guide-tva");
  expect(findArticle(content, "guide-tva").status).toBe("live");
  expect(
    articleCards(content, ["guide-tva"], "ar", Date.parse("2026-11-24T09:29:59Z")),
  ).toHaveLength(0);
});

test("the cached pages are dropped when the year turns: every footer shows it", async () => {
  const year = new Date(NOW).getFullYear();
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(year, 11, 31, 23, 59, 59) });
  const changes: string[] = [];
  const stop = onContentChange((change) => changes.push(change));
  await siteContent(handle.db);
  await siteContent(handle.db);
  expect(changes).toEqual([]);
  vi.setSystemTime(new Date(year + 1, 0, 1, 0, 0, 0));
  await siteContent(handle.db);
  await siteContent(handle.db);
  stop();
  expect(changes).toEqual(["all"]);
});

test("a schedule in the past is refused by the form, in French", async () => {
  const result = articleFormSchema(at(NOW)).safeParse({
    ...articleFormValues(await articleById(handle.db, "facturation-electronique-tunisie")),
    status: "scheduled",
    publishAt: "2026-11-24T09:59",
  });
  expect(result.success).toBe(false);
  expect(result.error!.issues[0]!.message).toMatch(/^Date de publication : choisissez un moment/);
});

test("draft → 404, published → live, slug change → 301, deletion → 410", async () => {
  const id = await createArticle(handle.db, newArticleForm("brouillon-stock"), alice, NOW);
  let content = await siteContent(handle.db);
  expect(findArticle(content, "brouillon-stock").status).toBe("missing");

  await saveArticle(handle.db, id, await formFor(id, { status: "published" }), alice, NOW);
  content = await siteContent(handle.db);
  expect(findArticle(content, "brouillon-stock").status).toBe("live");
  expect((await articleById(handle.db, id))!.data.date).toBe("2026-11-24");

  await saveArticle(handle.db, id, await formFor(id, { slug: "stock-guide" }), alice, NOW);
  content = await siteContent(handle.db);
  expect(findArticle(content, "brouillon-stock")).toEqual({
    status: "moved",
    path: "/blog/stock-guide",
  });

  const version = (await articleById(handle.db, id))!.version;
  await deleteArticle(handle.db, id, version, bob, NOW);
  content = await siteContent(handle.db);
  expect(findArticle(content, "stock-guide").status).toBe("gone");
  expect(blogArticles(content, "fr").map((a) => a.slug)).not.toContain("stock-guide");
  expect((await revisionHistory(handle.db, "article", id))[0]!.changes).toEqual(["suppression"]);

  // A deleted article's address stays taken: a new article cannot reuse it by mistake.
  const reuse = await createArticle(handle.db, newArticleForm("stock-guide"), alice, NOW).catch(
    (e: unknown) => e,
  );
  expect((reuse as Refused).refusal).toMatchObject({ status: 400, field: "slug" });
  expect(
    await handle.db
      .select({ n: count() })
      .from(contentArticles)
      .where(eq(contentArticles.slug, "stock-guide")),
  ).toEqual([{ n: 1 }]);
});

test("nothing is stored half-way: a slug taken by another article leaves no revision", async () => {
  const before = await handle.db.select({ n: count() }).from(contentRevisions);
  const refused = await saveArticle(
    handle.db,
    "cloud-vs-installation-locale",
    await formFor("cloud-vs-installation-locale", { slug: "optimisation-gestion-stock-erp" }),
    alice,
    NOW,
  ).catch((e: unknown) => e);
  expect((refused as Refused).refusal).toMatchObject({ status: 400, field: "slug" });
  expect(await handle.db.select({ n: count() }).from(contentRevisions)).toEqual(before);
  expect((await articleById(handle.db, "cloud-vs-installation-locale"))!.version).toBe(1);
});
