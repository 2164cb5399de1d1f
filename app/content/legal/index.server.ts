import type { LegalFacts, SiteConfig } from "~/config/site";
import type { Language } from "~/i18n/language";
import { frenchSpacing } from "~/i18n/typography";
import { parseRichText, slugify } from "../rich-text";
import { cgvAr } from "./ar/cgv";
import { mentionsLegalesAr } from "./ar/mentions-legales";
import { politiqueConfidentialiteAr } from "./ar/politique-confidentialite";
import { cgv } from "./cgv";
import { mentionsLegales } from "./mentions-legales";
import { politiqueConfidentialite } from "./politique-confidentialite";
import type { LegalPageData, LegalSource } from "./types";

/** Path of each legal page → its French content (one route module serves all three). */
export const LEGAL_PAGES: Record<string, LegalSource> = {
  "/cgv": cgv,
  "/mentions-legales": mentionsLegales,
  "/politique-confidentialite": politiqueConfidentialite,
};

/** The Arabic translations; the French text prevails (each says so and links to it). */
export const LEGAL_PAGES_AR: Record<string, LegalSource> = {
  "/cgv": cgvAr,
  "/mentions-legales": mentionsLegalesAr,
  "/politique-confidentialite": politiqueConfidentialiteAr,
};

export function legalPage(
  path: string,
  site: SiteConfig,
  lang: Language = "fr",
  /** The CGV price table's rows, from the products in the database. */
  priceRows = "",
  facts: LegalFacts = {},
): (LegalPageData & { description: string }) | undefined {
  const source = (lang === "ar" ? LEGAL_PAGES_AR : LEGAL_PAGES)[path];
  if (!source) return undefined;
  const doc = source(site, facts);
  const fillPrices = (text: string) => text.replace("{priceRows}", () => priceRows);
  return {
    title: doc.title,
    description: lang === "fr" ? frenchSpacing(doc.description) : doc.description,
    updated: doc.updated,
    intro: parseRichText(doc.intro, lang),
    sections: doc.sections.map((s, i) => ({
      // Arabic titles make Arabic anchors; the number keeps them unique and short.
      id: lang === "ar" ? `${i + 1}-${slugify(s.title)}` : slugify(s.title),
      title: s.title,
      blocks: parseRichText(fillPrices(s.body), lang),
    })),
  };
}
