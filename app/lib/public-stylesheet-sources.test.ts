import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * Tailwind writes into app/public.css only the classes of the files its
 * `@source` lines name. A public page that imports a component from another
 * folder would render it unstyled: every markup file (.tsx) reachable from the
 * public routes and the root must be named.
 */
const APP = path.resolve(import.meta.dirname, "..");

function sources(): { included: string[]; excluded: string[] } {
  const css = fs.readFileSync(path.join(APP, "public.css"), "utf8");
  const paths = (not: boolean) =>
    [...css.matchAll(/^@source( not)? "\.\/([^"]+)";$/gm)]
      .filter((m) => Boolean(m[1]) === not)
      .map((m) => path.join(APP, m[2]!));
  return { included: paths(false), excluded: paths(true) };
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("~/")
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && fs.existsSync(candidate),
  );
}

/** Every module the root and the public routes import, statically or lazily. */
function publicModules(): string[] {
  const publicRoutes = path.join(APP, "routes", "public");
  const queue = [
    path.join(APP, "root.tsx"),
    ...fs.readdirSync(publicRoutes).map((file) => path.join(publicRoutes, file)),
  ];
  const seen = new Set<string>();
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(file, "utf8");
    for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
      const target = resolveImport(file, specifier!);
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

const within = (file: string, source: string) =>
  file === source || file.startsWith(source + path.sep);

test("every markup file a public page renders is a source of the public stylesheet", () => {
  const { included, excluded } = sources();
  const markup = publicModules().filter((file) => file.endsWith(".tsx"));
  expect(markup.length).toBeGreaterThan(30);
  const missing = markup.filter(
    (file) =>
      !included.some((source) => within(file, source)) ||
      excluded.some((source) => within(file, source)),
  );
  expect(missing.map((file) => path.relative(APP, file))).toEqual([]);
});
