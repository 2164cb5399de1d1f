import { TUNIS_OFFSET, tunisWallClock } from "~/domain/calendar";
import { TIME_ZONE } from "~/domain/constants";
import { DEPLOYMENT_LABELS } from "~/domain/vocabulary";

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
  month: "short",
  year: "numeric",
});

/** "22 nov. 2026, 14:05" in Tunis time. Accepts a Date or an ISO string. */
export function formatDateTime(value: Date | string): string {
  return dateTime.format(new Date(value));
}

/** "2026-11-22T14:05:09+01:00": ISO 8601 in Tunis time, for files other programs read (CSV). */
export function formatIsoDateTime(value: Date | string): string {
  const instant = new Date(value);
  const { date, time } = tunisWallClock(instant);
  const seconds = String(instant.getUTCSeconds()).padStart(2, "0");
  return `${date}T${time}:${seconds}${TUNIS_OFFSET}`;
}

/** "22 nov. 2026" in Tunis time. */
export function formatDate(value: Date | string): string {
  return dateOnly.format(new Date(value));
}

/** Who made a status change, as the timelines say it. */
export function changeAuthor(event: { byCustomer: boolean; adminEmail: string | null }): string {
  if (event.byCustomer) return "par le client";
  return event.adminEmail ?? "administrateur supprimé";
}

/** A move's `YYYY-MM-DD HH:MM` slots: « Déplacé du <day> à 10:00 au <day> à 14:00 ». */
export function movedText(fromSlot: string, toSlot: string): string {
  const slot = (value: string) => {
    const [date = "", time = ""] = value.split(" ");
    return `${formatCalendarDate(date)} à ${time}`;
  };
  return `Déplacé du ${slot(fromSlot)} au ${slot(toSlot)}`;
}

/** "dim. 22 nov. 2026" (day and month both abbreviated) for a `YYYY-MM-DD` calendar date. */
export function formatCalendarDate(isoDate: string): string {
  return calendarDate.format(new Date(`${isoDate}T12:00:00Z`));
}

export function deploymentLabel(type: string): string {
  return type === "local" ? DEPLOYMENT_LABELS.fr.local : DEPLOYMENT_LABELS.fr.cloud;
}

/** French plural for the simple cases of the back office ("1 commande", "3 commandes"). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count > 1 ? pluralForm : singular}`;
}

const dayHeading = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
});

/** "lundi 23 novembre" for a `YYYY-MM-DD` calendar date (the agenda's day titles). */
export function formatDayHeading(isoDate: string): string {
  return dayHeading.format(new Date(`${isoDate}T12:00:00Z`));
}

/** «N commandes au total», or «Plus de 1000 commandes au total» when a search stopped counting. */
export function countText(
  page: { total: number; capped: boolean },
  count: (total: number) => string,
): string {
  return page.capped ? `Plus de ${count(page.total)}` : count(page.total);
}

/** What an erased record shows instead of a contact detail it no longer holds. */
export const ERASED_VALUE = "Effacé";

/** When and at whose request a record's personal data went, as the record and its history say it. */
export function erasureText(erasure: { at: Date | string; onRequest: boolean; by: string | null }) {
  const when = formatDateTime(erasure.at);
  return erasure.onRequest
    ? `Données personnelles effacées le ${when}, à la demande de la personne (effacement fait par ${erasure.by ?? "un administrateur supprimé"}).`
    : `Données personnelles anonymisées le ${when}, à la fin de leur durée de conservation.`;
}
