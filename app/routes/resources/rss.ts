import { siteConfig } from "~/config/site.server";
import { ARTICLES } from "~/content/articles";
import { rfc822Date } from "~/content/dates";

function xml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** RSS 2.0 feed of the blog guides, newest first. */
export function loader() {
  const site = siteConfig();
  const feedUrl = `${site.url}/rss.xml`;
  const newest = ARTICLES.reduce((a, b) => (a.date > b.date ? a : b));
  const items = ARTICLES.map((article) => {
    const url = `${site.url}${article.link}`;
    return `    <item>
      <title>${xml(article.title)}</title>
      <link>${xml(url)}</link>
      <guid isPermaLink="true">${xml(url)}</guid>
      <pubDate>${rfc822Date(article.date)}</pubDate>
      <description>${xml(article.excerpt)}</description>
${article.keywords.map((k) => `      <category>${xml(k)}</category>`).join("\n")}
    </item>`;
  }).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(`${site.name} — Blog`)}</title>
    <link>${xml(`${site.url}/blog`)}</link>
    <description>${xml("Guides pratiques pour les PME et les cabinets médicaux en Tunisie : facturation électronique, ERP, digitalisation, cloud et gestion de stock.")}</description>
    <language>fr-TN</language>
    <lastBuildDate>${rfc822Date(newest.date)}</lastBuildDate>
    <atom:link href="${xml(feedUrl)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
