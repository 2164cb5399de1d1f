/**
 * The site's editable content as it is stored (tables content_products and
 * content_blocks) and as loaders hand it to the pages. Types only: the browser
 * receives the content through loader data, never as bundled JavaScript.
 */
import type { TestimonialItem } from "~/i18n/fr";
import type { Language } from "~/i18n/language";

/** The icons a product card may show (names of app/components/ui/icons.tsx). */
export const PRODUCT_ICONS = ["receipt", "building", "stethoscope", "package"] as const;
export type ProductIcon = (typeof PRODUCT_ICONS)[number];

export interface LocalOptionContent {
  /** Stable key; the five of the seed have their own icon. */
  key: string;
  /** Extra price in DT excluding tax; 0 means free. */
  price: number;
  label: Record<Language, string>;
}

export interface DeliveryMode {
  title: string;
  text: string;
}

/** One language's texts of a product: its page and its home card. */
export interface ProductTexts {
  title: string;
  subtitle: string;
  description: string;
  metaDescription: string;
  /** Feature list as one text split on `|`. */
  features: string;
  benefits: string[];
  imageAlt: string;
  delivery: DeliveryMode[];
  card: { subtitle: string; description: string; features: string };
}

/** What an administrator edits (the `data` column of content_products). */
export interface ProductData {
  /** Name stored on orders (`product_name`) and shown in both languages. */
  name: string;
  icon: ProductIcon;
  /** Illustration of the product page (an SVG under /images/products/). */
  image: string;
  /** One-time perpetual licence, local installation. */
  priceLocal: number;
  /** Yearly cloud subscription. */
  priceCloud: number;
  /** Cloud is also advertised "from N DT per month". */
  cloudMonthlyFrom: number;
  localOptions: LocalOptionContent[];
  /** Slugs of the blog articles listed under "Articles liés". */
  relatedArticles: string[];
  fr: ProductTexts;
  ar: ProductTexts;
}

export interface ProductRecord {
  id: string;
  slug: string;
  position: number;
  active: boolean;
  version: number;
  data: ProductData;
}

export interface FaqItem {
  question: string;
  answer: string;
}
export interface StatItem {
  value: string;
  label: string;
}

/** The home page's lists, one row each in content_blocks (key → both languages). */
export interface BlockData {
  faq: Record<Language, FaqItem[]>;
  testimonials: Record<Language, TestimonialItem[]>;
  stats: Record<Language, StatItem[]>;
}
export type BlockKey = keyof BlockData;
export const BLOCK_KEYS = ["faq", "testimonials", "stats"] as const satisfies readonly BlockKey[];

/** One language's texts of a blog article. */
export interface ArticleTexts {
  title: string;
  /** Meta description (search engines, social previews). */
  description: string;
  /** The card's teaser and the feed's description. */
  excerpt: string;
  /** Rich text (see app/content/rich-text.ts). */
  body: string;
  keywords: string[];
  /** Author line under the title; `{brand}` stands for the site's name. */
  author: string;
  /** Describes the cover for screen readers. */
  imageAlt: string;
}

/** What an administrator edits of an article (the `data` column of content_articles). */
export interface ArticleData {
  /** Publication day shown on the page (YYYY-MM-DD); empty until first published. */
  date: string;
  /** Day of the last edit (YYYY-MM-DD): `dateModified`. */
  updated: string;
  /** Cover of the page and the blog grid. */
  image: string;
  /** 1200×630 cover for social previews (`og:image`). */
  socialImage: string;
  /** Slugs of the related-article cards. */
  related: string[];
  fr: ArticleTexts;
  ar: ArticleTexts;
}

export interface ArticleRecord {
  id: string;
  slug: string;
  published: boolean;
  /** ISO instant from which a published article shows; null: at once. */
  publishAt: string | null;
  /** ISO instant of the deletion; null while the article exists. */
  deletedAt: string | null;
  version: number;
  data: ArticleData;
}

/** An article as one public page shows it, in one language. */
export interface ArticleView extends Omit<ArticleTexts, "body"> {
  id: string;
  slug: string;
  date: string;
  /** `date` written out in the page's language, by the server (no date tables in the browser). */
  dateText: string;
  updated: string;
  image: string;
  socialImage: string;
  link: `/blog/${string}`;
  related: string[];
}

export interface SiteContent {
  /** Active and inactive, in display order. */
  products: ProductRecord[];
  blocks: BlockData;
  /** Former slugs → the product id they now lead to. */
  redirects: Record<string, string>;
  /** Every article, deleted ones included (their address answers 410), newest first. */
  articles: ArticleRecord[];
  /** An article's former slugs → its id. */
  articleRedirects: Record<string, string>;
}

/** What every public page needs of a product (navigation, cards, order dialog): root loader data. */
export interface CatalogEntry {
  slug: string;
  name: string;
  path: string;
  icon: ProductIcon;
  priceLocal: number;
  priceCloud: number;
  cloudMonthlyFrom: number;
  /** The local-install options and their prices (the order dialog's check boxes). */
  localOptions?: LocalOptionContent[];
}
