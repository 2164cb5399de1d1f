import type { ArticleView } from "~/lib/catalog-types";
import type { Language } from "~/i18n/language";
import { ArticleCard } from "./article-card";

/** The related guides at the foot of a product page or of a guide: a heading and two cards. */
export function RelatedArticles({
  title,
  readMore,
  articles,
  lang,
}: {
  title: string;
  readMore: string;
  articles: ArticleView[];
  lang: Language;
}) {
  return (
    <section aria-labelledby="related-articles" className="mt-16">
      <h2
        id="related-articles"
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
      >
        {title}
      </h2>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {articles.map((article) => (
          <ArticleCard
            key={article.slug}
            article={article}
            readMore={readMore}
            lang={lang}
            headingLevel="h3"
            withImage={false}
          />
        ))}
      </div>
    </section>
  );
}
