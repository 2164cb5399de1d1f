/**
 * Typography of the copy, applied in one place instead of characters placed
 * by hand in hundreds of strings.
 *
 * French: a narrow no-break space (U+202F) before « : ; ! ? % » and inside
 * guillemets, a narrow no-break space between thousands, and a no-break space
 * between an amount and its currency, so "Pourquoi ?" or "200 000 DT" never
 * break across lines.
 */

/**
 * French strings the specification quotes character for character: they keep
 * their ordinary spaces (tests compare them byte for byte).
 */
export const QUOTED_VERBATIM: ReadonlySet<string> = new Set([
  "Commande enregistrée !",
  "Demande envoyée !",
  "Rendez-vous confirmé !",
]);

export function frenchSpacing(text: string): string {
  if (QUOTED_VERBATIM.has(text)) return text;
  return text
    .replace(/ ([:;!?»%])/g, "\u202F$1")
    .replace(/« /g, "«\u202F")
    .replace(/(\d) (?=\d{3}\b)/g, "$1\u202F")
    .replace(/(\d) (DT|TND)\b/g, "$1\u00A0$2");
}

/** A quotation in guillemets: «\u202F…\u202F» in French, «…» without inner spaces in Arabic. */
export function inGuillemets(text: string, lang: "fr" | "ar"): string {
  return lang === "fr" ? frenchSpacing(`« ${text} »`) : `«${text}»`;
}

type Typeset<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Typeset<U>[]
    : { [K in keyof T]: Typeset<T[K]> };

/** Applies `frenchSpacing` to every string of a dictionary-like object. */
export function typesetFrench<T>(value: T): Typeset<T> {
  if (typeof value === "string") return frenchSpacing(value) as Typeset<T>;
  if (Array.isArray(value)) return value.map((v: unknown) => typesetFrench(v)) as Typeset<T>;
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, typesetFrench(v)]),
    ) as Typeset<T>;
  return value as Typeset<T>;
}

/**
 * Runs of Latin letters, digits and the signs that travel with them
 * («159 DT», «A+», «PageSpeed 95+», «+216 00 000 000», «24/7», «99,9 %»).
 * Inside right-to-left text the Unicode bidi algorithm moves their leading or
 * trailing neutral signs (+, %, spaces) to the wrong end; isolating each run
 * left to right keeps it as written.
 */
const LATIN_RUN =
  /[+\-(]*[A-Za-z0-9][A-Za-z0-9.,:/+\-%()@\u00A0\u202F ]*[A-Za-z0-9+%)]|[A-Za-z0-9]/g;

export type BidiPart = { text: string; ltr: boolean };

/** Splits Arabic text into Arabic parts and left-to-right runs. */
export function splitLatinRuns(text: string): BidiPart[] {
  const parts: BidiPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), ltr: false });
    parts.push({ text: match[0], ltr: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), ltr: false });
  return parts;
}
