import { Link } from "react-router";
import type { ArticleView } from "~/lib/catalog-types";
import type { Language } from "~/i18n/language";

/**
 * One article teaser: the blog grid (with image) and the related-article
 * cards (without), in the language of the page.
 */
export function ArticleCard({
  article,
  readMore,
  lang = "fr",
  headingLevel = "h2",
  withImage = true,
  eagerImage = false,
}: {
  article: Pick<
    ArticleView,
    "title" | "excerpt" | "date" | "dateText" | "image" | "imageAlt" | "link"
  >;
  readMore: string;
  lang?: Language;
  headingLevel?: "h2" | "h3";
  withImage?: boolean;
  eagerImage?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md dark:border-slate-700 dark:bg-slate-900">
      {withImage && (
        <img
          src={article.image}
          alt={article.imageAlt}
          width={1200}
          height={630}
          loading={eagerImage ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[40/21] w-full bg-slate-100 object-cover dark:bg-slate-800"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <time dateTime={article.date} className="text-sm text-slate-600 dark:text-slate-300">
          {article.dateText}
        </time>
        <Heading className="text-lg font-semibold leading-snug text-slate-900 dark:text-white">
          {article.title}
        </Heading>
        <p className="flex-1 text-slate-700 dark:text-slate-300">{article.excerpt}</p>
        <Link
          to={article.link}
          className="mt-2 font-semibold text-brand-600 underline-offset-2 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-blue-300"
        >
          {readMore}
          <span className="sr-only">
            {lang === "ar" ? ": " : "\u202F: "}
            {article.title}
          </span>
        </Link>
      </div>
    </article>
  );
}
