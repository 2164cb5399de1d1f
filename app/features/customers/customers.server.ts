import { asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "../../../db/client.server";
import { appointments, customers, orders, statusEvents, users } from "../../../db/schema";
import { recordPath, statusLabel } from "~/domain/records";
import type { CustomerListQuery, CustomerSort } from "./customers";
import { changeText } from "~/features/back-office/edits";
import { changesOf } from "~/features/back-office/edits.server";
import { changeAuthor, formatCalendarDate, movedText } from "~/features/back-office/format";
import { withServiceLabels } from "~/features/back-office/service-labels.server";
import { notesOf } from "~/features/records/notes.server";
import {
  COUNT_CAP,
  countMatching,
  readPage,
  type Count,
  type Page,
} from "~/features/back-office/paging.server";
import { STATUS_EVENT_COLUMNS, searchCondition } from "~/features/back-office/records.server";
import { PAGE_SIZE } from "~/features/back-office/schema";
import type { Language } from "~/i18n/language";
import { frenchSpacing } from "~/i18n/typography";

/** One person: their orders and appointments grouped by `customer_key`. */
export interface CustomerSummary {
  key: string;
  name: string;
  phone: string;
  email: string | null;
  city: string | null;
  /** The language of their latest order or appointment (mails and WhatsApp use it). */
  language: Language;
  orders: number;
  appointments: number;
  lastActivity: Date;
}

const SORT: Record<CustomerSort, SQL[]> = {
  recent: [desc(customers.lastActivity), asc(customers.key)],
  name: [sql`lower(${customers.name})`, asc(customers.key)],
  orders: [desc(customers.orders), desc(customers.lastActivity), asc(customers.key)],
};

/**
 * The people whose records match the search (any of their orders or
 * appointments), each with their whole activity: the latest name, phone,
 * e-mail and city they gave, how many orders and appointments, and when
 * they last changed. Read from `customers`, which the database keeps
 * (migration 0017): a page is an index range, whatever the number of people.
 */
export async function listCustomers(
  db: Database,
  query: CustomerListQuery,
): Promise<Page<CustomerSummary>> {
  const pageOf = (where: SQL | undefined, count: () => Promise<Count>) =>
    readPage(
      query.page,
      (offset) =>
        db
          .select()
          .from(customers)
          .where(where)
          .orderBy(...SORT[query.sort])
          .limit(PAGE_SIZE)
          .offset(offset),
      count,
    );
  if (!query.q) return pageOf(undefined, () => countMatching(db, customers, undefined, false));
  // The search runs once: its people, when there are not too many, are the page's and the count's.
  const matching = sql`select customer_key from ${orders} where ${searchCondition(orders, query.q)}
    union
    select customer_key from ${appointments} where ${searchCondition(appointments, query.q)}`;
  const keys = await queryRows<{ key: string }>(
    db,
    sql`select customer_key as key from (${matching}) as matching limit ${COUNT_CAP + 1}`,
  );
  if (keys.length > COUNT_CAP) {
    return pageOf(sql`${customers.key} in (${matching})`, async () => ({
      total: COUNT_CAP,
      capped: true,
    }));
  }
  const where = inArray(
    customers.key,
    keys.map((row) => row.key),
  );
  return pageOf(where, async () => ({ total: keys.length, capped: false }));
}

/** One moment of a customer's history, linking to the record it concerns. */
export interface TimelineEntry {
  id: string;
  at: Date;
  kind: "order" | "appointment" | "status" | "note" | "change";
  title: string;
  detail?: string;
  by?: string;
  href: string;
}

export interface CustomerDetail {
  summary: CustomerSummary;
  orders: (typeof orders.$inferSelect)[];
  appointments: (typeof appointments.$inferSelect)[];
  timeline: TimelineEntry[];
}

const DELETED_ADMIN = "administrateur supprimé";

/** Everything about one person, newest first; undefined when no record has this key. */
export async function getCustomer(db: Database, key: string): Promise<CustomerDetail | undefined> {
  const [orderRows, appointmentRows] = await Promise.all([
    db.select().from(orders).where(eq(orders.customerKey, key)).orderBy(desc(orders.createdAt)),
    db
      .select()
      .from(appointments)
      .where(eq(appointments.customerKey, key))
      .orderBy(desc(appointments.createdAt))
      .then((rows) => withServiceLabels(db, rows)),
  ]);
  if (orderRows.length === 0 && appointmentRows.length === 0) return undefined;

  const orderIds = orderRows.map((o) => o.id);
  const appointmentIds = appointmentRows.map((a) => a.id);
  const [events, orderNotes, appointmentNotes, orderChanges, appointmentChanges] =
    await Promise.all([
      db
        .select({
          ...STATUS_EVENT_COLUMNS,
          entity: statusEvents.entity,
          entityId: statusEvents.entityId,
        })
        .from(statusEvents)
        .leftJoin(users, eq(users.id, statusEvents.adminUserId))
        .where(inArray(statusEvents.entityId, [...orderIds, ...appointmentIds])),
      notesOf(db, "order", orderIds),
      notesOf(db, "appointment", appointmentIds),
      changesOf(db, "order", orderIds),
      changesOf(db, "appointment", appointmentIds),
    ]);

  // Record ids are UUIDs, unique across kinds: one map names them all.
  const labelById = new Map<string, string>([
    ...orderRows.map((o): [string, string] => [o.id, `Commande ${o.reference}`]),
    ...appointmentRows.map((a): [string, string] => [
      a.id,
      `Rendez-vous du ${formatCalendarDate(a.preferredDate)}`,
    ]),
  ]);
  const recordLabel = (id: string) => labelById.get(id) ?? "";

  const timeline: TimelineEntry[] = [
    ...orderRows.map((o) => ({
      id: `order-${o.id}`,
      at: o.createdAt,
      kind: "order" as const,
      title: `Commande ${o.reference} reçue`,
      detail: `${o.productName} — ${o.city}`,
      href: recordPath("order", o.id),
    })),
    ...appointmentRows.map((a) => ({
      id: `appointment-${a.id}`,
      at: a.createdAt,
      kind: "appointment" as const,
      title: `Demande de rendez-vous pour le ${formatCalendarDate(a.preferredDate)} à ${a.preferredTime}`,
      detail: a.serviceLabel,
      href: recordPath("appointment", a.id),
    })),
    ...events.map((e) => {
      return {
        id: `status-${e.id}`,
        at: e.createdAt,
        kind: "status" as const,
        title:
          e.fromSlot && e.toSlot
            ? `${recordLabel(e.entityId)} : ${movedText(e.fromSlot, e.toSlot)}`
            : `${recordLabel(e.entityId)}\u202F: ${statusLabel(e.entity, e.fromStatus)} → ${statusLabel(e.entity, e.toStatus)}`,
        by: changeAuthor(e),
        href: recordPath(e.entity, e.entityId),
      };
    }),
    ...[...orderNotes, ...appointmentNotes].map((n) => ({
      id: `note-${n.id}`,
      at: n.createdAt,
      kind: "note" as const,
      title: frenchSpacing(`Note sur : ${recordLabel(n.entityId)}`),
      detail: n.body,
      by: n.authorEmail ?? DELETED_ADMIN,
      href: recordPath(n.entity, n.entityId),
    })),
    ...[...orderChanges, ...appointmentChanges].map((c) => ({
      id: `change-${c.id}`,
      at: c.createdAt,
      kind: "change" as const,
      title: `Correction : ${recordLabel(c.entityId)}`,
      detail: changeText(c),
      by: c.adminEmail ?? DELETED_ADMIN,
      href: recordPath(c.entity, c.entityId),
    })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime() || a.id.localeCompare(b.id));

  // The same person the list shows: the row the database keeps for this key.
  const [summary] = await db.select().from(customers).where(eq(customers.key, key));
  if (!summary) return undefined;
  return { summary, orders: orderRows, appointments: appointmentRows, timeline };
}
