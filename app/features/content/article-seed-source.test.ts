import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { PROJECT_ROOT } from "~/infra/paths.server";
import { articleSeedSql, seedArticles } from "./article-seed-source";

test("migration 0015 seeds exactly the articles that shipped in the code", () => {
  const migration = fs.readFileSync(
    path.join(PROJECT_ROOT, "db", "migrations", "0015_content_articles.sql"),
    "utf8",
  );
  for (const statement of articleSeedSql()) expect(migration).toContain(statement);
});

test("the seed holds the five guides in both languages, published, newest first", () => {
  const articles = seedArticles();
  expect(articles.map((a) => [a.slug, a.data.date])).toEqual([
    ["facturation-electronique-tunisie", "2025-01-15"],
    ["comment-choisir-erp", "2025-01-12"],
    ["digitalisation-medicale-tunisie", "2025-01-10"],
    ["cloud-vs-installation-locale", "2025-01-08"],
    ["optimisation-gestion-stock-erp", "2025-01-05"],
  ]);
  for (const a of articles) {
    expect(a.published).toBe(true);
    expect(a.data.fr.body.length).toBeGreaterThan(1000);
    expect(a.data.ar.body.length).toBeGreaterThan(1000);
    expect(a.data.socialImage).toMatch(/^\/images\/blog\/.+\.jpg$/);
  }
});
