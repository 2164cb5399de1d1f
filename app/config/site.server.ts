import { telHref } from "~/domain/phone";
import { env } from "./env.server";
import type { LegalFacts, PublicSite, SiteConfig } from "./site";

export function siteConfig(): SiteConfig {
  const e = env();
  return {
    name: e.SITE_NAME,
    url: e.SITE_URL.replace(/\/$/, ""),
    phone: e.SITE_PHONE,
    whatsappNumber: e.WHATSAPP_NUMBER,
    email: e.CONTACT_EMAIL,
  };
}

export function legalFacts(): LegalFacts {
  const e = env();
  return {
    rne: e.COMPANY_RNE,
    taxId: e.COMPANY_TAX_ID,
    registeredAddress: e.COMPANY_ADDRESS,
    bank: e.COMPANY_BANK,
    rib: e.COMPANY_RIB,
    hostName: e.HOSTING_PROVIDER,
    hostAddress: e.HOSTING_ADDRESS,
    hostPhone: e.HOSTING_PHONE,
  };
}

const WHATSAPP_GREETING = "Bonjour, je souhaite avoir plus d'informations sur vos solutions.";

/** What the root loader hands to every page (see PublicSite). */
export function publicSite(): PublicSite {
  const site = siteConfig();
  return {
    ...site,
    telHref: telHref(site.phone),
    whatsappUrl: `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(WHATSAPP_GREETING)}`,
  };
}
