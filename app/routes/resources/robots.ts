import { siteConfig } from "~/config/site.server";

/** Crawlers may read every public page; the back office and APIs are off limits. */
export function loader() {
  const { url } = siteConfig();
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /auth",
    "Disallow: /setup",
    "",
    `Sitemap: ${url}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
