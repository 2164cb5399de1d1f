import { z } from "zod";
import { APPOINTMENT_STATUSES, ORDER_STATUSES } from "~/domain/constants";

export const PAGE_SIZE = 25;
export const ENTITIES = ["order", "appointment"] as const;
export type Entity = (typeof ENTITIES)[number];

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

// A real calendar day: JavaScript would roll 2026-02-30 over to March, PostgreSQL refuses it.
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => {
    const day = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
  });

/** Invalid or absent values fall back to "no filter" rather than an error page. */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

function listQuerySchema(statuses: readonly [string, ...string[]]) {
  return z.object({
    q: optional(z.string().trim().max(100)).transform((v) => v || undefined),
    status: optional(z.enum(statuses)),
    from: optional(isoDate),
    to: optional(isoDate),
    sort: z.enum(SORTS).catch("recent").default("recent"),
    page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  });
}

export const orderListQuery = listQuerySchema(ORDER_STATUSES);
export const appointmentListQuery = listQuerySchema(APPOINTMENT_STATUSES);
export type ListQuery = z.infer<typeof orderListQuery>;

export function parseListQuery(entity: Entity, params: URLSearchParams): ListQuery {
  const schema = entity === "order" ? orderListQuery : appointmentListQuery;
  return schema.parse(Object.fromEntries(params));
}

/** A status change posted from a list or a detail page. */
export const statusChangeSchema = z.object({
  intent: z.literal("status"),
  id: z.string().uuid("Identifiant invalide"),
  status: z.string().min(1, "Statut manquant"),
  /** The administrator accepted the double-booking warning. */
  force: z
    .enum(["1", "0", ""])
    .optional()
    .transform((v) => v === "1"),
});

export const deleteRoleSchema = z.object({
  intent: z.literal("delete-role"),
  id: z.string().uuid("Identifiant invalide"),
});

export const createAdminSchema = z.object({
  intent: z.literal("create-admin"),
  email: z.string().trim().min(1, "Veuillez remplir tous les champs"),
  password: z.string().min(1, "Veuillez remplir tous les champs"),
});

const checkbox = z
  .enum(["on", "true", "1"])
  .optional()
  .transform((v) => v !== undefined);

export const settingsSchema = z.object({
  notifyOrders: checkbox,
  notifyAppointments: checkbox,
});

export const CSV_SEPARATORS = [";", ","] as const;
