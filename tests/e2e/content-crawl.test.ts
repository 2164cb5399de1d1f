import { expect, test } from "vitest";
import { sharedServer } from "../support/site";
import { frenchTypographySlips, readableText } from "../support/typography";

const server = sharedServer();

/** Same-origin targets of every `href` in a page (anchors, links, stylesheets). */
function internalHrefs(body: string, pageUrl: string, origin: string): string[] {
  const out: string[] = [];
  for (const match of body.matchAll(/\shref="([^"]+)"/g)) {
    const raw = match[1]!.replace(/&amp;/g, "&");
    if (/^(mailto|tel|javascript):/.test(raw) || raw.startsWith("#")) continue;
    const url = new URL(raw, pageUrl);
    if (url.origin !== origin) continue;
    url.hash = "";
    out.push(url.href);
  }
  return out;
}

/** A French page or feed: French typography applies to it. */
function isFrench(url: string, body: string): boolean {
  if (/<html[^>]*\slang="fr"/.test(body)) return true;
  return /<rss\b/.test(body) && !new URL(url).searchParams.has("lang");
}

/**
 * Follows every internal link of the server-rendered HTML from the home page,
 * in French and (by cookie, as a visitor who switched) in Arabic. A link that
 * answers 404 anywhere fails; pages still in progress elsewhere may answer 200.
 * Every French page and the French feed it reaches must follow French
 * typography (what people and crawlers read: text, alt, meta, JSON-LD).
 */
test.each([
  ["fr", ""],
  ["ar", "language=ar"],
])("no broken internal link anywhere on the site (%s)", async (_lang, cookie) => {
  const origin = new URL(server.url).origin;
  const queue = [`${server.url}/`];
  const seen = new Set(queue);
  const broken: string[] = [];
  const typographySlips: string[] = [];
  let pages = 0;
  while (queue.length > 0) {
    const url = queue.shift()!;
    const res = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: "manual" });
    const body = await res.text();
    if (res.status === 404) {
      broken.push(url);
      continue;
    }
    if (isFrench(url, body))
      for (const slip of frenchTypographySlips(readableText(body)))
        typographySlips.push(`${url}: ${slip}`);
    const location = res.headers.get("location");
    const targets =
      res.status >= 300 && res.status < 400 && location
        ? [new URL(location, url).href]
        : (res.headers.get("content-type") ?? "").includes("text/html")
          ? internalHrefs(body, url, origin)
          : [];
    if (targets.length > 0) pages++;
    for (const target of targets) {
      // One-time setup links and the auth API are not pages to crawl.
      if (/\/(setup|api)\b/.test(new URL(target).pathname)) continue;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  expect(broken, `broken links: ${broken.join(", ")}`).toEqual([]);
  // Pages no link leads to: the not-found page and a self-service link that is not valid.
  for (const path of ["/nulle-part", "/mon-rendez-vous/lien-invalide"]) {
    const res = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
    const body = await res.text();
    if (isFrench(res.url, body))
      for (const slip of frenchTypographySlips(readableText(body)))
        typographySlips.push(`${path}: ${slip}`);
  }
  expect(typographySlips).toEqual([]);
  for (const path of [
    "/blog",
    "/solutions/digimed",
    "/blog/optimisation-gestion-stock-erp",
    "/politique-confidentialite",
    "/rss.xml",
  ])
    expect(seen).toContain(`${server.url}${path}`);
  expect(pages).toBeGreaterThan(15);
});
