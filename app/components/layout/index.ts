export { SiteHeader } from "./header";
export { useConsent, CONSENT_KEY, type Consent } from "./consent";
export { WhatsAppButton } from "./whatsapp-button";
export { SectionLink } from "./nav-link";
export { Logo } from "./logo";
export { useSite } from "./use-site";
export { useLanguageSync } from "./language-sync";
