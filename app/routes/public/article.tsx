import { data } from "react-router";
import type { Route } from "./+types/article";
import { ArticleTemplate } from "~/components/content/article-template";
import { useSite } from "~/components/layout/use-site";
import { ARTICLE_BODIES } from "~/content/article-bodies.server";
import { articleBySlug, relatedArticles } from "~/content/articles";
import { parseRichText, wordCount } from "~/content/rich-text";
import { articleJsonLd } from "~/content/structured-data";
import { breadcrumbJsonLd, pageMeta, rootData } from "~/lib/seo";

/** Average silent reading speed in French, words per minute. */
const WORDS_PER_MINUTE = 220;

export function loader({ params }: Route.LoaderArgs) {
  const article = articleBySlug(params.slug);
  const body = article && ARTICLE_BODIES[article.slug];
  if (!article || !body) throw data(null, { status: 404 });
  const words = wordCount(body);
  return {
    article,
    blocks: parseRichText(body),
    words,
    readingMinutes: Math.ceil(words / WORDS_PER_MINUTE),
    related: relatedArticles(article),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "Page introuvable" }];
  const root = rootData(matches);
  const { article, words } = loaderData;
  return pageMeta(root, {
    title: article.title,
    description: article.excerpt,
    path: article.link,
    image: article.image.replace(/\.svg$/, ".jpg"),
    type: "article",
    extra: [
      { property: "article:published_time", content: article.date },
      { property: "article:modified_time", content: article.date },
      { property: "article:author", content: root.site.name },
      { property: "article:section", content: "Blog" },
      ...article.keywords.map((tag) => ({ property: "article:tag", content: tag })),
      { name: "keywords", content: article.keywords.join(", ") },
    ],
    jsonLd: [
      articleJsonLd(root.site, article, words),
      breadcrumbJsonLd(root.site, [
        { label: "Blog", href: "/blog" },
        { label: article.title, href: article.link },
      ]),
    ],
  });
};

export default function Article({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return <ArticleTemplate {...loaderData} brand={site.name} />;
}
