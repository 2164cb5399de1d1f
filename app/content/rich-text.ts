/**
 * A small Markdown subset for long French content (articles, legal pages),
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
 * French typography: a narrow no-break space before high punctuation and
 * inside guillemets, and in thousands and percentages, so that "ceci :" or
 * "200 000 DT" never break across lines.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ ([:;!?»%])/g, "\u202F$1")
    .replace(/« /g, "«\u202F")
    .replace(/(\d) (?=\d{3}\b)/g, "$1\u202F")
    .replace(/(\d) (DT|TND)\b/g, "$1\u00A0$2");
}

export function parseInline(source: string): Inline[] {
  const text = frenchSpacing(source);
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    if (match[1] !== undefined) out.push({ strong: match[1] });
    else out.push({ link: match[2]!, href: match[3]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** `Pourquoi choisir ?` → `pourquoi-choisir`, for heading anchors. */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());
}

export function parseRichText(source: string): Block[] {
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
      const text = frenchSpacing(first.slice(3));
      blocks.push({ type: "h2", text, id: slugify(first.slice(3)) });
    } else if (first.startsWith("### ")) {
      blocks.push({ type: "h3", text: frenchSpacing(first.slice(4)) });
    } else if (first.startsWith("- ")) {
      blocks.push({ type: "ul", items: lines.map((l) => parseInline(l.replace(/^- /, ""))) });
    } else if (/^\d+\. /.test(first)) {
      blocks.push({ type: "ol", items: lines.map((l) => parseInline(l.replace(/^\d+\. /, ""))) });
    } else if (first.startsWith("> ")) {
      blocks.push({
        type: "callout",
        content: parseInline(lines.map((l) => l.replace(/^> ?/, "")).join(" ")),
      });
    } else if (first.startsWith("|")) {
      const [head, , ...rows] = lines;
      blocks.push({
        type: "table",
        head: tableCells(head!).map(frenchSpacing),
        rows: rows.map((row) => tableCells(row).map(parseInline)),
      });
    } else {
      blocks.push({ type: "p", content: parseInline(lines.join(" ")) });
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
