export { SiteHeader } from "./header";
export { useConsent, CONSENT_KEY, type Consent } from "./consent";
export { FloatingLayer } from "./floating-layer";
export { SectionLink } from "./nav-link";
export { Logo } from "./logo";
export { useSite } from "./use-site";
export { LanguageSync } from "./language-sync";
