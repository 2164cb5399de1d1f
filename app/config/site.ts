/**
 * Public facts about the company (phone, WhatsApp, e-mail): placeholders until set in the environment.
 * The server reads them from the environment (`siteConfigFromEnv`) and the
 * root loader hands them to every page; this module holds no secret.
 */
export interface SiteConfig {
  name: string;
  url: string;
  phone: string;
  /** Digits only, international form, for wa.me links. */
  whatsappNumber: string;
  email: string;
}

export const WHATSAPP_GREETING =
  "Bonjour, je souhaite avoir plus d'informations sur vos solutions.";

export function whatsappUrl(site: SiteConfig): string {
  return `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(WHATSAPP_GREETING)}`;
}

export { telHref } from "~/domain/phone";

export const OFFICES = [
  { key: "tunis", city: "Tunis", area: "Montplaisir", headOffice: true },
  { key: "djerba", city: "Djerba", area: "Midoun", headOffice: false },
] as const;
