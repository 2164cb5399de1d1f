/**
 * The bodies of the articles the site shipped with, in both languages: the
 * seed of migration 0015 (see app/features/content/article-seed-source.ts).
 */
import type { Language } from "~/i18n/language";
import choisirErp from "./articles/comment-choisir-erp";
import cloudVsLocal from "./articles/cloud-vs-installation-locale";
import digitalisationMedicale from "./articles/digitalisation-medicale-tunisie";
import facturationElectronique from "./articles/facturation-electronique-tunisie";
import gestionStock from "./articles/optimisation-gestion-stock-erp";
import choisirErpAr from "./articles/ar/comment-choisir-erp";
import cloudVsLocalAr from "./articles/ar/cloud-vs-installation-locale";
import gestionStockAr from "./articles/ar/optimisation-gestion-stock-erp";
import digitalisationMedicaleAr from "./articles/ar/digitalisation-medicale-tunisie";
import facturationElectroniqueAr from "./articles/ar/facturation-electronique-tunisie";

export const ARTICLE_BODIES: Record<Language, Record<string, string>> = {
  fr: {
    "facturation-electronique-tunisie": facturationElectronique,
    "comment-choisir-erp": choisirErp,
    "digitalisation-medicale-tunisie": digitalisationMedicale,
    "cloud-vs-installation-locale": cloudVsLocal,
    "optimisation-gestion-stock-erp": gestionStock,
  },
  ar: {
    "facturation-electronique-tunisie": facturationElectroniqueAr,
    "comment-choisir-erp": choisirErpAr,
    "digitalisation-medicale-tunisie": digitalisationMedicaleAr,
    "cloud-vs-installation-locale": cloudVsLocalAr,
    "optimisation-gestion-stock-erp": gestionStockAr,
  },
};
