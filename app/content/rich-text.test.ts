import { describe, expect, test } from "vitest";
import { parseInline, parseRichText, slugify, wordCount } from "./rich-text";

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
