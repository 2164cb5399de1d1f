import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { PROJECT_ROOT } from "~/infra/paths.server";
import { seedArticles } from "./article-seed-source";
import { CONTENT_CORRECTIONS, corrected, correctionSql } from "./corrections-source";
import { seedBlocks, seedProducts } from "./seed-source";

test("migration 0020 holds every correction, and each one finds its text in the content that shipped", () => {
  const migration = fs.readFileSync(
    path.join(PROJECT_ROOT, "db", "migrations", "0020_language_review_corrections.sql"),
    "utf8",
  );
  for (const statement of correctionSql()) expect(migration).toContain(statement);
  const blocks = seedBlocks();
  const seeded = (table: string, row: string): unknown =>
    table === "content_articles"
      ? seedArticles().find((a) => a.id === row)!.data
      : table === "content_products"
        ? seedProducts().find((p) => p.id === row)!.data
        : blocks[row as keyof typeof blocks];
  for (const c of CONTENT_CORRECTIONS) {
    const before = JSON.stringify(seeded(c.table, c.row));
    expect(before, c.from).toContain(JSON.stringify(c.from).slice(1, -1));
  }
});

test("the corrected content: the calendar is announced and dated, the testimonials name nobody in full", () => {
  const article = corrected(
    "content_articles",
    "facturation-electronique-tunisie",
    seedArticles().find((a) => a.id === "facturation-electronique-tunisie")!.data,
  );
  expect(article.fr.body).toContain("Voici le calendrier annoncé");
  expect(article.fr.body).toContain("tel que connu au 27 novembre 2026");
  expect(article.ar.body).toContain("كما هي معروفة في 27 نوفمبر 2026");
  const testimonials = JSON.stringify(
    corrected("content_blocks", "testimonials", seedBlocks().testimonials),
  );
  expect(testimonials).not.toMatch(/Ben Ammar|Trabelsi|Mansour|بن عمار|الطرابلسي|منصور/);
  expect(testimonials).toContain("وكوّن فريقكم سكرتاريتي في صباح واحد");
});
