import type { Language } from "~/i18n/language";
import { frenchSpacing } from "~/i18n/typography";

const NAMES: Record<Language, string> = { fr: "français", ar: "arabe" };

/**
 * The language the customer used on the site (their mails are written in
 * it): a small « FR » or « AR » tag, read out in full by screen readers.
 */
export function LanguageBadge({ lang }: { lang: Language }) {
  return (
    <span
      data-language={lang}
      title={frenchSpacing(`Langue du client : ${NAMES[lang]}`)}
      className="ms-1.5 inline-flex items-center rounded px-1.5 py-px align-middle text-[0.7rem] font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset dark:text-slate-200 dark:ring-slate-600"
    >
      <span aria-hidden="true">{lang.toUpperCase()}</span>
      <span className="sr-only">{frenchSpacing(`Langue du client : ${NAMES[lang]}`)}</span>
    </span>
  );
}

/** The same as a detail fact: « arabe » with its tag. */
export function languageFact(lang: Language): [string, React.ReactNode] {
  return [
    "Langue du client",
    <span key="lang">
      {NAMES[lang]}
      <LanguageBadge lang={lang} />
    </span>,
  ];
}
