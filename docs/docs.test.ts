import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { envSchema } from "~/config/env.server";

// The documentation is part of the product: someone who clones the repository
// alone must find every decision in one shape and every setting explained.
const root = path.resolve(import.meta.dirname, "..");
const decisionsDir = path.join(root, "docs/decisions");
const records = readdirSync(decisionsDir).filter(
  (f) => /^\d{4}-.+\.md$/.test(f) && !f.startsWith("0000"),
);

describe("decision records", () => {
  test.each(records)(
    "%s has a date, a status, its context, decision, consequences and tests",
    (file) => {
      const text = readFileSync(path.join(decisionsDir, file), "utf8");
      expect(text).toMatch(/^# \d+\. \S/);
      expect(text).toMatch(/\*\*Date:\*\* .*\d{4}-\d{2}-\d{2}/);
      expect(text).toMatch(/\*\*Status:\*\* \S/);
      for (const part of ["**Context.**", "**Decision", "**Consequences"])
        expect(text).toContain(part);
      expect(text).toMatch(/\*\*(Protected by|Tests)\.\*\*/);
    },
  );

  test("the index lists every record once, by its number and file", () => {
    const index = readFileSync(path.join(decisionsDir, "README.md"), "utf8");
    for (const file of records) {
      const links = index.split(`(${file})`).length - 1;
      expect(links, file).toBe(1);
      expect(index, file).toMatch(new RegExp(`\\| ${file.slice(0, 4)} +\\| \\[`));
    }
  });
});

test("the README's configuration table explains every variable the server reads", () => {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  const table = readme.slice(
    readme.indexOf("## Configuration"),
    readme.indexOf("### Behind a reverse proxy"),
  );
  const example = readFileSync(path.join(root, ".env.example"), "utf8");
  for (const name of Object.keys(envSchema.shape)) {
    expect(table, name).toContain(`\`${name}\``);
    expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, "m"));
  }
});

test("the README's configuration also explains what the server reads outside the schema", () => {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  const section = readme.slice(
    readme.indexOf("## Configuration"),
    readme.indexOf("### Behind a reverse proxy"),
  );
  const sources = ["server.mjs", ...["app", "server", "db"].flatMap((dir) => sourcesIn(dir))];
  const read = new Set(
    sources.flatMap((file) =>
      [
        ...readFileSync(path.join(root, file), "utf8").matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g),
      ].map((m) => m[1]!),
    ),
  );
  expect([...read]).toContain("BUILD_DIR");
  for (const name of read) expect(section, name).toContain(`\`${name}\``);
});

/** The code files below `dir` (relative to the repository), tests left out. */
function sourcesIn(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}
