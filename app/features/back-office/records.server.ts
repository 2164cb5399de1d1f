import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { appointments, orders, statusEvents, users } from "../../../db/schema";
import { TIME_ZONE } from "~/domain/constants";
import { PAGE_SIZE, type Entity, type ListQuery } from "./schema";

export type OrderRow = typeof orders.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect & {
  /** Another appointment is already confirmed on the same date and time. */
  conflict: boolean;
};

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
}

/** `%term%` with LIKE wildcards of the user's text taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Start of a calendar day in Tunis, as a timestamptz expression. */
function tunisDayStart(isoDate: string, plusDays = 0): SQL {
  return sql`((${isoDate}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${TIME_ZONE})`;
}

function orderFilters(query: ListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const p = containsPattern(query.q);
    conditions.push(
      or(
        ilike(orders.customerName, p),
        ilike(orders.phone, p),
        ilike(orders.email, p),
        ilike(orders.reference, p),
      ),
    );
  }
  if (query.status) conditions.push(eq(orders.status, query.status as OrderRow["status"]));
  if (query.from) conditions.push(gte(orders.createdAt, tunisDayStart(query.from)));
  if (query.to) conditions.push(lt(orders.createdAt, tunisDayStart(query.to, 1)));
  return and(...conditions);
}

/** Appointments are filtered on the date the visitor asked for, not on the request time. */
function appointmentFilters(query: ListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const p = containsPattern(query.q);
    conditions.push(
      or(
        ilike(appointments.name, p),
        ilike(appointments.phone, p),
        ilike(appointments.email, p),
        ilike(appointments.company, p),
      ),
    );
  }
  if (query.status)
    conditions.push(eq(appointments.status, query.status as AppointmentRow["status"]));
  if (query.from) conditions.push(gte(appointments.preferredDate, query.from));
  if (query.to) conditions.push(sql`${appointments.preferredDate} <= ${query.to}`);
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
const conflictColumn = sql<boolean>`exists (
  select 1 from ${appointments} as other
  where other.preferred_date = "appointments"."preferred_date"
    and other.preferred_time = "appointments"."preferred_time"
    and other.status = 'confirmed'
    and other.id <> "appointments"."id"
)`;

function pageOf<T>(rows: T[], total: number, page: number): Page<T> {
  return { rows, total, page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

/** One page of orders matching the query, with the total across all pages. */
export async function listOrders(db: Database, query: ListQuery): Promise<Page<OrderRow>> {
  const where = orderFilters(query);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...orderSort(query.sort))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return pageOf(rows, count?.n ?? 0, query.page);
}

export async function listAppointments(
  db: Database,
  query: ListQuery,
): Promise<Page<AppointmentRow>> {
  const where = appointmentFilters(query);
  const [rows, [count]] = await Promise.all([
    db
      .select({ appointment: appointments, conflict: conflictColumn })
      .from(appointments)
      .where(where)
      .orderBy(...appointmentSort(query.sort))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(appointments)
      .where(where),
  ]);
  return pageOf(
    rows.map((r) => ({ ...r.appointment, conflict: Boolean(r.conflict) })),
    count?.n ?? 0,
    query.page,
  );
}

/** Every order matching the query (no paging), in the list's order: the CSV export. */
export function allOrders(db: Database, query: ListQuery): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(orderFilters(query))
    .orderBy(...orderSort(query.sort));
}

export function allAppointments(
  db: Database,
  query: ListQuery,
): Promise<(typeof appointments.$inferSelect)[]> {
  return db
    .select()
    .from(appointments)
    .where(appointmentFilters(query))
    .orderBy(...appointmentSort(query.sort));
}

export interface StatusEvent {
  id: string;
  fromStatus: string;
  toStatus: string;
  createdAt: Date;
  adminEmail: string | null;
}

export async function statusHistory(
  db: Database,
  entity: Entity,
  entityId: string,
): Promise<StatusEvent[]> {
  return db
    .select({
      id: statusEvents.id,
      fromStatus: statusEvents.fromStatus,
      toStatus: statusEvents.toStatus,
      createdAt: statusEvents.createdAt,
      adminEmail: users.email,
    })
    .from(statusEvents)
    .leftJoin(users, eq(users.id, statusEvents.adminUserId))
    .where(and(eq(statusEvents.entity, entity), eq(statusEvents.entityId, entityId)))
    .orderBy(asc(statusEvents.createdAt));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getOrder(db: Database, id: string) {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function getAppointment(db: Database, id: string) {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select({ appointment: appointments, conflict: conflictColumn })
    .from(appointments)
    .where(eq(appointments.id, id));
  return row ? { ...row.appointment, conflict: Boolean(row.conflict) } : undefined;
}
