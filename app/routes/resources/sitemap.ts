import { siteConfig } from "~/config/site.server";
import {
  activeProducts,
  liveArticles,
  productPath,
  siteContent,
} from "~/features/content/store.server";
import { articlePath } from "~/features/content/article-pages.server";
import type { SiteContent } from "~/lib/catalog-types";
import { db } from "~/lib/db.server";

/**
 * Every public page at its canonical address; each exists in French (bare
 * path) and Arabic (`?lang=ar`). /reservation is left out: its canonical is
 * /rendez-vous.
 */
function publicPages(content: SiteContent): { path: string; lastmod?: string }[] {
  const articles = liveArticles(content);
  return [
    { path: "/" },
    {
      path: "/blog",
      lastmod: articles
        .map((a) => a.data.updated)
        .sort()
        .at(-1),
    },
    ...articles.map((a) => ({ path: articlePath(a.slug), lastmod: a.data.updated })),
    ...activeProducts(content).map((p) => ({ path: productPath(p.slug) })),
    { path: "/rendez-vous" },
    { path: "/cgv" },
    { path: "/mentions-legales" },
    { path: "/politique-confidentialite" },
  ];
}

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export async function loader() {
  const base = siteConfig().url;
  const entries = publicPages(await siteContent(db())).flatMap(({ path, lastmod }) => {
    const fr = `${base}${path}`;
    const ar = `${fr}?lang=ar`;
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="fr" href="${escapeXml(fr)}"/>`,
      `<xhtml:link rel="alternate" hreflang="ar" href="${escapeXml(ar)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(fr)}"/>`,
    ].join("");
    return [fr, ar].map(
      (loc) =>
        `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates}</url>`,
    );
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
