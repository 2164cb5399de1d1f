import type { SiteConfig } from "~/config/site";
import type { LegalPageData } from "~/components/content/legal-template";
import { parseRichText, slugify } from "../rich-text";
import { cgv } from "./cgv";
import { mentionsLegales } from "./mentions-legales";
import { politiqueConfidentialite } from "./politique-confidentialite";
import type { LegalSource } from "./types";

/** Path of each legal page → its content (one route module serves all three). */
export const LEGAL_PAGES: Record<string, LegalSource> = {
  "/cgv": cgv,
  "/mentions-legales": mentionsLegales,
  "/politique-confidentialite": politiqueConfidentialite,
};

export function legalPage(
  path: string,
  site: SiteConfig,
): (LegalPageData & { description: string }) | undefined {
  const source = LEGAL_PAGES[path];
  if (!source) return undefined;
  const doc = source(site);
  return {
    title: doc.title,
    description: doc.description,
    updated: doc.updated,
    intro: parseRichText(doc.intro),
    sections: doc.sections.map((s) => ({
      id: slugify(s.title),
      title: s.title,
      blocks: parseRichText(s.body),
    })),
  };
}
