/**
 * The names the site gives its products, services and deployment options, in
 * French and Arabic, defined once: the public pages, the forms, the mails and
 * the back office read them from here. Arabic follows docs/glossary.md.
 */
import type { DeploymentType, OtherService } from "./constants";

/** The site's languages (app/i18n/language.ts; the domain imports nothing above it). */
type Lang = "fr" | "ar";

export type ProductKey = "digifact" | "digierp" | "digimed";

/** What each product does, in a few words: under its name on cards, in forms and mails. */
export const PRODUCT_SUBTITLES: Record<Lang, Record<ProductKey, string>> = {
  fr: {
    digifact: "Facturation électronique",
    digierp: "Gestion d'entreprise (ERP)",
    digimed: "Gestion de cabinet médical et de clinique",
  },
  ar: {
    digifact: "الفوترة الإلكترونية",
    digierp: "التصرف في المؤسسة (ERP)",
    digimed: "التصرف في العيادات الطبية والمصحات",
  },
};

/** The services that are not products, in short as the back office lists them. */
export const OTHER_SERVICE_SHORT_LABELS: Record<OtherService, string> = {
  custom: "Développement sur mesure",
  consultation: "Consultation",
  autre: "Autre",
};

/**
 * The services that are not products, as visitors choose them and read them
 * in their mail. A product's service reads "<name> — <card subtitle>", from
 * the product itself (app/features/content/services.server.ts).
 */
export const OTHER_SERVICE_LABELS: Record<Lang, Record<OtherService, string>> = {
  fr: {
    custom: "Développement sur mesure",
    consultation: "Consultation et conseil",
    autre: "Autre",
  },
  ar: {
    custom: "تطوير حسب الطلب",
    consultation: "استشارة ونصح",
    autre: "أخرى",
  },
};

/**
 * A confirmed appointment the customer did not attend: one word per language
 * for the back office, the mails and the customer's own page.
 */
export const NO_SHOW_LABELS: Record<Lang, string> = { fr: "Absent", ar: "غائب" };

export const DEPLOYMENT_LABELS: Record<Lang, Record<DeploymentType, string>> = {
  fr: { local: "Installation locale", cloud: "Version Cloud" },
  ar: { local: "تثبيت محلي", cloud: "النسخة السحابية" },
};
