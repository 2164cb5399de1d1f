/**
 * Public facts about the company that the spec withholds (DESIGN §3 item 5).
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

/** `tel:` link target: the number without spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export const OFFICES = [
  { key: "tunis", city: "Tunis", area: "Montplaisir", headOffice: true },
  { key: "djerba", city: "Djerba", area: "Midoun", headOffice: false },
] as const;
