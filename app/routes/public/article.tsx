import { data, redirect } from "react-router";
import type { Route } from "./+types/article";
import { ArticleTemplate } from "~/components/content/article-template";
import { useSite } from "~/components/layout/use-site";
import { parseRichText, wordCount } from "~/content/rich-text";
import { articleCards, articleView, findArticle } from "~/features/content/article-pages.server";
import { siteContent } from "~/features/content/store.server";
import { db } from "~/lib/db.server";
import { articleJsonLd } from "~/content/structured-data.server";
import { CONTENT_COPY } from "~/content/page-copy";
import { PAGE_CHROME } from "~/content/page-chrome";
import { breadcrumbJsonLd, metaContext, pageMeta } from "~/lib/seo.server";

import { notFoundMeta } from "~/components/layout/not-found-meta";

export { NotFoundBoundary as ErrorBoundary } from "~/components/layout/not-found-boundary";

/**
 * Average silent reading speed in words per minute: French words are
 * shorter and more numerous than Arabic ones for the same text.
 */
const WORDS_PER_MINUTE = { fr: 220, ar: 180 } as const;

export async function loader({ params, request }: Route.LoaderArgs) {
  const root = metaContext(request);
  const { lang } = root;
  const content = await siteContent(db());
  const found = findArticle(content, params.slug);
  // A former address moves permanently; a deleted article is gone for good (410).
  if (found.status === "moved") throw redirect(`${found.path}${new URL(request.url).search}`, 301);
  if (found.status !== "live") throw data(null, { status: found.status === "gone" ? 410 : 404 });
  const { record } = found;
  const body = record.data[lang].body;
  const words = wordCount(body);
  const {
    byline: _byline,
    lastUpdate: _lastUpdate,
    contents: _contents,
    ...chrome
  } = PAGE_CHROME[lang];
  const { blog, breadcrumbLabel } = CONTENT_COPY[lang];
  const article = articleView(record, lang);
  const meta = pageMeta(root, {
    title: article.title,
    description: article.excerpt,
    path: article.link,
    image: article.socialImage,
    type: "article",
    extra: [
      { property: "article:published_time", content: article.date },
      { property: "article:modified_time", content: article.updated },
      { property: "article:author", content: root.site.name },
      { property: "article:section", content: blog },
      ...article.keywords.map((tag) => ({ property: "article:tag", content: tag })),
      { name: "keywords", content: article.keywords.join(", ") },
    ],
    jsonLd: [
      articleJsonLd(root.site, article, words, root.lang),
      breadcrumbJsonLd(root, [
        { label: blog, href: "/blog" },
        { label: article.title, href: article.link },
      ]),
    ],
  });
  return {
    chrome,
    copy: { blog, breadcrumbLabel },
    article,
    blocks: parseRichText(body, lang),
    readingMinutes: Math.ceil(words / WORDS_PER_MINUTE[lang]),
    related: articleCards(content, record.data.related, lang),
    meta,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  loaderData?.meta ?? notFoundMeta(matches, error);

export default function Article({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return <ArticleTemplate {...loaderData} brand={site.name} />;
}
