/**
 * The services of the appointment pages: the active products, in display
 * order, then the services that are not products. A product's service value
 * is its id (it survives a slug change) and its label "<name> — <card
 * subtitle>" (for the three seeded products, the specification's texts).
 * Labels of inactive products stay readable: their appointments keep them.
 */
import { PAGE_OTHER_SERVICES, isOtherService } from "~/domain/constants";
import { OTHER_SERVICE_LABELS, OTHER_SERVICE_SHORT_LABELS } from "~/domain/vocabulary";
import type { SiteContent } from "~/lib/catalog-types";
import type { Language } from "~/i18n/language";
import { activeProducts } from "./store.server";

export type AppointmentPage = "A" | "B";

export interface ServiceOption {
  value: string;
  label: string;
}

/** A service as visitors choose it and read it in their mail. */
export function serviceLabel(content: SiteContent, service: string, lang: Language): string {
  if (isOtherService(service)) return OTHER_SERVICE_LABELS[lang][service];
  const product = content.products.find((p) => p.id === service);
  return product ? `${product.data.name} — ${product.data[lang].card.subtitle}` : service;
}

/** A service in both languages, kept with its mails so they read as it was booked. */
export function serviceNames(content: SiteContent, service: string): Record<Language, string> {
  return { fr: serviceLabel(content, service, "fr"), ar: serviceLabel(content, service, "ar") };
}

/** Every service's short label, for the back office's lists. */
export function serviceShortLabels(content: SiteContent): Record<string, string> {
  return {
    ...Object.fromEntries(content.products.map((p) => [p.id, p.data.name])),
    ...OTHER_SERVICE_SHORT_LABELS,
  };
}

/** The options of a page's service select, in the page's language. */
export function serviceOptions(
  content: SiteContent,
  page: AppointmentPage,
  lang: Language,
): ServiceOption[] {
  return [...activeProducts(content).map((p) => p.id), ...PAGE_OTHER_SERVICES[page]].map(
    (value) => ({ value, label: serviceLabel(content, value, lang) }),
  );
}

/** Whether a page offers this service now (an active product or one of its other services). */
export function isOfferedService(
  content: SiteContent,
  page: AppointmentPage,
  service: string,
): boolean {
  return (
    (PAGE_OTHER_SERVICES[page] as readonly string[]).includes(service) ||
    activeProducts(content).some((p) => p.id === service)
  );
}
