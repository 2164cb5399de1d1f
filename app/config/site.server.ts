import { env } from "./env.server";
import type { SiteConfig } from "./site";

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
