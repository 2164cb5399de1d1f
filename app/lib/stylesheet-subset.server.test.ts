import { describe, expect, test } from "vitest";
import { classNames, inlineOwnStylesheet, subsetStylesheet } from "./stylesheet-subset.server";

const CSS =
  "/*! banner */@layer theme,base,utilities;" +
  "@layer theme{:root{--x:1}}" +
  "@layer utilities{.flex{display:flex}.grid{display:grid}" +
  ".hover\\:underline:hover{text-decoration:underline}" +
  ".dark\\:bg-black:where(.dark,.dark *){background:#000}" +
  ":where(.space-y-2>:not(:last-child)){margin:0}" +
  ".group-hover\\:block:is(:where(.group):hover *){display:block}" +
  "@media (width>=40rem){.sm\\:grid{display:grid}.sm\\:flex{display:flex}}" +
  ".\\[\\&\\:\\:marker\\]\\:hidden::marker{display:none}}" +
  '@property --tw-x{syntax:"*";inherits:false}' +
  "@keyframes spin{to{rotate:1turn}}" +
  ".a,.b{color:red}";

describe("subsetStylesheet", () => {
  const subset = (...names: string[]) => subsetStylesheet(CSS, new Set(names));

  test("keeps the rules of the classes present, drops the others, keeps what holds no class", () => {
    const css = subset("flex", "sm:grid");
    expect(css).toContain(".flex{display:flex}");
    expect(css).not.toContain(".grid{");
    expect(css).toContain("@media (width>=40rem){.sm\\:grid{display:grid}}");
    expect(css).not.toContain("sm\\:flex");
    for (const kept of ["/*! banner */", "@layer theme,base,utilities;", ":root{--x:1}"]) {
      expect(css).toContain(kept);
    }
    expect(css).toContain('@property --tw-x{syntax:"*";inherits:false}');
    expect(css).toContain("@keyframes spin{to{rotate:1turn}}");
  });

  test("variants, escaped names, the dark class the page's script sets, and :not()", () => {
    const css = subset("hover:underline", "dark:bg-black", "space-y-2", "[&::marker]:hidden");
    expect(css).toContain(".hover\\:underline:hover");
    expect(css).toContain(".dark\\:bg-black:where(.dark,.dark *)");
    expect(css).toContain(":where(.space-y-2>:not(:last-child))");
    expect(css).toContain(".\\[\\&\\:\\:marker\\]\\:hidden::marker");
    expect(css).not.toContain("group-hover");
    expect(subset("group-hover:block")).not.toContain("group-hover");
    expect(subset("group-hover:block", "group")).toContain("group-hover\\:block");
  });

  test("a selector list stays whole when one of its selectors can match", () => {
    expect(subset("b")).toContain(".a,.b{color:red}");
    expect(subset()).not.toContain(".a,.b");
    // An empty layer keeps its place in the layers' order.
    expect(subset()).toContain("@layer utilities{}");
  });
});

test("classNames reads every class attribute, entities decoded", () => {
  const html = '<p class="flex  sm:grid"></p><b class="[&amp;::marker]:hidden"></b>';
  expect([...classNames(html)].sort()).toEqual(["[&::marker]:hidden", "flex", "sm:grid"]);
});

test("only a page drawn as islands has its stylesheet cut", () => {
  const page = (scripts: string) =>
    `<html><head><style id="site-stylesheet">${CSS}</style></head><body class="flex">${scripts}</body></html>`;
  const island = inlineOwnStylesheet(
    page('<script type="module" data-islands="bootstrap"></script>'),
  );
  expect(island).toContain(".flex{display:flex}");
  expect(island).not.toContain(".grid{display:grid}");
  const router = page('<script type="module"></script>');
  expect(inlineOwnStylesheet(router)).toBe(router);
});
