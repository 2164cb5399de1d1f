/**
 * Prints the INSERT statements that seed the content tables from the content
 * that shipped in the code (see app/features/content/seed-source.ts and
 * article-seed-source.ts); they are the end of db/migrations/0010_site_content.sql
 * and, with `articles`, of db/migrations/0015_content_articles.sql; with
 * `corrections`, the corrections of db/migrations/0020_language_review_corrections.sql
 * (corrections-source.ts).
 *
 *   npx tsx scripts/content-seed-sql.ts [articles|corrections]
 */
import { articleSeedSql } from "../app/features/content/article-seed-source";
import { correctionSql } from "../app/features/content/corrections-source";
import { seedSql } from "../app/features/content/seed-source";

const SOURCES: Record<string, () => string[]> = {
  articles: articleSeedSql,
  corrections: correctionSql,
};
const statements = (SOURCES[process.argv[2] ?? ""] ?? seedSql)();
console.log(statements.join("\n--> statement-breakpoint\n"));
