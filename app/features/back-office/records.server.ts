import { and, asc, desc, eq, getTableColumns, gte, like, lt, sql, type SQL } from "drizzle-orm";
import type { PaymentState } from "~/domain/money";
import { paidSql, paymentStateSql } from "~/features/orders/payments.server";
import type { Database } from "../../../db/client.server";
import { appointments, bookingSettings, orders, statusEvents, users } from "../../../db/schema";
import { DEFAULT_RULES } from "~/domain/availability";
import { TIME_ZONE } from "~/domain/constants";
import { phoneSearchDigits } from "~/domain/phone";
import { countMatching, readPage, type Page } from "./paging.server";
import { PAGE_SIZE, type Entity, type ListQuery } from "./schema";
import { withServiceLabels } from "./service-labels.server";

export type OrderRow = typeof orders.$inferSelect & {
  /** Unpaid, deposit received or paid in full; null on orders without amounts (migration 0022). */
  paymentState: PaymentState | null;
  paidMillimes: number;
};

/** An order's columns with its payment state and amount paid. */
const orderColumns = () => ({
  ...getTableColumns(orders),
  paymentState: paymentStateSql,
  paidMillimes: paidSql.mapWith(Number),
});
export type AppointmentRow = typeof appointments.$inferSelect & {
  /** Other appointments already confirmed on the same date and time fill the slot's capacity. */
  conflict: boolean;
  serviceLabel: string;
};

/** `%term%` with LIKE wildcards of the user's text taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Start of a calendar day in Tunis, as a timestamptz expression. */
function tunisDayStart(isoDate: string, plusDays = 0): SQL {
  return sql`((${isoDate}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${TIME_ZONE})`;
}

/**
 * A search over the normalised columns the database fills (migration 0008):
 * the text folded like `search_text` (no case, no accents) and, when the
 * text is a phone number, its digits against `phone_key`. Both columns have
 * trigram indexes, so `%…%` patterns do not scan the table.
 */
export function searchCondition(table: typeof orders | typeof appointments, q: string): SQL {
  const text = sql`${table.searchText} like search_fold(${containsPattern(q)})`;
  const digits = phoneSearchDigits(q);
  return digits ? sql`(${text} or ${like(table.phoneKey, `%${digits}%`)})` : text;
}

function orderFilters(query: ListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(searchCondition(orders, query.q));
  if (query.status) conditions.push(eq(orders.status, query.status as OrderRow["status"]));
  if (query.from) conditions.push(gte(orders.createdAt, tunisDayStart(query.from)));
  if (query.to) conditions.push(lt(orders.createdAt, tunisDayStart(query.to, 1)));
  if (query.owner) conditions.push(eq(orders.ownerUserId, query.owner));
  if (query.payment) conditions.push(sql`${paymentStateSql} = ${query.payment}`);
  return and(...conditions);
}

/** Appointments are filtered on the date the visitor asked for, not on the request time. */
function appointmentFilters(query: ListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(searchCondition(appointments, query.q));
  if (query.status)
    conditions.push(eq(appointments.status, query.status as AppointmentRow["status"]));
  if (query.from) conditions.push(gte(appointments.preferredDate, query.from));
  if (query.to) conditions.push(sql`${appointments.preferredDate} <= ${query.to}`);
  if (query.owner) conditions.push(eq(appointments.ownerUserId, query.owner));
  return and(...conditions);
}

function orderSort(sort: ListQuery["sort"]): SQL[] {
  return sort === "oldest"
    ? [asc(orders.createdAt), asc(orders.id)]
    : [desc(orders.createdAt), desc(orders.id)];
}

function appointmentSort(sort: ListQuery["sort"]): SQL[] {
  switch (sort) {
    case "oldest":
      return [asc(appointments.createdAt), asc(appointments.id)];
    case "date_asc":
      return [
        asc(appointments.preferredDate),
        asc(appointments.preferredTime),
        asc(appointments.createdAt),
      ];
    case "date_desc":
      return [
        desc(appointments.preferredDate),
        desc(appointments.preferredTime),
        desc(appointments.createdAt),
      ];
    default:
      return [desc(appointments.createdAt), desc(appointments.id)];
  }
}

// Drizzle leaves columns unqualified in a one-table select, so the outer row is named explicitly.
// The capacity is the availability settings' (1 before any is saved, as slotCapacity says).
const conflictColumn = sql<boolean>`(
  select count(*) from ${appointments} as other
  where other.preferred_date = "appointments"."preferred_date"
    and other.preferred_time = "appointments"."preferred_time"
    and other.status = 'confirmed'
    and other.id <> "appointments"."id"
) >= coalesce((select capacity from ${bookingSettings} where id = 1), ${DEFAULT_RULES.capacity})`;

