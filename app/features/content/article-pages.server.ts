/**
 * What the public pages read of the blog articles: the blog list, one
 * article's page (or why it has none), related cards, the feed and the
 * sitemap. Built from siteContent (cached); "now" decides which scheduled
 * articles are already out. See ADR 0029.
 */
import { formatContentDate } from "~/content/dates";
import { typesetFrench } from "~/i18n/typography";
import type { Language } from "~/i18n/language";
import type { ArticleRecord, ArticleView, SiteContent } from "~/lib/catalog-types";
import { isLive, liveArticles } from "./store.server";

export function articlePath(slug: string): `/blog/${string}` {
  return `/blog/${slug}`;
}

/**
 * An article as a page in `lang` shows it (its body aside, typeset by the
 * rich-text renderer). The texts are stored as typed; French typography is
 * applied here, on the way to every page, feed and card that shows them.
 */
export function articleView(record: ArticleRecord, lang: Language): ArticleView {
  const { body: _body, ...texts } = record.data[lang];
  return {
    ...(lang === "fr" ? typesetFrench(texts) : texts),
    id: record.id,
    slug: record.slug,
    date: record.data.date,
    dateText: formatContentDate(record.data.date, lang),
    updated: record.data.updated,
    image: record.data.image,
    socialImage: record.data.socialImage,
    link: articlePath(record.slug),
    related: record.data.related,
  };
}

/** The blog list and the feed in one language, newest first. */
export function blogArticles(content: SiteContent, lang: Language, now?: number): ArticleView[] {
  return liveArticles(content, now).map((a) => articleView(a, lang));
}

/** The cards of the articles these slugs name that visitors can read now, in that order. */
export function articleCards(
  content: SiteContent,
  slugs: readonly string[],
  lang: Language,
  now?: number,
): ArticleView[] {
  return slugs.flatMap((slug) => {
    const record = content.articles.find((a) => a.slug === slug);
    return record && isLive(record, now) ? [articleView(record, lang)] : [];
  });
}

export type ArticleLookup =
  | { status: "live"; record: ArticleRecord }
  /** A former slug: the article's address now. */
  | { status: "moved"; path: string }
  /** Deleted: 410 Gone. */
  | { status: "gone" }
  /** Never existed, a draft or not yet out: 404. */
  | { status: "missing" };

export function findArticle(
  content: SiteContent,
  slug: string | undefined,
  now?: number,
): ArticleLookup {
  const record = content.articles.find((a) => a.slug === slug);
  if (record?.deletedAt) return { status: "gone" };
  if (record) return isLive(record, now) ? { status: "live", record } : { status: "missing" };
  const id = slug ? content.articleRedirects[slug] : undefined;
  const target = id ? content.articles.find((a) => a.id === id) : undefined;
  return target ? { status: "moved", path: articlePath(target.slug) } : { status: "missing" };
}
