import { siteConfig } from "~/config/site.server";
import { rfc822Date } from "~/content/dates";
import { blogArticles } from "~/features/content/article-pages.server";
import { siteContent } from "~/features/content/store.server";
import { isLanguage, type Language } from "~/i18n/language";
import { frenchSpacing } from "~/i18n/typography";
import { feedTitle } from "~/lib/seo.server";
import { db } from "~/lib/db.server";

/** One feed per language: `/rss.xml` in French, `/rss.xml?lang=ar` in Arabic. */
const FEED = {
  fr: {
    description: frenchSpacing(
      "Guides pratiques pour les PME et les cabinets médicaux en Tunisie : facturation électronique, ERP, digitalisation, cloud et gestion de stock.",
    ),
    language: "fr-TN",
    query: "",
  },
  ar: {
    description:
      "أدلة عملية للمؤسسات الصغرى والمتوسطة والعيادات الطبية في تونس: الفوترة الإلكترونية، ونظام تخطيط موارد المؤسسة (ERP)، والرقمنة، والسحابة، والتصرف في المخزون.",
    language: "ar-TN",
    query: "?lang=ar",
  },
} satisfies Record<Language, { description: string; language: string; query: string }>;

function xml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * RSS 2.0 feed of the blog guides, newest first. The language comes from the
 * address only (never the cookie), so each feed URL always has one content.
 */
export async function loader({ request }: { request: Request }) {
  const site = siteConfig();
  const asked = new URL(request.url).searchParams.get("lang");
  const lang: Language = isLanguage(asked) ? asked : "fr";
  const feed = FEED[lang];
  const feedUrl = `${site.url}/rss.xml${feed.query}`;
  const articles = blogArticles(await siteContent(db()), lang);
  const newest = articles
    .map((a) => a.date)
    .sort()
    .at(-1);
  const items = articles
    .map((article) => {
      const url = `${site.url}${article.link}${feed.query}`;
      return `    <item>
      <title>${xml(article.title)}</title>
      <link>${xml(url)}</link>
      <guid isPermaLink="true">${xml(url)}</guid>
      <pubDate>${rfc822Date(article.date)}</pubDate>
      <description>${xml(article.excerpt)}</description>
${article.keywords.map((k) => `      <category>${xml(k)}</category>`).join("\n")}
    </item>`;
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(feedTitle(site, lang))}</title>
    <link>${xml(`${site.url}/blog${feed.query}`)}</link>
    <description>${xml(feed.description)}</description>
    <language>${feed.language}</language>
${newest ? `    <lastBuildDate>${rfc822Date(newest)}</lastBuildDate>\n` : ""}    <atom:link href="${xml(feedUrl)}" rel="self" type="application/rss+xml"/>
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
