import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { appointments, orders, statusEvents } from "../../../db/schema";
import type { AppointmentStatus, OrderStatus } from "~/domain/constants";
import {
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_TRANSITIONS,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  isAllowedTransition,
} from "~/domain/status-machine";
import { enqueue } from "~/features/notifications/outbox.server";
import type { Entity } from "./schema";
import { formatCalendarDate } from "./format";

export const STATUS_MESSAGES = {
  success: "Statut mis à jour avec succès",
  failure: "Erreur lors de la mise à jour du statut",
  notFound: "Cette demande n'existe plus.",
  refused: (from: string, to: string) =>
    `Changement de statut refusé : « ${from} » ne peut pas devenir « ${to} ».`,
  doubleBooking: (date: string, time: string) =>
    `Un rendez-vous est déjà confirmé le ${date} à ${time}.`,
} as const;

export type StatusChangeResult =
  | { ok: true; from: string; to: string }
  | { ok: false; status: 404 | 409; message: string; doubleBooking?: boolean };

interface StatusChange {
  entity: Entity;
  id: string;
  to: string;
  adminUserId: string;
  /** Confirm an appointment even though its slot already has a confirmed one. */
  force?: boolean;
}

/**
 * Changes the status of an order or appointment if the shared state machine
 * allows it. The row is locked, the change recorded in the audit trail and
 * the customer's mail queued, all in one transaction.
 */
export async function changeStatus(
  db: Database,
  change: StatusChange,
): Promise<StatusChangeResult> {
  return change.entity === "order"
    ? changeOrderStatus(db, change)
    : changeAppointmentStatus(db, change);
}

async function changeOrderStatus(db: Database, change: StatusChange): Promise<StatusChangeResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, change.id)).for("update");
    if (!row) return { ok: false, status: 404, message: STATUS_MESSAGES.notFound };
    const to = change.to as OrderStatus;
    if (!isAllowedTransition(ORDER_TRANSITIONS, row.status, to)) {
      return {
        ok: false,
        status: 409,
        message: STATUS_MESSAGES.refused(
          ORDER_STATUS_LABELS[row.status],
          ORDER_STATUS_LABELS[to] ?? change.to,
        ),
      };
    }
    await tx
      .update(orders)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(orders.id, row.id));
    await tx.insert(statusEvents).values({
      entity: "order",
      entityId: row.id,
      fromStatus: row.status,
      toStatus: to,
      adminUserId: change.adminUserId,
    });
    if (row.email) {
      await enqueue(tx, "order.status.customer", {
        orderId: row.id,
        reference: row.reference,
        customerName: row.customerName,
        email: row.email,
        productName: row.productName,
        deploymentType: row.deploymentType,
        fromStatus: row.status,
        status: to,
      });
    }
    return { ok: true, from: row.status, to };
  });
}

async function changeAppointmentStatus(
  db: Database,
  change: StatusChange,
): Promise<StatusChangeResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(appointments)
      .where(eq(appointments.id, change.id))
      .for("update");
    if (!row) return { ok: false, status: 404, message: STATUS_MESSAGES.notFound };
    const to = change.to as AppointmentStatus;
    if (!isAllowedTransition(APPOINTMENT_TRANSITIONS, row.status, to)) {
      return {
        ok: false,
        status: 409,
        message: STATUS_MESSAGES.refused(
          APPOINTMENT_STATUS_LABELS[row.status],
          APPOINTMENT_STATUS_LABELS[to] ?? change.to,
        ),
      };
    }
    if (to === "confirmed") {
      // Serialises confirmations of one slot, so two at once cannot both miss each other.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`${row.preferredDate} ${row.preferredTime}`}))`,
      );
    }
    if (to === "confirmed" && !change.force) {
      const [taken] = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.preferredDate, row.preferredDate),
            eq(appointments.preferredTime, row.preferredTime),
            eq(appointments.status, "confirmed"),
            ne(appointments.id, row.id),
          ),
        )
        .limit(1);
      if (taken) {
        return {
          ok: false,
          status: 409,
          doubleBooking: true,
          message: STATUS_MESSAGES.doubleBooking(
            formatCalendarDate(row.preferredDate),
            row.preferredTime,
          ),
        };
      }
    }
    await tx
      .update(appointments)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(appointments.id, row.id));
    await tx.insert(statusEvents).values({
      entity: "appointment",
      entityId: row.id,
      fromStatus: row.status,
      toStatus: to,
      adminUserId: change.adminUserId,
    });
    await enqueue(tx, "appointment.status.customer", {
      appointmentId: row.id,
      name: row.name,
      email: row.email,
      service: row.service,
      preferredDate: row.preferredDate,
      preferredTime: row.preferredTime,
      fromStatus: row.status,
      status: to,
    });
    return { ok: true, from: row.status, to };
  });
}
