import type { PublicSite } from "~/config/site";
import type { CatalogEntry } from "./catalog-types";
import type { Dictionary } from "~/i18n/fr";
import type { Language } from "~/i18n/language";

/**
 * What the islands of a public page read besides their own props, in place
 * of the root loader's data (see app/islands): the language, the texts the
 * islands use, the company's details, the products and the page's path.
 * Written once in the page (`#page-data`).
 */
export interface PageData {
  lang: Language;
  t: Dictionary;
  site: PublicSite;
  catalog: CatalogEntry[];
  pathname: string;
}
