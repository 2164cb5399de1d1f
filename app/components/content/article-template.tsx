import { Titled } from "~/components/ui/titled";
import { ButtonLink, Container } from "~/components/ui";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import type { ArticleView } from "~/lib/catalog-types";
import type { PageChrome } from "~/content/page-chrome";
import type { ContentCopy } from "~/content/page-copy";
import type { Block } from "~/content/rich-text";
import { fill, useLanguage } from "~/i18n";
import { countOf } from "~/i18n/durations";
import { RelatedArticlesWhenNear } from "./related-articles-when-near";
import { RichText } from "./rich-text";

export type ArticleChrome = Omit<PageChrome, "byline" | "lastUpdate" | "contents">;

/**
 * The one template of the five blog guides:
 * breadcrumb, date, author line, image, body, call-to-action and two related
 * cards, in the page's language (French or Arabic, whose `<html lang dir>`
 * the page inherits).
 */
export function ArticleTemplate({
  article,
  blocks,
  readingMinutes,
  related,
  brand,
  chrome: copy,
  copy: { blog, breadcrumbLabel },
}: {
  article: ArticleView;
  blocks: Block[];
  readingMinutes: number;
  related: ArticleView[];
  brand: string;
  chrome: ArticleChrome;
  copy: Pick<ContentCopy, "blog" | "breadcrumbLabel">;
}) {
  const lang = useLanguage();
  return (
    <div className="pb-16 pt-8 sm:pt-12">
      <Container width="text">
        <Breadcrumb
          label={breadcrumbLabel}
          items={[{ label: blog, href: "/blog" }, { label: article.title }]}
        />
        <article className="mt-6">
          <header>
            <h1 className="text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl dark:text-white">
              {article.title}
            </h1>
            <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
              <span>
                {copy.publishedOn} <time dateTime={article.date}>{article.dateText}</time>
              </span>
              <span aria-hidden>·</span>
              <span>{fill(article.author, { brand })}</span>
              <span aria-hidden>·</span>
              <span>
                {fill(copy.readingTime, {
                  minutes: readingMinutes,
                  duration: countOf(lang, readingMinutes, "minute"),
                })}
              </span>
            </p>
          </header>
          <img
            src={article.image}
            alt={article.imageAlt}
            width={1200}
            height={630}
            fetchPriority="high"
            className="mt-8 aspect-[40/21] w-full rounded-xl bg-slate-100 object-cover dark:bg-slate-800"
          />
          <RichText blocks={blocks} />
          <Titled
            as="aside"
            id="article-cta"
            className="mt-12 rounded-2xl bg-brand-700 p-6 text-white sm:p-8 dark:bg-slate-800"
            headingClassName="text-2xl font-bold"
            title={copy.ctaTitle}
          >
            <p className="mt-3 text-brand-50 dark:text-slate-200">{copy.ctaText}</p>
            <ButtonLink to="/#contact" variant="onDark" size="lg" className="mt-6">
              {copy.ctaButton}
            </ButtonLink>
          </Titled>
        </article>
        <RelatedArticlesWhenNear
          title={copy.relatedArticles}
          readMore={copy.readArticle}
          articles={related}
          lang={lang}
        />
      </Container>
    </div>
  );
}
