import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { PROJECT_ROOT } from "~/infra/paths.server";
import { seedBlocks, seedProducts, seedSql } from "./seed-source";

test("migration 0010 seeds exactly the content that shipped in the code", () => {
  const migration = fs.readFileSync(
    path.join(PROJECT_ROOT, "db", "migrations", "0010_site_content.sql"),
    "utf8",
  );
  for (const statement of seedSql()) expect(migration).toContain(statement);
});

test("the seed holds three products in both languages and the home page's lists", () => {
  expect(seedProducts().map((p) => [p.slug, p.data.priceLocal, p.data.priceCloud])).toEqual([
    ["digifact", 159, 550],
    ["digierp", 600, 550],
    ["digimed", 400, 550],
  ]);
  const blocks = seedBlocks();
  for (const key of ["faq", "testimonials", "stats"] as const) {
    expect(blocks[key].fr.length).toBeGreaterThan(0);
    expect(blocks[key].ar).toHaveLength(blocks[key].fr.length);
  }
});
