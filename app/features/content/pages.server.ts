/**
 * What the public pages read of the content: a product page, the sitemap's
 * product addresses, the CGV price table. Built from siteContent (cached).
 */
import { CONTENT_COPY } from "~/content/page-copy";
import { formatPrice } from "~/domain/money";
import { fill } from "~/i18n";
import { countOf } from "~/i18n/durations";
import { frenchSpacing } from "~/i18n/typography";
import { dictionary } from "~/i18n/dictionaries.server";
import type { Language } from "~/i18n/language";
import { articleCards } from "./article-pages.server";
import { activeProducts, catalog, withSiteContent } from "./store.server";
import type { BlockKey, ProductData, ProductRecord, SiteContent } from "~/lib/catalog-types";
import type { BlockInput } from "./block-form";
import { typesetBlock } from "./blocks.server";
import type { ProductInput } from "./product-form";
import { typesetProduct } from "./products.server";

/** A product page's loader data, or undefined when no active product has this slug. */
export function productPage(content: SiteContent, slug: string | undefined, lang: Language) {
  const record = activeProducts(content).find((p) => p.slug === slug);
  if (!record) return undefined;
  const product = catalog(content).find((p) => p.slug === record.slug)!;
  const { data } = record;
  return {
    product,
    lang,
    copy: CONTENT_COPY[lang],
    page: {
      ...data[lang],
      metaDescription: metaDescriptionWithPrices(data[lang].metaDescription, data, lang),
      image: data.image,
    },
    options: data.localOptions.map((o) => ({ key: o.key, price: o.price, label: o.label[lang] })),
    related: articleCards(content, data.relatedArticles, lang),
  };
}

/** The price sentence the shipped summaries end with, replaced by the current one. */
const PRICE_SENTENCE: Record<Language, RegExp> = {
  fr: /\s*Licence locale\b[^.]*\.?\s*$/u,
  ar: /\s*ترخيص محلي[^.]*\.?\s*$/u,
};

/**
 * The search-engine description (meta, Open Graph, Twitter): the
 * administrator's summary, then the prices as they are now, so a price change
 * reaches search results and link previews with the next page served.
 */
export function metaDescriptionWithPrices(
  summary: string,
  prices: Pick<ProductData, "priceLocal" | "priceCloud">,
  lang: Language,
): string {
  // French «600 DT», the amount and its currency on one line; Arabic in words
  // that agree with the amount («159 دينارًا», «600 دينار»), as the copy writes them.
  const amount = (n: number) => (lang === "fr" ? formatPrice(n) : countOf("ar", n, "dinar"));
  const sentence = fill(CONTENT_COPY[lang].metaPrices, {
    local: amount(prices.priceLocal),
    cloud: amount(prices.priceCloud),
  });
  const typeset = lang === "fr" ? frenchSpacing(sentence) : sentence;
  return `${summary.replace(PRICE_SENTENCE[lang], "")} ${typeset}`.trim();
}

/**
 * A product page drawn from a form's values, without saving anything: the
 * product `id` (or a new one) replaced by `input`, shown even if inactive.
 */
export function previewProductPage(
  content: SiteContent,
  id: string | null,
  input: ProductInput,
  lang: Language,
) {
  const record: ProductRecord = {
    id: id ?? "apercu",
    slug: input.slug,
    position: 0,
    active: true,
    version: input.version,
    data: typesetProduct(input.data),
  };
  const others = content.products.filter((p) => p.id !== record.id && p.slug !== record.slug);
  return productPage({ ...content, products: [record, ...others] }, record.slug, lang)!;
}

/**
 * The home page's texts with one list replaced by a form's values, without
 * saving anything: the same assembly as the root loader's, on the list as a
 * save would store it.
 */
export function previewHomeTexts(
  content: SiteContent,
  key: BlockKey,
  input: BlockInput,
  lang: Language,
) {
  const blocks = { ...content.blocks, [key]: typesetBlock(input.data) };
  return withSiteContent(dictionary(lang), { ...content, blocks }, lang);
}

/** A former slug's current address, for a permanent redirect. */
export function redirectedProductPath(
  content: SiteContent,
  slug: string | undefined,
): string | undefined {
  const id = slug ? content.redirects[slug] : undefined;
  const target = id ? activeProducts(content).find((p) => p.id === id) : undefined;
  return target ? `/solutions/${target.slug}` : undefined;
}

/** The CGV price table's rows (Markdown), one per active product. */
export function priceTableRows(content: SiteContent, lang: Language): string {
  const tax = lang === "ar" ? "دون احتساب الأداءات" : "HT";
  return activeProducts(content)
    .map(
      (p) =>
        `| ${p.data.name} | ${formatPrice(p.data.priceLocal)} ${tax} | ${formatPrice(p.data.priceCloud)} ${tax} |`,
    )
    .join("\n");
}
