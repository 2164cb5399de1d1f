import type { Route } from "./+types/blog";
import { ArticleCard } from "~/components/content/article-card";
import { Container } from "~/components/ui";
import { CONTENT_COPY } from "~/content/page-copy";
import { blogArticles } from "~/features/content/article-pages.server";
import { siteContent } from "~/features/content/store.server";
import { useLanguage } from "~/i18n";
import { languageFromRequest } from "~/i18n/language";
import { db } from "~/lib/db.server";
import { breadcrumbJsonLd, pageMeta, rootData } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const { blog, blogTitle, blogMetaTitle, blogIntro, readMore } = CONTENT_COPY[lang];
  return {
    articles: blogArticles(await siteContent(db()), lang),
    copy: { blog, blogTitle, blogMetaTitle, blogIntro, readMore },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  // A failed loader leaves the page to the root error boundary, which has its own title.
  if (!loaderData) return [];
  const root = rootData(matches);
  const { copy } = loaderData;
  const query = root.lang === "ar" ? "?lang=ar" : "";
  return pageMeta(root, {
    title: copy.blogMetaTitle,
    description: copy.blogIntro,
    path: "/blog",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: `${root.site.name} — Blog`,
        url: `${root.site.url}/blog${query}`,
        inLanguage: root.lang === "ar" ? "ar-TN" : "fr-TN",
        blogPost: loaderData.articles.map((a) => ({
          "@type": "BlogPosting",
          headline: a.title,
          url: `${root.site.url}${a.link}${query}`,
          datePublished: a.date,
        })),
      },
      breadcrumbJsonLd(root.site, [{ label: copy.blog, href: "/blog" }]),
    ],
  });
};

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
