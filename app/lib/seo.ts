import type { SiteConfig } from "~/config/site";
import type { Language } from "~/i18n/language";

/** What a page's `meta` function reads from the root loader (the pages' own head tags come from their loaders: see seo.server.ts). */
export interface RootMetaData {
  lang: Language;
  site: SiteConfig;
}

/** The root loader's data from a meta function's `matches`. */
export function rootData(matches: readonly ({ id: string; data?: unknown } | undefined)[]) {
  const root = matches.find((m) => m?.id === "root")?.data as RootMetaData | undefined;
  if (!root) throw new Error("root loader data missing");
  return root;
}

/** A private page (a customer's signed link): never indexed, never cached, its address never sent on as a referrer. */
export function privatePageHeaders() {
  return {
    "Cache-Control": "private, no-store",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

/** The meta tags of a private page: its title, and no indexing nor referrer. */
export function privatePageMeta(title: string, siteName: string) {
  return [
    { title: `${title} | ${siteName}` },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}
