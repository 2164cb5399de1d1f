import { plainText } from "../../app/content/rich-text";

/** Internal link targets of rich text, without their `?lang=` query. */
export function internalLinks(source: string): string[] {
  return [...source.matchAll(/\]\((\/[^)\s#?]*)/g)].map((m) => m[1]!);
}

/**
 * The figures of a text (numbers with their decimal comma), for FR/AR
 * comparison. Two French habits have no figure-for-figure Arabic equivalent:
 * «7 jours sur 7» (Arabic: طوال أيام الأسبوع) and two-digit years in law
 * numbers («loi n° 94-36», Arabic: القانون عدد 36 لسنة 1994).
 */
export function figures(source: string): string[] {
  const all = plainText(source)
    .replace(/7 jours sur 7/g, "")
    .replace(/n° (9\d)-(\d+)/g, "n° 19$1-$2")
    .replace(/(\d)[ \u202F](?=\d{3}\b)/g, "$1")
    .match(/\d+(?:,\d+)?/g);
  return [...new Set(all)].sort();
}
