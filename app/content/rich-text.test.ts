import { describe, expect, test } from "vitest";
import { parseInline, parseRichText, safeHref, slugify, wordCount } from "./rich-text";

describe("parseRichText", () => {
  test("reads headings, paragraphs, lists, callouts and tables", () => {
    const blocks = parseRichText(`
## Qui est concerné ?

Un paragraphe
sur deux lignes avec **du gras** et [un lien](/blog).

- premier
- second

1. un
2. deux

> **À retenir :** important

| Classe | Part |
|---|---|
| A | 20 % |
`);
    expect(blocks.map((b) => b.type)).toEqual(["h2", "p", "ul", "ol", "callout", "table"]);
    expect(blocks[0]).toEqual({
      type: "h2",
      text: "Qui est concerné\u202F?",
      id: "qui-est-concerne",
    });
    expect(blocks[1]).toEqual({
      type: "p",
      content: [
        "Un paragraphe sur deux lignes avec ",
        { strong: "du gras" },
        " et ",
        { link: "un lien", href: "/blog" },
        ".",
      ],
    });
    expect(blocks[2]).toEqual({ type: "ul", items: [["premier"], ["second"]] });
    expect(blocks[5]).toEqual({
      type: "table",
      head: ["Classe", "Part"],
      rows: [[["A"], ["20\u202F%"]]],
    });
  });

  test("keeps unmatched markup as text", () => {
    expect(parseInline("a ** b [c](")).toEqual(["a ** b [c]("]);
  });
});

test("Arabic text is kept as written and its headings get Arabic anchors", () => {
  const [heading, paragraph] = parseRichText("## ما هي الفاتورة؟\n\nنسبة 60% : نعم", "ar");
  expect(heading).toEqual({ type: "h2", text: "ما هي الفاتورة؟", id: "ما-هي-الفاتورة" });
  expect(paragraph).toEqual({ type: "p", content: ["نسبة 60% : نعم"] });
});

test("slugify and wordCount", () => {
  expect(slugify("Étape 1 : partir de vos processus")).toBe("etape-1-partir-de-vos-processus");
  expect(wordCount("## Titre\n\n- un **deux** [trois](/x)\n\n| a | b |\n|---|---|")).toBe(6);
});

describe("safeHref", () => {
  test.each([
    ["/blog", "/blog"],
    ["/blog/facture#tva", "/blog/facture#tva"],
    ["#top", "#top"],
    ["https://example.com/a", "https://example.com/a"],
    ["mailto:contact@example.tn", "mailto:contact@example.tn"],
    ["tel:+21671000000", "tel:+21671000000"],
    // A backslash is a slash to a browser: the href carries what was checked.
    ["/docs\\guide", "/docs/guide"],
  ])("keeps %s as %s", (target, href) => {
    expect(safeHref(target)).toBe(href);
  });

  test.each([
    "//evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "///evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "\u0001//evil.example",
    "/\u0000/evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,x",
    "vbscript:x",
    "evil.example",
    "http:evil.example",
  ])("refuses %j", (target) => {
    expect(safeHref(target)).toBeNull();
  });

  test("a hostile link in an article stays text", () => {
    const inline = parseInline("[ici](/\\evil.example) et [là](/\\/evil.example)");
    expect(inline.every((part) => typeof part === "string")).toBe(true);
    expect(inline.join("")).toBe("[ici](/\\evil.example) et [là](/\\/evil.example)");
  });
});
