import type { AppointmentStatus, OrderStatus } from "./constants";
import { APPOINTMENT_STATUSES, ORDER_STATUSES } from "./constants";
import {
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_TRANSITIONS,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  type Transition,
} from "./status-machine";

/**
 * The record kinds the back office follows (decision 0070): what the lists,
 * detail pages, exports, notes, mails and the team's follow-up say and link
 * per kind lives here, so code asks the registry instead of branching on the
 * kind. A new kind adds its entry; every `Record<RecordKind, …>` map of the
 * feature code (tables, schemas, commands) then fails to compile until it
 * has its line too.
 */
export const RECORD_KINDS = ["order", "appointment"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export interface RecordKindFacts<S extends string> {
  /** The plural in addresses and load logs: `/admin/orders`, `/admin/export/orders`. */
  plural: "orders" | "appointments";
  statuses: readonly [S, ...S[]];
  statusLabels: Record<S, string>;
  transitions: readonly Transition<S>[];
  /** «une commande»: in the mail telling a team member they follow it. */
  indefinite: string;
  /** The back link of a detail page. */
  allLabel: string;
  /** The list's search hint: the columns the search looks in. */
  searchHint: string;
  /** The label of the list's date filter (the date it filters on). */
  fromLabel: string;
  /** The list filters on payment (orders carry amounts, decision 0058). */
  paymentFilter: boolean;
}

export const RECORDS: {
  order: RecordKindFacts<OrderStatus>;
  appointment: RecordKindFacts<AppointmentStatus>;
} = {
  order: {
    plural: "orders",
    statuses: ORDER_STATUSES,
    statusLabels: ORDER_STATUS_LABELS,
    transitions: ORDER_TRANSITIONS,
    indefinite: "une commande",
    allLabel: "Toutes les commandes",
    searchHint: "Nom, téléphone, email, ville ou référence",
    fromLabel: "Reçue du",
    paymentFilter: true,
  },
  appointment: {
    plural: "appointments",
    statuses: APPOINTMENT_STATUSES,
    statusLabels: APPOINTMENT_STATUS_LABELS,
    transitions: APPOINTMENT_TRANSITIONS,
    indefinite: "un rendez-vous",
    allLabel: "Tous les rendez-vous",
    searchHint: "Nom, téléphone, email ou entreprise",
    fromLabel: "Rendez-vous du",
    paymentFilter: false,
  },
};

/** The facts of a kind with its statuses widened to strings, for code written once for all kinds. */
export function recordFacts(kind: RecordKind): RecordKindFacts<string> {
  return RECORDS[kind] as RecordKindFacts<string>;
}

/** The back-office list of a kind: `/admin/orders`. */
export const recordListPath = (kind: RecordKind) => `/admin/${RECORDS[kind].plural}`;

/** The back-office page of one record: `/admin/orders/<id>`. */
export const recordPath = (kind: RecordKind, id: string) => `${recordListPath(kind)}/${id}`;

/** The French label of a status of a kind; an unknown status shows as itself. */
export function statusLabel(kind: RecordKind, status: string): string {
  return recordFacts(kind).statusLabels[status] ?? status;
}
