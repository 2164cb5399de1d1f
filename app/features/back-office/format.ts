import { TIME_ZONE } from "~/domain/constants";

const dateTime = new Intl.DateTimeFormat("fr-FR", {
  timeZone: TIME_ZONE,
  dateStyle: "medium",
  timeStyle: "short",
});
const dateOnly = new Intl.DateTimeFormat("fr-FR", { timeZone: TIME_ZONE, dateStyle: "medium" });
// A calendar date (preferred_date) has no time zone: format it as UTC noon so no shift occurs.
const calendarDate = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "22 nov. 2026, 14:05" in Tunis time. Accepts a Date or an ISO string. */
export function formatDateTime(value: Date | string): string {
  return dateTime.format(new Date(value));
}

/** "22 nov. 2026" in Tunis time. */
export function formatDate(value: Date | string): string {
  return dateOnly.format(new Date(value));
}

/** "dim. 22 novembre 2026" for a `YYYY-MM-DD` calendar date. */
export function formatCalendarDate(isoDate: string): string {
  return calendarDate.format(new Date(`${isoDate}T12:00:00Z`));
}

export const DEPLOYMENT_LABELS = { local: "Installation locale", cloud: "Version Cloud" } as const;

export function deploymentLabel(type: string): string {
  return type === "local" ? DEPLOYMENT_LABELS.local : DEPLOYMENT_LABELS.cloud;
}

export const SERVICE_LABELS: Record<string, string> = {
  digifact: "DigiFact",
  digierp: "DigiERP",
  digimed: "DigiMed",
  custom: "Développement sur mesure",
  consultation: "Consultation",
  autre: "Autre",
};

export function serviceLabel(service: string): string {
  return SERVICE_LABELS[service] ?? service;
}

/** `tel:` target: digits and a leading plus only. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** French plural for the simple cases of the back office ("1 commande", "3 commandes"). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count > 1 ? pluralForm : singular}`;
}
