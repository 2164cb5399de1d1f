import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { parseRichText } from "~/content/rich-text";
import { RichText } from "./rich-text";

/** Server markup of a text, inside a router whose root data carries the page language. */
function render(source: string, lang: "fr" | "ar" = "fr", opensPage = false): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => <RichText blocks={parseRichText(source)} opensPage={opensPage} />,
    },
  ]);
  return renderToStaticMarkup(<Stub hydrationData={{ loaderData: { root: { lang } } }} />);
}

describe("RichText", () => {
  test.each(["fr", "ar"] as const)("shows markup in content as text (%s)", (lang) => {
    const html = render(
      '## Titre <img src=x onerror=alert(1)>\n\nUn <script>alert(1)</script> et **<b onclick="x">gras</b>**.\n\n| <i>a</i> |\n|---|\n| <svg onload=alert(1)> |',
      lang,
    );
    expect(html).not.toMatch(/<(script|img|svg|b|i)[\s>]/);
    // Shown as written (Arabic pages isolate Latin runs in <bdi>, so compare the text).
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toContain("Un &lt;script&gt;alert(1)&lt;/script&gt; et");
    expect(text).toContain("Titre &lt;img src=x onerror=alert(1)&gt;");
  });

  test("links only to pages, anchors, the web, mail and phone; other schemes stay text", () => {
    const html = render(
      "[guide](/blog) [haut](#top) [site](https://example.com) [mail](mailto:a@b.tn) " +
        "[piège](javascript:alert(1)) [data](data:text/html,x) [ailleurs](//evil.example)",
    );
    expect(html).toContain('href="/blog"');
    expect(html).toContain('href="#top"');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('href="mailto:a@b.tn"');
    expect(html).not.toMatch(/href="(javascript|data|\/\/)/i);
    expect(html).toContain("[piège](javascript:alert(1))");
  });

  test("is laid out by parts: what comes before the first section title, then each section", () => {
    const html = render("Intro.\n\n## Un\n\nPremier.\n\n- a\n- b\n\n## Deux\n\nSecond.");
    const parts = html.split('<div class="render-when-near">').slice(1);
    expect(parts).toHaveLength(3);
    expect(parts[0]).toMatch(/^<p[^>]*>Intro\.<\/p><\/div>/);
    expect(parts[1]).toMatch(/^<h2[^>]*>Un<\/h2><p[^>]*>Premier\.<\/p><ul/);
    expect(parts[2]).toMatch(/^<h2[^>]*>Deux<\/h2><p[^>]*>Second\.<\/p><\/div>/);
  });

  test("a text that opens the page lays its first part out with the first screen", () => {
    const html = render("Intro.\n\n## Un\n\nPremier.", "fr", true);
    expect(html.split('class="render-when-near"')).toHaveLength(2);
    expect(html).toMatch(
      /^<div[^>]*><div><p[^>]*>Intro\.<\/p><\/div><div class="render-when-near"><h2/,
    );
  });
});
