import { Link } from "react-router";
import type { Block, Inline } from "~/content/rich-text";
import { BidiText } from "~/components/ui/bidi-text";

const LINK_CLASS =
  "font-medium text-brand-600 underline underline-offset-2 hover:text-brand-700 dark:text-blue-300 dark:hover:text-blue-200";

function InlineContent({ content }: { content: Inline[] }) {
  return content.map((part, i) => {
    if (typeof part === "string") return <BidiText key={i}>{part}</BidiText>;
    if ("strong" in part)
      return (
        <strong key={i} className="font-semibold text-slate-900 dark:text-white">
          <BidiText>{part.strong}</BidiText>
        </strong>
      );
    return part.href.startsWith("/") ? (
      <Link key={i} to={part.href} className={LINK_CLASS}>
        <BidiText>{part.link}</BidiText>
      </Link>
    ) : (
      <a key={i} href={part.href} className={LINK_CLASS} rel="noopener noreferrer">
        <BidiText>{part.link}</BidiText>
      </a>
    );
  });
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "h2":
      return (
        <h2
          id={block.id}
          className="mt-10 scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          <BidiText>{block.text}</BidiText>
        </h2>
      );
    case "h3":
      return (
        <h3 className="mt-6 text-xl font-semibold text-slate-900 dark:text-white">
          <BidiText>{block.text}</BidiText>
        </h3>
      );
    case "p":
      return (
        <p className="mt-4">
          <InlineContent content={block.content} />
        </p>
      );
    case "ul":
    case "ol": {
      const List = block.type;
      return (
        <List
          className={`mt-4 space-y-2 ps-6 ${block.type === "ul" ? "list-disc" : "list-decimal"} marker:text-brand-600 dark:marker:text-blue-300`}
        >
          {block.items.map((item, i) => (
            <li key={i}>
              <InlineContent content={item} />
            </li>
          ))}
        </List>
      );
    }
    case "callout":
      return (
        <p className="mt-6 rounded-lg border-s-4 border-brand-600 bg-brand-50 p-4 text-slate-800 dark:border-blue-300 dark:bg-slate-900 dark:text-slate-200">
          <InlineContent content={block.content} />
        </p>
      );
    case "table":
      return (
        <div
          className="mt-6 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={block.head.join(", ")}
        >
          <table className="w-full border-collapse text-start text-sm">
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th
                    key={cell}
                    scope="col"
                    className="border-b-2 border-slate-300 px-3 py-2 text-start font-semibold text-slate-900 dark:border-slate-600 dark:text-white"
                  >
                    <BidiText>{cell}</BidiText>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r} className="border-b border-slate-200 dark:border-slate-700">
                  {row.map((cell, c) => (
                    <td key={c} className="px-3 py-2 align-top">
                      <InlineContent content={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** The blocks cut before each section title: the parts a long text is laid out by. */
export function partsOf(blocks: Block[]): Block[][] {
  const parts: Block[][] = [];
  for (const block of blocks) {
    const current = parts.at(-1);
    if (!current || block.type === "h2") parts.push([block]);
    else current.push(block);
  }
  return parts;
}

/**
 * Renders parsed long-form content (articles, legal pages) with the site's
 * typography; Latin runs inside Arabic text are isolated (BidiText). Each
 * section is laid out only when it comes near the screen (render-when-near):
 * on a phone the first layout, and the second one when the Arabic font
 * arrives, then cover the first screen instead of the whole text.
 *
 * `opensPage`: the text's first part is on the first screen, so it is laid
 * out with it. Kept out of layout, it is first painted at its estimated
 * height and then shrinks, moving what follows it on the screen (the legal
 * pages' table of contents: a layout shift of 0.22 on a phone).
 */
export function RichText({ blocks, opensPage = false }: { blocks: Block[]; opensPage?: boolean }) {
  return (
    <div className="text-base leading-7 text-slate-700 sm:text-lg sm:leading-8 dark:text-slate-300">
      {partsOf(blocks).map((part, p) => (
        <div key={p} className={opensPage && p === 0 ? undefined : "render-when-near"}>
          {part.map((block, i) => (
            <BlockView key={i} block={block} />
          ))}
        </div>
      ))}
    </div>
  );
}
