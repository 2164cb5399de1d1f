import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "~/config/site";
import { siteConfig } from "~/config/site.server";
import { dictionary } from "~/i18n/dictionaries.server";
import { languageFromRequest, type Language } from "~/i18n/language";
import type { RootMetaData } from "./seo";

/*
 * The head of a public page (title, description, canonical and alternate
 * links, Open Graph, JSON-LD) is built here, by the page's loader, and its
 * `meta` function returns it: the builders and the structured data never
 * travel to the browser, only their result, inside the route data.
 */

/** The language and site facts of a request, as the root loader sees them. */
export function metaContext(request: Request): RootMetaData {
  return { lang: languageFromRequest(request), site: siteConfig() };
}

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the page without query, e.g. `/blog`. */
  path: string;
  image?: string;
  type?: "website" | "article" | "product";
  /** Structured data objects (schema.org), each rendered as JSON-LD. */
  jsonLd?: Record<string, unknown>[];
  /** Extra descriptors (article:published_time, keywords, …). */
  extra?: MetaDescriptor[];
  noindex?: boolean;
}

const DEFAULT_IMAGE = "/images/og-default.png";

/**
 * The blog feed's name in a language: «DigiSolutions — Blog», «DigiSolutions — المدونة».
 * The blog's name is the menu's, read from the dictionary: `lib` sits below `content`.
 */
export function feedTitle(site: SiteConfig, lang: Language): string {
  return `${site.name} — ${dictionary(lang).nav.blog}`;
}

/**
 * The absolute address of a site path in a language: French at the bare path,
 * Arabic with `?lang=ar` (before any `#section`).
 */
export function localizedUrl(site: SiteConfig, href: string, lang: Language): string {
  const [path, hash] = href.split("#");
  return `${site.url}${path}${lang === "ar" ? "?lang=ar" : ""}${hash ? `#${hash}` : ""}`;
}

/**
 * Title (suffixed with the brand when absent), description, canonical,
 * hreflang alternates (French at the bare path, Arabic at `?lang=ar`: every
 * public page exists in both), Open Graph and Twitter tags, robots, the RSS
 * feed of the page's language and JSON-LD.
 */
export function pageMeta(root: RootMetaData, input: PageMetaInput): MetaDescriptor[] {
  const { site, lang } = root;
  const title = input.title.includes(site.name) ? input.title : `${input.title} | ${site.name}`;
  const frUrl = localizedUrl(site, input.path, "fr");
  const arUrl = localizedUrl(site, input.path, "ar");
  const canonical = lang === "ar" ? arUrl : frUrl;
  const image = `${site.url}${input.image ?? DEFAULT_IMAGE}`;
  return [
    { title },
    { name: "description", content: input.description },
    { name: "robots", content: input.noindex ? "noindex, nofollow" : "index, follow" },
    { tagName: "link", rel: "canonical", href: canonical },
    { tagName: "link", rel: "alternate", hrefLang: "fr", href: frUrl },
    { tagName: "link", rel: "alternate", hrefLang: "ar", href: arUrl },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: frUrl },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: feedTitle(site, lang),
      href: `${site.url}/rss.xml${lang === "ar" ? "?lang=ar" : ""}`,
    },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:locale", content: lang === "ar" ? "ar_TN" : "fr_TN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    ...(input.extra ?? []),
    ...(input.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

/** schema.org Organization for the company (address, phone, languages). */
export function organizationJsonLd(site: SiteConfig): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: site.url,
    logo: `${site.url}/images/logo.svg`,
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: "Montplaisir",
      addressLocality: "Tunis",
      addressCountry: "TN",
    },
    contactPoint: {
      "@type": "ContactPoint",
      telephone: site.phone,
      contactType: "customer service",
      availableLanguage: ["French", "Arabic"],
    },
    knowsLanguage: ["fr", "ar"],
  };
}

/** schema.org WebSite for the home page, in the page's language. */
export function websiteJsonLd(site: SiteConfig, lang: Language): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: localizedUrl(site, "/", lang),
    inLanguage: lang === "ar" ? "ar-TN" : "fr-TN",
    publisher: { "@type": "Organization", name: site.name, url: site.url },
  };
}

/** schema.org BreadcrumbList; each item at its address in the page's language. */
export function breadcrumbJsonLd(
  root: RootMetaData,
  items: { label: string; href?: string }[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.label,
      ...(item.href ? { item: localizedUrl(root.site, item.href, root.lang) } : {}),
    })),
  };
}

/** schema.org FAQPage of the home page's questions, in the page's language. */
export function faqJsonLd(items: { question: string; answer: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
