import type { Route } from "./+types/blog";
import { ArticleCard } from "~/components/content/article-card";
import { Container } from "~/components/ui";
import { CONTENT_COPY } from "~/content/page-copy";
import { blogArticles } from "~/features/content/article-pages.server";
import { siteContent } from "~/features/content/store.server";
import { useLanguage } from "~/i18n";
import { db } from "~/lib/db.server";
import { blogJsonLd } from "~/content/structured-data.server";
import { breadcrumbJsonLd, metaContext, pageMeta } from "~/lib/seo.server";

export async function loader({ request }: Route.LoaderArgs) {
  const root = metaContext(request);
  const copy = CONTENT_COPY[root.lang];
  const articles = blogArticles(await siteContent(db()), root.lang);
  const meta = pageMeta(root, {
    title: copy.blogMetaTitle,
    description: copy.blogIntro,
    path: "/blog",
    jsonLd: [
      blogJsonLd(root, articles),
      breadcrumbJsonLd(root, [{ label: copy.blog, href: "/blog" }]),
    ],
  });
  const { blogTitle, blogIntro, readMore } = copy;
  return { articles, copy: { blogTitle, blogIntro, readMore }, meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Blog({ loaderData }: Route.ComponentProps) {
  const lang = useLanguage();
  const { copy } = loaderData;
  return (
    <div className="pb-16 pt-8 sm:pt-12">
      <Container>
        <header className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            {copy.blogTitle}
          </h1>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{copy.blogIntro}</p>
        </header>
        <div className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.articles.map((article, i) => (
            <ArticleCard
              key={article.slug}
              article={article}
              readMore={copy.readMore}
              lang={lang}
              eagerImage={i < 3}
            />
          ))}
        </div>
      </Container>
    </div>
  );
}
