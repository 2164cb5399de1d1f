import { Titled } from "~/components/ui/titled";
import { Container } from "~/components/ui";
import type { PageChrome } from "~/content/page-chrome";
import type { LegalPageData } from "~/content/legal/types";
import { fill } from "~/i18n";
import { RichText } from "./rich-text";

/**
 * The one template of the three legal pages: title, last update, a table of
 * contents and numbered sections, in the page's language (the Arabic
 * translations open with a note that the French text prevails).
 */
export function LegalTemplate({
  page,
  copy,
}: {
  page: LegalPageData;
  copy: Pick<PageChrome, "lastUpdate" | "contents">;
}) {
  return (
    <div className="pb-16 pt-8 sm:pt-12">
      <Container width="text">
        <h1 className="headline">{page.title}</h1>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          {fill(copy.lastUpdate, { date: page.updated })}
        </p>
        <RichText blocks={page.intro} opensPage />
        <Titled
          as="nav"
          id="legal-toc"
          className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-700 dark:bg-slate-900"
          headingClassName="font-semibold text-slate-900 dark:text-white"
          title={copy.contents}
        >
          <ol className="mt-3 list-decimal space-y-1 ps-6 text-slate-700 dark:text-slate-300">
            {page.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-brand-600 underline-offset-2 hover:underline dark:text-blue-300"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </Titled>
        {page.sections.map((section, i) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2
              id={section.id}
              className="mt-12 scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
            >
              {i + 1}. {section.title}
            </h2>
            <RichText blocks={section.blocks} />
          </section>
        ))}
      </Container>
    </div>
  );
}
