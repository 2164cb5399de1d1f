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

/**
 * The facts as pages receive them, with the company's `tel:` and WhatsApp
 * links written out by the server, so no phone code rides to the browser.
 */
export interface PublicSite extends SiteConfig {
  telHref: string;
  whatsappUrl: string;
}

/**
 * The company's legal identity, set by the operator (COMPANY_RNE,
 * COMPANY_TAX_ID, COMPANY_ADDRESS, HOSTING_PROVIDER, HOSTING_ADDRESS,
 * HOSTING_PHONE) and published in the legal notice; only that page reads it.
 */
export interface LegalFacts {
  rne?: string;
  taxId?: string;
  registeredAddress?: string;
  /** The bank and RIB of the pro-formas (COMPANY_BANK, COMPANY_RIB). */
  bank?: string;
  rib?: string;
  hostName?: string;
  hostAddress?: string;
  hostPhone?: string;
}

export const OFFICES = [
  { key: "tunis", city: "Tunis", area: "Montplaisir", headOffice: true },
  { key: "djerba", city: "Djerba", area: "Midoun", headOffice: false },
] as const;
