import type { LegalFacts, SiteConfig } from "~/config/site";
import type { Language } from "~/i18n/language";
import type { Block } from "../rich-text";

/** A legal page: French content, sections numbered in order. */
export interface LegalDocument {
  title: string;
  description: string;
  /** Shown as 'Dernière mise à jour : mars 2025'. */
  updated: string;
  /** Rich text (see rich-text.ts). */
  intro: string;
  sections: { title: string; body: string }[];
}

/** A legal page as its template renders it: rich text parsed, sections with their anchor. */
export interface LegalPageData {
  title: string;
  updated: string;
  intro: Block[];
  sections: { id: string; title: string; blocks: Block[] }[];
}

export type LegalSource = (site: SiteConfig, facts?: LegalFacts) => LegalDocument;

/** A legal fact as the legal notice prints it: the operator's value, or a visible placeholder. */
export function legalFact(value: string | undefined, lang: Language): string {
  return value ?? (lang === "fr" ? "[à compléter]" : "[غير محدد بعد]");
}

/** The last revision of every legal page. */
export const LEGAL_UPDATED = "mars 2025";

/** The same date in the Arabic translations. */
export const LEGAL_UPDATED_AR = "مارس 2025";
