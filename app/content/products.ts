/**
 * The product catalogue: what every page, the order form and the back office
 * agree on. Prices are in Tunisian dinars excluding tax.
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

/**
 * "159 DT", "1\u202f290 DT": whole dinars grouped by three with a narrow
 * no-break space, as fr-FR writes them. Written out rather than through
 * Intl.NumberFormat, whose first use in the browser loads ICU data (40–130 ms
 * on the main thread of the first page load).
 */
export function formatPrice(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`Invalid price: ${amount}`);
  return `${String(amount).replace(/\B(?=(\d{3})+$)/g, "\u202f")} DT`;
}
