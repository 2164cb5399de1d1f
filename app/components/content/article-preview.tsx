import { useDeferredValue, useMemo } from "react";
import { parseRichText } from "~/content/rich-text";
import type { Language } from "~/i18n/language";
import { RichText } from "./rich-text";

/**
 * The back office's live preview of an article in one language: the body
 * parsed and drawn by the public page's own parser and renderer, in the
 * browser, as the administrator types (deferred, so typing stays smooth).
 */
export function ArticlePreview({
  lang,
  title,
  excerpt,
  body,
  image,
  imageAlt,
}: {
  lang: Language;
  title: string;
  excerpt: string;
  body: string;
  image: string;
  imageAlt: string;
}) {
  const deferredBody = useDeferredValue(body);
  const blocks = useMemo(() => parseRichText(deferredBody, lang), [deferredBody, lang]);
  return (
    <div
      lang={lang}
      dir={lang === "ar" ? "rtl" : "ltr"}
      data-testid={`preview-${lang}`}
      className="rounded-xl border border-slate-200 bg-white p-5 text-slate-800 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200"
    >
      <h3 className="text-2xl font-bold leading-tight text-slate-900 dark:text-white">
        {title || "…"}
      </h3>
      {excerpt && <p className="mt-2 text-slate-600 dark:text-slate-300">{excerpt}</p>}
      {image && (
        <img
          src={image}
          alt={imageAlt}
          width={1200}
          height={630}
          className="mt-4 aspect-[40/21] w-full rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
        />
      )}
      <RichText blocks={blocks} />
    </div>
  );
}
