export { SiteHeader } from "./header";
export { FloatingLayer } from "./floating-layer";
export { SectionLink } from "./nav-link";
export { Logo } from "./logo";
export { useSite } from "./use-site";
export { LanguageSync } from "./language-sync";