/** One page of orders matching the query, with the total across all pages. */
export async function listOrders(db: Database, query: ListQuery): Promise<Page<OrderRow>> {
  const where = orderFilters(query);
  return readPage(
    query.page,
    (offset) =>
      db
        .select(orderColumns())
        .from(orders)
        .where(where)
        .orderBy(...orderSort(query.sort))
        .limit(PAGE_SIZE)
        .offset(offset),
    () => countMatching(db, orders, where, Boolean(query.q)),
  );
}

export async function listAppointments(
  db: Database,
  query: ListQuery,
): Promise<Page<AppointmentRow>> {
  const where = appointmentFilters(query);
  return readPage(
    query.page,
    async (offset) => {
      const rows = await db
        .select({ appointment: appointments, conflict: conflictColumn })
        .from(appointments)
        .where(where)
        .orderBy(...appointmentSort(query.sort))
        .limit(PAGE_SIZE)
        .offset(offset);
      return withServiceLabels(
        db,
        rows.map((r) => ({ ...r.appointment, conflict: Boolean(r.conflict) })),
      );
    },
    () => countMatching(db, appointments, where, Boolean(query.q)),
  );
}

/** Every order matching the query (no paging), in the list's order: the CSV export. */
export function allOrders(db: Database, query: ListQuery): Promise<OrderRow[]> {
  return db
    .select(orderColumns())
    .from(orders)
    .where(orderFilters(query))
    .orderBy(...orderSort(query.sort));
}

export async function allAppointments(db: Database, query: ListQuery) {
  const rows = await db
    .select()
    .from(appointments)
    .where(appointmentFilters(query))
    .orderBy(...appointmentSort(query.sort));
  return withServiceLabels(db, rows);
}

export interface StatusEvent {
  id: string;
  fromStatus: string;
  toStatus: string;
  createdAt: Date;
  adminEmail: string | null;
  /** Made by the customer through the link of their mails. */
  byCustomer: boolean;
  /** A move: the slots before and after, `YYYY-MM-DD HH:MM`. */
  fromSlot: string | null;
  toSlot: string | null;
}

/** What a status event shows in a history (join `users` on `adminUserId` for the e-mail). */
export const STATUS_EVENT_COLUMNS = {
  id: statusEvents.id,
  fromStatus: statusEvents.fromStatus,
  toStatus: statusEvents.toStatus,
  createdAt: statusEvents.createdAt,
  adminEmail: users.email,
  byCustomer: statusEvents.byCustomer,
  fromSlot: statusEvents.fromSlot,
  toSlot: statusEvents.toSlot,
};

export async function statusHistory(
  db: Database,
  entity: Entity,
  entityId: string,
): Promise<StatusEvent[]> {
  return db
    .select(STATUS_EVENT_COLUMNS)
    .from(statusEvents)
    .leftJoin(users, eq(users.id, statusEvents.adminUserId))
    .where(and(eq(statusEvents.entity, entity), eq(statusEvents.entityId, entityId)))
    .orderBy(asc(statusEvents.createdAt));
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getOrder(db: Database, id: string) {
  if (!UUID_PATTERN.test(id)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function getAppointment(db: Database, id: string) {
  if (!UUID_PATTERN.test(id)) return undefined;
  const [row] = await db
    .select({ appointment: appointments, conflict: conflictColumn })
    .from(appointments)
    .where(eq(appointments.id, id));
  if (!row) return undefined;
  const [labelled] = await withServiceLabels(db, [row.appointment]);
  return { ...labelled!, conflict: Boolean(row.conflict) };
}

/** When a record's personal data went, and whether the person asked (then who carried it out). */
export interface Erasure {
  at: Date;
  /** Erased at the person's request; otherwise by the retention job, at the end of the keeping period. */
  onRequest: boolean;
  /** The administrator who erased it on request (null once their account is gone). */
  by: string | null;
}

/** The erasure of a record, or null while it still holds the person's data. */
export async function erasureOf(
  db: Database,
  row: { anonymisedAt: Date | null; erasedOnRequest: boolean; erasedBy: string | null },
): Promise<Erasure | null> {
  if (!row.anonymisedAt) return null;
  const [admin] = row.erasedBy
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, row.erasedBy))
    : [];
  return { at: row.anonymisedAt, onRequest: row.erasedOnRequest, by: admin?.email ?? null };
}
