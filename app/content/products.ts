/**
 * The product catalogue: what every page, the order form and the back office
 * agree on. Prices are in Tunisian dinars excluding tax (spec §9).
 */
export const PRODUCT_SLUGS = ["digifact", "digierp", "digimed"] as const;
export type ProductSlug = (typeof PRODUCT_SLUGS)[number];

export interface Product {
  slug: ProductSlug;
  /** Name stored on orders (`product_name`). */
  name: string;
  /** One-time perpetual licence, local installation. */
  priceLocal: number;
  /** Yearly cloud subscription. */
  priceCloud: number;
  path: `/solutions/${ProductSlug}`;
}

export const PRODUCTS: readonly Product[] = [
  {
    slug: "digifact",
    name: "DigiFact",
    priceLocal: 159,
    priceCloud: 550,
    path: "/solutions/digifact",
  },
  {
    slug: "digierp",
    name: "DigiERP",
    priceLocal: 600,
    priceCloud: 550,
    path: "/solutions/digierp",
  },
  {
    slug: "digimed",
    name: "DigiMed",
    priceLocal: 400,
    priceCloud: 550,
    path: "/solutions/digimed",
  },
];

/** Cloud is also advertised "from 49 DT per month". */
export const CLOUD_MONTHLY_FROM = 49;

export function productBySlug(slug: string | undefined): Product | undefined {
  return PRODUCTS.find((p) => p.slug === slug);
}

export const PRODUCT_NAMES = PRODUCTS.map((p) => p.name) as [string, ...string[]];

// One formatter for every price: building an Intl formatter costs more than formatting.
const FRENCH_NUMBER = new Intl.NumberFormat("fr-FR");

/** "159 DT" — French grouping with a narrow no-break space. */
export function formatPrice(amount: number): string {
  return `${FRENCH_NUMBER.format(amount)} DT`;
}
