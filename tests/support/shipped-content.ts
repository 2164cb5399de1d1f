import type { SiteContent } from "../../app/lib/catalog-types";
import { articlePath } from "../../app/features/content/article-pages.server";
import {
  activeProducts,
  liveArticles,
  productPath,
  siteContent,
} from "../../app/features/content/store.server";
import { createTestDatabase } from "./test-database";

/**
 * What a fresh install serves: the content the migrations seeded (0010 and
 * 0015, corrected by 0020), read from a newly migrated database as the pages
 * read it. The migrations are the only copy of those texts (decision 0083).
 */
export async function shippedContent(): Promise<SiteContent> {
  const handle = await createTestDatabase();
  try {
    return await siteContent(handle.db);
  } finally {
    await handle.close();
  }
}

/** The addresses of a fresh install's published articles (newest first) and of its products. */
export async function shippedPaths(): Promise<{ articles: string[]; products: string[] }> {
  const content = await shippedContent();
  return {
    articles: liveArticles(content).map((a) => articlePath(a.slug)),
    products: activeProducts(content).map((p) => productPath(p.slug)),
  };
}
