import { useLanguage } from "~/i18n";
import { splitLatinRuns } from "~/i18n/typography";

/**
 * Text that may mix Arabic with Latin words and figures («159 DT», «A+»,
 * «PageSpeed 95+»). On Arabic pages each Latin run is isolated left to right
 * so its signs stay where they were written; on French pages the text is
 * returned as is.
 */
export function BidiText({ children }: { children: string }) {
  const lang = useLanguage();
  if (lang !== "ar") return children;
  return splitLatinRuns(children).map((part, i) =>
    part.ltr ? (
      <bdi key={i} dir="ltr">
        {part.text}
      </bdi>
    ) : (
      part.text
    ),
  );
}
