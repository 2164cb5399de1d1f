import { frenchSpacing } from "~/i18n/typography";
import type { Language } from "~/i18n/language";

/**
 * A small Markdown subset for long content (articles, legal pages) in French
 * and Arabic,
 * parsed on the server into plain data that one React component renders.
 * Chosen over MDX so content stays data and no HTML string is ever injected.
 *
 * Blocks: `## ` and `### ` headings, paragraphs, `- ` and `1. ` lists,
 * `> ` callouts and pipe tables (first row is the header).
 * Inline: `**bold**` and `[label](/path)`.
 */
export type Inline = string | { strong: string } | { link: string; href: string };

export type Block =
  | { type: "h2"; text: string; id: string }
  | { type: "h3"; text: string }
  | { type: "p"; content: Inline[] }
  | { type: "ul" | "ol"; items: Inline[][] }
  | { type: "callout"; content: Inline[] }
  | { type: "table"; head: string[]; rows: Inline[][][] };

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * Link targets a text may carry: a path on this site, an anchor, the web,
 * mail and phone. Anything else (`javascript:`, `data:`, a protocol-relative
 * `//host`) stays text.
 */
const SAFE_HREF = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;

/**
 * The href a link written `target` gets, or null when it must stay text.
 * Browsers read `\` as `/` in web addresses (`/\evil.example` opens
 * evil.example), so backslashes become slashes before the check and in the
 * href, and a control character refuses the link.
 */
export function safeHref(target: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(target)) return null;
  const href = target.replaceAll("\\", "/");
  return SAFE_HREF.test(href) ? href : null;
}

/** French text gets French spacing; Arabic text is kept as written. */
function typeset(text: string, lang: Language): string {
  return lang === "fr" ? frenchSpacing(text) : text;
}

export function parseInline(source: string, lang: Language = "fr"): Inline[] {
  const text = typeset(source, lang);
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    if (match[1] !== undefined) out.push({ strong: match[1] });
    else {
      const href = safeHref(match[3]!);
      out.push(href === null ? match[0] : { link: match[2]!, href });
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/**
 * `Pourquoi choisir ?` → `pourquoi-choisir`, for heading anchors; Arabic
 * letters are kept (`ما هي الفاتورة؟` → `ما-هي-الفاتورة`).
 */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f\u064B-\u065F\u0670]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\u0621-\u064A]+/g, "-")
    .replace(/^-|-$/g, "");
}

function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());
}

export function parseRichText(source: string, lang: Language = "fr"): Block[] {
  const inline = (text: string) => parseInline(text, lang);
  const blocks: Block[] = [];
  // Blocks are separated by blank lines; a block's kind is read from its first line.
  const chunks = source
    .trim()
    .split(/\n\s*\n/)
    .map((chunk) =>
      chunk
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);

  for (const lines of chunks) {
    const first = lines[0]!;
    if (first.startsWith("## ")) {
      const text = typeset(first.slice(3), lang);
      blocks.push({ type: "h2", text, id: slugify(first.slice(3)) });
    } else if (first.startsWith("### ")) {
      blocks.push({ type: "h3", text: typeset(first.slice(4), lang) });
    } else if (first.startsWith("- ")) {
      blocks.push({ type: "ul", items: lines.map((l) => inline(l.replace(/^- /, ""))) });
    } else if (/^\d+\. /.test(first)) {
      blocks.push({ type: "ol", items: lines.map((l) => inline(l.replace(/^\d+\. /, ""))) });
    } else if (first.startsWith("> ")) {
      blocks.push({
        type: "callout",
        content: inline(lines.map((l) => l.replace(/^> ?/, "")).join(" ")),
      });
    } else if (first.startsWith("|")) {
      const [head, , ...rows] = lines;
      blocks.push({
        type: "table",
        head: tableCells(head!).map((cell) => typeset(cell, lang)),
        rows: rows.map((row) => tableCells(row).map(inline)),
      });
    } else {
      blocks.push({ type: "p", content: inline(lines.join(" ")) });
    }
  }
  return blocks;
}

/** Plain text of the source, for word counts and feed descriptions. */
export function plainText(source: string): string {
  return source
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/\*\*|^#+ |^- |^> |^\d+\. |\|/gm, " ")
    .replace(/-{3,}/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function wordCount(source: string): number {
  return plainText(source)
    .split(" ")
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
