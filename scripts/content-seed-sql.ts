/**
 * Prints the INSERT statements that seed the content tables from the content
 * that shipped in the code (see app/features/content/seed-source.ts and
 * article-seed-source.ts); they are the end of db/migrations/0010_site_content.sql
 * and, with `articles`, of db/migrations/0015_content_articles.sql.
 *
 *   npx tsx scripts/content-seed-sql.ts [articles]
 */
import { articleSeedSql } from "../app/features/content/article-seed-source";
import { seedSql } from "../app/features/content/seed-source";

const statements = process.argv[2] === "articles" ? articleSeedSql() : seedSql();
console.log(statements.join("\n--> statement-breakpoint\n"));
