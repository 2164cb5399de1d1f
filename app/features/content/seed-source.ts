/**
 * The content the site shipped with, read from the code (app/content and the
 * dictionaries): the source migration 0010 seeds the content tables from, on a
 * fresh install and on an existing one. Nothing at run time reads it; the
 * pages read the tables (see store.server.ts). `npx tsx scripts/content-seed-sql.ts`
 * prints the seed statements; content-seed.test.ts checks the migration holds them.
 */
import { PRODUCT_ARTICLES } from "~/content/articles";
import { CONTENT_COPY } from "~/content/page-copy";
import { LOCAL_OPTIONS, PRODUCT_PAGES } from "~/content/product-pages";
import { CLOUD_MONTHLY_FROM, PRODUCTS } from "~/content/products";
import { dictionary } from "~/i18n/dictionaries.server";
import type { Language } from "~/i18n/language";
import type { BlockData, ProductIcon, ProductRecord, ProductTexts } from "~/content/catalog-types";

const ICONS: Record<string, ProductIcon> = {
  digifact: "receipt",
  digierp: "building",
  digimed: "stethoscope",
};

function texts(slug: (typeof PRODUCTS)[number]["slug"], lang: Language): ProductTexts {
  const page = PRODUCT_PAGES[slug][lang];
  const card = dictionary(lang).solutions.items[slug]!;
  return {
    title: page.title,
    subtitle: page.subtitle,
    description: page.description,
    metaDescription: page.metaDescription,
    features: page.features,
    benefits: [...page.benefits],
    imageAlt: page.imageAlt,
    delivery: CONTENT_COPY[lang].delivery.map((d) => ({ ...d })),
    card: { subtitle: card.subtitle, description: card.description, features: card.features },
  };
}

export function seedProducts(): ProductRecord[] {
  return PRODUCTS.map((product, index) => ({
    id: product.slug,
    slug: product.slug,
    position: index + 1,
    active: true,
    version: 1,
    data: {
      name: product.name,
      icon: ICONS[product.slug]!,
      image: PRODUCT_PAGES[product.slug].fr.image,
      priceLocal: product.priceLocal,
      priceCloud: product.priceCloud,
      cloudMonthlyFrom: CLOUD_MONTHLY_FROM,
      localOptions: LOCAL_OPTIONS.map((o) => ({
        key: o.key,
        price: o.price,
        label: { fr: CONTENT_COPY.fr.options[o.key], ar: CONTENT_COPY.ar.options[o.key] },
      })),
      relatedArticles: [...(PRODUCT_ARTICLES[product.slug] ?? [])],
      fr: texts(product.slug, "fr"),
      ar: texts(product.slug, "ar"),
    },
  }));
}

export function seedBlocks(): BlockData {
  const fr = dictionary("fr");
  const ar = dictionary("ar");
  const copy = <T>(items: readonly T[]): T[] => items.map((item) => ({ ...item }));
  return {
    faq: { fr: copy(fr.faq.items), ar: copy(ar.faq.items) },
    testimonials: { fr: copy(fr.testimonials.items), ar: copy(ar.testimonials.items) },
    stats: { fr: copy(fr.stats.items), ar: copy(ar.stats.items) },
  };
}

/** The seed as SQL statements (dollar-quoted JSON), for the migration. */
export function seedSql(): string[] {
  const json = (value: unknown) => {
    const text = JSON.stringify(value);
    if (text.includes("$seed$")) throw new Error("seed text contains the quote tag");
    return `$seed$${text}$seed$::jsonb`;
  };
  return [
    ...seedProducts().map(
      (p) =>
        `INSERT INTO "content_products" ("id", "slug", "position", "active", "data") VALUES ('${p.id}', '${p.slug}', ${p.position}, true, ${json(p.data)}) ON CONFLICT DO NOTHING;`,
    ),
    ...Object.entries(seedBlocks()).map(
      ([key, data]) =>
        `INSERT INTO "content_blocks" ("key", "data") VALUES ('${key}', ${json(data)}) ON CONFLICT DO NOTHING;`,
    ),
  ];
}
