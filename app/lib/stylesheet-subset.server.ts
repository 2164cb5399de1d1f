/**
 * A page drawn as islands carries, inline, only the rules of its stylesheet
 * that its own HTML can use (decision 0084): the whole public stylesheet
 * (every public page's classes, 56 KiB) was a third of the home page. The
 * whole sheet comes as a file once the page has painted, before the islands
 * wake (app/islands/scripts.tsx), for what they draw later (the cookie
 * banner, an open menu, a dialog, an answer). A visitor without JavaScript
 * sees only what the server drew, which the subset covers.
 */

interface Rule {
  prelude: string;
  /** A style rule's declarations, or an at-rule's nested rules (null: a statement such as `@import`). */
  body: string | Rule[] | null;
  /**
   * A style rule's selectors, each as the classes it needs present (read once
   * per stylesheet: each page drawn then only looks them up).
   */
  needs?: string[][];
}

/** Classes that the page's inline script may put on the document before any style applies. */
const SET_BY_SCRIPT = new Set(["dark"]);

/** Where the block that opens at `open` closes (strings and brackets inside respected). */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const ch = css[i];
    if (ch === '"' || ch === "'") {
      i = css.indexOf(ch, i + 1);
      if (i < 0) break;
    } else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) return i;
  }
  return css.length;
}

/** Minified CSS as rules (at-rules that hold rules are parsed into them). */
function parse(css: string): Rule[] {
  const rules: Rule[] = [];
  let i = 0;
  while (i < css.length) {
    if (css.startsWith("/*", i)) {
      const end = css.indexOf("*/", i) + 2 || css.length;
      rules.push({ prelude: css.slice(i, end), body: null });
      i = end;
      continue;
    }
    const brace = css.indexOf("{", i);
    const semicolon = css.indexOf(";", i);
    if (brace < 0 || (semicolon >= 0 && semicolon < brace && css[i] === "@")) {
      const end = semicolon < 0 ? css.length : semicolon + 1;
      if (css.slice(i, end).trim()) rules.push({ prelude: css.slice(i, end).trim(), body: null });
      i = end;
      continue;
    }
    const close = blockEnd(css, brace);
    const prelude = css.slice(i, brace).trim();
    const inner = css.slice(brace + 1, close);
    const holdsRules = /^@(layer|media|supports|container|starting-style)\b/.test(prelude);
    if (holdsRules) rules.push({ prelude, body: parse(inner) });
    else if (prelude.startsWith("@")) rules.push({ prelude, body: inner });
    else rules.push({ prelude, body: inner, needs: selectors(prelude).map(classesNeeded) });
    i = close + 1;
  }
  return rules;
}

/** The selector list's parts, split at the commas outside brackets. */
function selectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i];
    if (ch === "\\") i++;
    else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (ch === "," && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

const CLASS = /\.((?:\\.|[\w-])+)/g;
/** `:not(.x)` matches where `.x` is absent: its classes never rule a selector out. */
const NOT = /:not\((?:[^()]|\([^()]*\))*\)/g;

/** The classes a selector needs on the page to match (none that the page's script may set). */
function classesNeeded(selector: string): string[] {
  return [...selector.replace(NOT, "").matchAll(CLASS)]
    .map(([, escaped]) => escaped!.replace(/\\(.)/g, "$1"))
    .filter((name) => !SET_BY_SCRIPT.has(name));
}

function keep(rules: Rule[], present: ReadonlySet<string>): string {
  let out = "";
  for (const { prelude, body, needs } of rules) {
    if (body === null) out += prelude;
    else if (Array.isArray(body)) {
      const inner = keep(body, present);
      // An empty `@layer` keeps its place in the layers' order.
      if (inner || prelude.startsWith("@layer")) out += `${prelude}{${inner}}`;
    } else if (!needs || needs.some((classes) => classes.every((name) => present.has(name)))) {
      out += `${prelude}{${body}}`;
    }
  }
  return out;
}

const parsed = new Map<string, Rule[]>();

/** The rules of `css` that a document with these class names can use. */
export function subsetStylesheet(css: string, present: ReadonlySet<string>): string {
  let rules = parsed.get(css);
  if (!rules) parsed.set(css, (rules = parse(css)));
  return keep(rules, present);
}

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", lt: "<", gt: ">" };

/** Every class name the document's elements carry. */
export function classNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const text = value!.replace(/&(amp|quot|#x27|lt|gt);/g, (_, e: string) => ENTITIES[e]!);
    for (const name of text.split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

const STYLE = /(<style id="site-stylesheet">)([\s\S]*?)(<\/style>)/;

/**
 * A page drawn as islands (it has the islands' bootstrap) with only the
 * rules of its inline stylesheet that its HTML uses; any other page as it is.
 */
export function inlineOwnStylesheet(html: string): string {
  if (!html.includes('data-islands="bootstrap"')) return html;
  const style = STYLE.exec(html);
  if (!style) return html;
  const own = subsetStylesheet(style[2]!, classNames(html));
  return (
    html.slice(0, style.index) +
    style[1] +
    own +
    style[3] +
    html.slice(style.index + style[0].length)
  );
}
