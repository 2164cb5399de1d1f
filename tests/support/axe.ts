import fs from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContextOptions, Page } from "playwright-core";
import { DESKTOP, PHONE } from "./browser";

const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * The WCAG 2.2 AA rules whose outcome depends on the colours drawn: the only
 * ones a second theme of the same page can change. The others read the
 * document (names, roles, structure, target sizes), which is the same in
 * both themes.
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * The four looks a page is audited in: every rule in the light theme on a
 * desktop and on a phone (their layouts differ); in the dark theme, the same
 * pages loaded dark but only `COLOUR_RULES`, as the others would find the
 * same document again.
 */
export const AXE_VARIANTS: readonly [
  label: string,
  options: BrowserContextOptions,
  rules: string[] | undefined,
][] = [
  ["light, desktop", DESKTOP, undefined],
  ["light, phone", PHONE, undefined],
  ["dark, desktop, colour rules", { ...DESKTOP, colorScheme: "dark" }, COLOUR_RULES],
  ["dark, phone, colour rules", { ...PHONE, colorScheme: "dark" }, COLOUR_RULES],
];

/**
 * axe-core's WCAG 2.2 AA violations on the page, as "rule: selector" lines;
 * with `rules`, only those rules' (e.g. `COLOUR_RULES`).
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  // evaluate() runs outside the page's CSP, which forbids injected script tags.
  await page.evaluate(AXE_SOURCE);
  const runOnly = rules
    ? { type: "rule", values: rules }
    : { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] };
  const result = await page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: {
          run(o: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run({ runOnly: only });
  }, runOnly);
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}
