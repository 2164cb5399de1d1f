import { QUOTED_VERBATIM } from "../../app/i18n/typography";

/** An ordinary space before « : ; ! ? % » or inside guillemets: what French typography forbids. */
const SLIP = /\S {1,}[:;!?%»]|« /g;

/**
 * The places where a French text breaks the typography rule, each with a
 * little context; the strings the specification quotes verbatim (and only
 * those, whole) are allowed.
 */
export function frenchTypographySlips(text: string): string[] {
  let rest = text;
  for (const quoted of QUOTED_VERBATIM) rest = rest.replaceAll(quoted, "");
  return [...rest.matchAll(SLIP)].map((m) =>
    rest.slice(Math.max(0, m.index - 40), m.index + m[0].length + 10).replace(/\s+/g, " "),
  );
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00A0",
};
const decode = (text: string) =>
  text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (all, name: string) =>
    name.startsWith("#x") || name.startsWith("#X")
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith("#")
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? all),
  );

/**
 * What a reader, a search engine or a social preview reads of an HTML page or
 * a mail: text nodes, the attributes people and crawlers read (alt, title,
 * aria-label, placeholder, meta content) and the JSON-LD; never code, styles
 * or what a form's text area holds.
 */
export function readableText(html: string): string {
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((m) => m[1]!)
    .join("\n");
  const attributes = [
    ...html.matchAll(/\s(?:alt|title|aria-label|placeholder|content)="([^"]*)"/g),
  ].map((m) => m[1]!);
  const body = html
    // A text area holds what a person typed, as typed: not the page's text.
    .replace(/<(script|style|textarea)\b[\s\S]*?<\/\1>/g, "\n")
    .replace(/<[^>]+>/g, "\n");
  return decode([body, ...attributes, jsonLd].join("\n"));
}
