/**
 * The blog articles the site shipped with, read from the code (app/content/articles*):
 * the source migration 0015 seeds content_articles from. Nothing at run time
 * reads it; the pages read the table (see store.server.ts).
 * `npx tsx scripts/content-seed-sql.ts articles` prints the seed statements.
 */
import { ARTICLE_BODIES } from "~/content/article-bodies.server";
import { ARTICLES, inLanguage } from "~/content/articles";
import { PAGE_CHROME } from "~/content/page-chrome";
import type { Language } from "~/i18n/language";
import type { ArticleRecord, ArticleTexts } from "~/content/catalog-types";

function texts(slug: string, lang: Language): ArticleTexts {
  const article = inLanguage(
    ARTICLES.find((a) => a.slug === slug)!,
    lang,
  );
  return {
    title: article.title,
    // The code's pages described themselves with the excerpt.
    description: article.excerpt,
    excerpt: article.excerpt,
    // Trimmed as the editor's text areas trim: the first save changes no body.
    body: ARTICLE_BODIES[lang][slug]!.trim(),
    keywords: [...article.keywords],
    author: PAGE_CHROME[lang].byline,
    imageAlt: article.imageAlt,
  };
}

export function seedArticles(): ArticleRecord[] {
  return ARTICLES.map((a) => ({
    id: a.id,
    slug: a.slug,
    published: true,
    publishAt: null,
    deletedAt: null,
    version: 1,
    data: {
      date: a.date,
      updated: a.date,
      image: a.image,
      // Each SVG illustration has a JPEG twin for social previews.
      socialImage: a.image.replace(/\.svg$/, ".jpg"),
      related: [...a.related],
      fr: texts(a.slug, "fr"),
      ar: texts(a.slug, "ar"),
    },
  }));
}

/** The seed as SQL statements (dollar-quoted JSON), for the migration. */
export function articleSeedSql(): string[] {
  return seedArticles().map((a) => {
    const text = JSON.stringify(a.data);
    if (text.includes("$seed$")) throw new Error("seed text contains the quote tag");
    return `INSERT INTO "content_articles" ("id", "slug", "published", "data") VALUES ('${a.id}', '${a.slug}', true, $seed$${text}$seed$::jsonb) ON CONFLICT DO NOTHING;`;
  });
}
