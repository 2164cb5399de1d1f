import type { SiteConfig } from "~/config/site";

/** A legal page: French content, sections numbered in order (spec §2 "Legal pages"). */
export interface LegalDocument {
  title: string;
  description: string;
  /** Shown as 'Dernière mise à jour : mars 2025'. */
  updated: string;
  /** Rich text (see rich-text.ts). */
  intro: string;
  sections: { title: string; body: string }[];
}

export type LegalSource = (site: SiteConfig) => LegalDocument;

/** The last revision of every legal page (spec §2). */
export const LEGAL_UPDATED = "mars 2025";
