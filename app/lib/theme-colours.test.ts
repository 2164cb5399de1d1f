import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * A utility naming a colour the theme does not define (`text-brand-300`)
 * draws nothing, silently: a link kept its light-theme blue on the dark
 * theme's background. Every shade of the site's own palettes that the markup
 * names must be one `app/site-theme.css` defines.
 */
const APP = path.resolve(import.meta.dirname, "..");

function markupFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markupFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test("every brand shade the markup names is defined by the theme", () => {
  const theme = fs.readFileSync(path.join(APP, "site-theme.css"), "utf8");
  const defined = new Set([...theme.matchAll(/--color-brand-(\d+):/g)].map((m) => m[1]));
  expect(defined.size).toBeGreaterThan(0);
  const undefinedShades = markupFiles(APP).flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(/\b[a-z-]+-brand-(\d+)\b/g)]
      .filter((m) => !defined.has(m[1]))
      .map((m) => `${path.relative(APP, file)}: ${m[0]}`),
  );
  expect(undefinedShades).toEqual([]);
});
