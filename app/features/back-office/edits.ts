import { isIsoDate } from "~/domain/calendar";
import { z } from "zod";
import { HOLDING_STATUSES } from "~/domain/availability";
import { appointmentBSchema } from "~/features/appointments/schema";
import { line } from "~/features/forms/fields";
import { orderSchema } from "~/features/orders/schema";
import { formsFr } from "~/i18n/forms/fr";
import { formatCalendarDate } from "./format";
import type { Entity } from "./schema";
import type { Result } from "~/domain/result";
import { frenchSpacing } from "~/i18n/typography";
import type { appointments, orders } from "../../../db/schema";

/**
 * Corrections of a record's contact details from its back-office page. The
 * fields keep the public forms' rules and French messages (the same zod
 * schemas, picked); `version` is the record's last update time as the page
 * saw it, so a save made from a stale page is refused.
 */
export const EDIT_MESSAGES = {
  saved: "Coordonnées enregistrées",
  savedAndMailed: frenchSpacing("Coordonnées enregistrées ; le client est prévenu par e-mail."),
  unchanged: "Aucune modification à enregistrer.",
  failure: "Erreur lors de l'enregistrement des coordonnées",
  stale:
    "Cette fiche a été modifiée entre-temps (par vous dans un autre onglet ou par un autre administrateur). Rechargez la page pour voir sa version actuelle, puis recommencez.",
  erased: frenchSpacing(
    "Les données de ce client ont été effacées : sa fiche ne peut plus être modifiée.",
  ),
} as const;

const m = formsFr.validation;
const version = z.string({ error: EDIT_MESSAGES.stale }).min(1, EDIT_MESSAGES.stale);

export const orderEditSchema = orderSchema(m)
  .pick({ customer_name: true, phone: true, email: true, city: true, address: true })
  .extend({ version });

const appointmentB = appointmentBSchema(m);

/**
 * The date is only a calendar date here: whether the slot may be booked
 * (past, closures, hours, capacity) is the availability check's answer, asked
 * only when the date or time changes, so an old appointment keeps its date.
 */
export const appointmentEditSchema = appointmentB
  .pick({ name: true, phone: true, email: true, preferred_time: true })
  .extend({
    preferred_date: line().pipe(z.string().min(1, m.dateRequired).refine(isIsoDate, m.dateInvalid)),
    version,
  });

/** The edit schema of each record kind (decision 0070). */
export const EDIT_SCHEMAS: Record<Entity, typeof orderEditSchema | typeof appointmentEditSchema> = {
  order: orderEditSchema,
  appointment: appointmentEditSchema,
};

export type OrderEdit = z.output<typeof orderEditSchema>;
export type AppointmentEdit = z.output<typeof appointmentEditSchema>;

/**
 * The editable fields of each record, in the form's order, with their labels
 * and the columns that hold them.
 */
export const EDIT_FIELDS = {
  order: [
    ["customer_name", "Nom", "customerName"],
    ["phone", "Téléphone", "phone"],
    ["email", "Email", "email"],
    ["city", "Ville", "city"],
    ["address", "Adresse", "address"],
  ],
  appointment: [
    ["name", "Nom", "name"],
    ["phone", "Téléphone", "phone"],
    ["email", "Email", "email"],
    ["preferred_date", "Date", "preferredDate"],
    ["preferred_time", "Heure", "preferredTime"],
  ],
} as const satisfies {
  order: readonly (readonly [keyof OrderEdit, string, keyof typeof orders.$inferSelect])[];
  appointment: readonly (readonly [
    keyof AppointmentEdit,
    string,
    keyof typeof appointments.$inferSelect,
  ])[];
};

/** The form's values of a record: each editable field as its row holds it now. */
export function editableValues(
  entity: Entity,
  row: Record<string, unknown>,
): Record<string, string | null> {
  return Object.fromEntries(
    EDIT_FIELDS[entity].map(([field, , column]) => [field, (row[column] as string | null) ?? null]),
  );
}

export type EditField = (typeof EDIT_FIELDS)[Entity][number][0];

export function fieldLabel(field: string): string {
  if (field === "owner") return "Responsable";
  for (const fields of Object.values(EDIT_FIELDS)) {
    const found = fields.find(([name]) => name === field);
    if (found) return found[1];
  }
  return field;
}

/** «Téléphone : 55 111 222 → 98 765 432» (a narrow no-break space before the colon); an empty value reads «(vide)». */
export function changeText(change: { field: string; before: string | null; after: string | null }) {
  const shown = (v: string | null) =>
    v === null || v === ""
      ? "(vide)"
      : change.field === "preferred_date" && isIsoDate(v)
        ? formatCalendarDate(v)
        : v;
  // An erasure on request blanks both values (a correction never has two empty ones).
  if (change.before === null && change.after === null) {
    return `${fieldLabel(change.field)} : valeurs effacées`;
  }
  return `${fieldLabel(change.field)}\u202F: ${shown(change.before)} → ${shown(change.after)}`;
}

type CorrectedFields = Partial<
  Record<"preferred_date" | "preferred_time" | "email", string | null>
>;

/**
 * A corrected date or time is mailed to the customer, as their own move is,
 * when the appointment still holds its place (pending or confirmed) and has
 * an address to write to (the corrected one). The dialog announces it on
 * the same rule.
 */
export function correctionMailsCustomer(
  appointment: { status: string },
  before: CorrectedFields,
  after: CorrectedFields,
): boolean {
  const moved =
    before.preferred_date !== after.preferred_date ||
    before.preferred_time !== after.preferred_time;
  return (
    moved &&
    Boolean(after.email?.trim()) &&
    (HOLDING_STATUSES as readonly string[]).includes(appointment.status)
  );
}

export const CORRECTION_MAIL_NOTICE =
  "Le client recevra un e-mail avec la nouvelle date et la nouvelle heure, et son lien pour gérer le rendez-vous.";

/** What an edit action answers; the dialog shows the message and marks the field. */
export type EditActionData = Result<{ message: string }>;
