import type { SiteConfig } from "~/config/site";
import type { Language } from "~/i18n/language";
import type { ArticleView, CatalogEntry } from "~/lib/catalog-types";
import type { RootMetaData } from "~/lib/seo";
import { feedTitle, localizedUrl } from "~/lib/seo.server";

/** The company as author and publisher of articles and brand of products. */
function organization(site: SiteConfig) {
  return {
    "@type": "Organization",
    name: site.name,
    url: site.url,
    logo: { "@type": "ImageObject", url: `${site.url}/images/logo.svg` },
  };
}

/** schema.org Article for a blog guide (publication date and keywords included). */
export function articleJsonLd(
  site: SiteConfig,
  article: ArticleView,
  wordCount: number,
  lang: Language,
): Record<string, unknown> {
  const url = localizedUrl(site, article.link, lang);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.excerpt,
    image: `${site.url}${article.image}`,
    datePublished: article.date,
    dateModified: article.updated,
    inLanguage: lang === "ar" ? "ar-TN" : "fr-TN",
    keywords: article.keywords.join(", "),
    wordCount,
    author: organization(site),
    publisher: organization(site),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}

/** schema.org Blog listing its guides, in the page's language. */
export function blogJsonLd(
  { site, lang }: RootMetaData,
  articles: readonly ArticleView[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: feedTitle(site, lang),
    url: localizedUrl(site, "/blog", lang),
    inLanguage: lang === "ar" ? "ar-TN" : "fr-TN",
    blogPost: articles.map((a) => ({
      "@type": "BlogPosting",
      headline: a.title,
      image: `${site.url}${a.image}`,
      url: localizedUrl(site, a.link, lang),
      datePublished: a.date,
      author: organization(site),
    })),
  };
}

/**
 * schema.org Product with one Offer per deployment type, prices in TND
 * excluding tax: the local licence is paid once, the cloud subscription
 * yearly (a unit price per year, UN/CEFACT code ANN).
 */
export function productJsonLd(
  { site, lang }: RootMetaData,
  product: Pick<CatalogEntry, "slug" | "name" | "path" | "priceLocal" | "priceCloud">,
  copy: { description: string; localOffer: string; cloudOffer: string; image: string },
): Record<string, unknown> {
  const url = localizedUrl(site, product.path, lang);
  const offer = (name: string, price: number, perYear: boolean) => ({
    "@type": "Offer",
    name,
    price: price.toFixed(2),
    priceCurrency: "TND",
    priceSpecification: {
      "@type": perYear ? "UnitPriceSpecification" : "PriceSpecification",
      price: price.toFixed(2),
      priceCurrency: "TND",
      valueAddedTaxIncluded: false,
      ...(perYear
        ? {
            billingDuration: { "@type": "QuantitativeValue", value: 1, unitCode: "ANN" },
            referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "ANN" },
          }
        : {}),
    },
    availability: "https://schema.org/InStock",
    url,
    seller: organization(site),
  });
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: copy.description,
    image: `${site.url}${copy.image}`,
    url,
    sku: product.slug,
    brand: { "@type": "Brand", name: site.name },
    offers: [
      offer(copy.localOffer, product.priceLocal, false),
      offer(copy.cloudOffer, product.priceCloud, true),
    ],
  };
}
