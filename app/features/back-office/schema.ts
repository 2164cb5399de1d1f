import { isIsoDate } from "~/domain/calendar";
import { PAYMENT_STATES } from "~/domain/money";
import { z } from "zod";
import { APPOINTMENT_STATUSES, GRANTS, ORDER_STATUSES, ROLES } from "~/domain/constants";
import type { RecordKind } from "~/domain/records";
import { frenchSpacing } from "~/i18n/typography";
import { Refused, refuse } from "~/domain/result";

export const PAGE_SIZE = 25;
/** A record kind of the back office (decision 0070: the registry in app/domain/records.ts). */
export type Entity = RecordKind;

/** Sort orders of the lists: by creation (the spec's default) or by the appointment date. */
export const SORTS = ["recent", "oldest", "date_asc", "date_desc"] as const;
export type Sort = (typeof SORTS)[number];

export const SORT_LABELS: Record<Entity, Partial<Record<Sort, string>>> = {
  order: { recent: "Plus récentes d'abord", oldest: "Plus anciennes d'abord" },
  appointment: {
    recent: "Demandes récentes",
    oldest: "Demandes anciennes",
    date_asc: "Date du RDV (proche)",
    date_desc: "Date du RDV (lointaine)",
  },
};

/**
 * A real calendar day that PostgreSQL accepts: JavaScript would roll
 * 2026-02-30 over to March and accepts year 0000, which PostgreSQL refuses.
 */
function isFilterDate(value: string): boolean {
  return isIsoDate(value) && value >= "1900";
}
const isoDate = z.string().refine(isFilterDate);

export const INVALID_FILTER_DATE =
  "Date de filtre invalide : choisissez une date réelle au format AAAA-MM-JJ.";
export const INVALID_FILTER_CHARACTERS = "Filtre invalide : caractères de contrôle non autorisés.";

/**
 * Unknown statuses, sorts and pages fall back to the default rather than an
 * error page; dates and control characters are refused by parseListQuery.
 */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

function listQuerySchema(statuses: readonly [string, ...string[]]) {
  return z.object({
    q: optional(z.string().trim().max(100)).transform((v) => v || undefined),
    status: optional(z.enum(statuses)),
    from: optional(isoDate),
    to: optional(isoDate),
    /** Orders only: unpaid, deposit received, paid in full (decision 0058). */
    payment: optional(z.enum(PAYMENT_STATES)),
    sort: z.enum(SORTS).catch("recent").default("recent"),
    /** «Mes demandes»: only the requests the signed-in person follows. */
    mine: optional(z.enum(["1"])),
    page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  });
}

export const orderListQuery = listQuerySchema(ORDER_STATUSES);
export const appointmentListQuery = listQuerySchema(APPOINTMENT_STATUSES);
const LIST_QUERIES: Record<Entity, typeof orderListQuery | typeof appointmentListQuery> = {
  order: orderListQuery,
  appointment: appointmentListQuery,
};
export type ListQuery = z.infer<typeof orderListQuery> & {
  /** Set by the server from `mine` and the signed-in person (never read from the address). */
  owner?: string;
};

/**
 * The list filters of a URL. A date that is not a real day, or any control
 * character (a NUL byte reaches PostgreSQL as an error), throws `Refused`
 * (400) with a French message: the date filters are typed in date
 * inputs, so such a value is a hand-made URL, and showing every row instead
 * would mislead.
 */
export function parseListQuery(entity: Entity, params: URLSearchParams): ListQuery {
  for (const name of ["q", "from", "to"]) {
    const value = params.get(name) ?? "";
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(value))
      throw new Refused(refuse.invalid(INVALID_FILTER_CHARACTERS));
    if (name !== "q" && value !== "" && !isFilterDate(value)) {
      throw new Refused(refuse.invalid(INVALID_FILTER_DATE));
    }
  }
  return LIST_QUERIES[entity].parse(Object.fromEntries(params));
}

export const DATE_RANGE_MESSAGE = frenchSpacing(
  "La date de début (« du ») doit être antérieure ou égale à la date de fin (« au »).",
);

/** A "from" after the "to" is refused with a message: silently listing nothing would mislead. */
export function dateRangeError(query: { from?: string; to?: string }): string | undefined {
  return query.from && query.to && query.from > query.to ? DATE_RANGE_MESSAGE : undefined;
}

/** A status change posted from a list or a detail page. */
export const CANCEL_REASON_MAX_LENGTH = 500;

export const statusChangeSchema = z.object({
  intent: z.literal("status"),
  id: z.string().uuid("Identifiant invalide"),
  status: z.string().min(1, "Statut manquant"),
  /** The administrator accepted the double-booking warning. */
  force: z
    .enum(["1", "0", ""])
    .optional()
    .transform((v) => v === "1"),
  /** Why it is cancelled, kept as an internal note (never mailed). */
  reason: z
    .string()
    .trim()
    .max(
      CANCEL_REASON_MAX_LENGTH,
      `Le motif ne doit pas dépasser ${CANCEL_REASON_MAX_LENGTH} caractères`,
    )
    .optional()
    .transform((v) => v || undefined),
});

export const deleteRoleSchema = z.object({
  intent: z.literal("delete-role"),
  id: z.string().uuid("Identifiant invalide"),
});

/** Role editing on the users page: the account and the one role it keeps. */
export const setRoleSchema = z.object({
  intent: z.literal("set-role"),
  userId: z.string().min(1, "Identifiant invalide").max(64, "Identifiant invalide"),
  role: z.enum(ROLES, { error: "Rôle invalide" }),
});

/** «Accès à l'audience» switched on or off for one account (decision 0076). */
export const setGrantSchema = z.object({
  intent: z.literal("set-grant"),
  userId: z.string().min(1, "Identifiant invalide").max(64, "Identifiant invalide"),
  grant: z.enum(GRANTS, { error: "Accès invalide" }),
  granted: z.enum(["on", "off"], { error: "Valeur invalide" }).transform((v) => v === "on"),
});

/** The role chosen in «Créer un compte». */
export const createRoleSchema = z.enum(ROLES, { error: "Rôle invalide" });

const checkbox = z
  .enum(["on", "true", "1"])
  .optional()
  .transform((v) => v !== undefined);

export const settingsSchema = z.object({
  notifyOrders: checkbox,
  notifyAppointments: checkbox,
  notifyDigest: checkbox,
});
