import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import {
  appointments,
  followUps,
  orders,
  outbox,
  recordCalls,
  recordNotes,
  statusEvents,
} from "../../../db/schema";

/**
 * The right of access: everything the site holds about one person (the
 * customer key of their page), as one machine-readable document: orders,
 * appointments, their status history, internal notes, logged calls and
 * follow-ups, the e-mails still kept (30 days), and what their consent rests on.
 */
export async function personalDataOf(db: Database, key: string, now = new Date()) {
  const [orderRows, appointmentRows] = await Promise.all([
    db.select().from(orders).where(eq(orders.customerKey, key)),
    db.select().from(appointments).where(eq(appointments.customerKey, key)),
  ]);
  if (orderRows.length === 0 && appointmentRows.length === 0) return undefined;
  const ids = [...orderRows.map((o) => o.id), ...appointmentRows.map((a) => a.id)];
  const emails = [
    ...new Set(
      [...orderRows, ...appointmentRows]
        .map((r) => r.email?.toLowerCase())
        .filter((e): e is string => Boolean(e)),
    ),
  ];
  const [history, notes, calls, tasks, mails] = await Promise.all([
    db.select().from(statusEvents).where(inArray(statusEvents.entityId, ids)),
    db.select().from(recordNotes).where(inArray(recordNotes.entityId, ids)),
    db.select().from(recordCalls).where(inArray(recordCalls.entityId, ids)),
    db
      .select()
      .from(followUps)
      .where(
        or(
          inArray(followUps.entityId, ids),
          and(eq(followUps.entity, "customer"), eq(followUps.entityId, key)),
        ),
      ),
    db
      .select({
        kind: outbox.kind,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
        payload: outbox.payload,
      })
      .from(outbox)
      .where(
        or(
          sql`${outbox.payload}->>'orderId' = ANY(${`{${ids.join(",")}}`}::text[])`,
          sql`${outbox.payload}->>'appointmentId' = ANY(${`{${ids.join(",")}}`}::text[])`,
          emails.length > 0
            ? sql`lower(${outbox.payload}->>'email') = ANY(${`{${emails.map((e) => `"${e.replace(/"/g, "")}"`).join(",")}}`}::text[])`
            : undefined,
        ),
      ),
  ]);
  const byRecord = <T extends { entityId: string }>(rows: T[], id: string) =>
    rows.filter((r) => r.entityId === id);
  const strip = <T extends Record<string, unknown>>(row: T) => {
    // Internal bookkeeping that says nothing about the person.
    const { idempotencyKey, manageTokenHash, ...rest } = row as T & {
      idempotencyKey?: unknown;
      manageTokenHash?: unknown;
    };
    void idempotencyKey;
    void manageTokenHash;
    return rest;
  };
  return {
    exportedAt: now.toISOString(),
    subject: { key, emails },
    orders: orderRows.map((o) => ({
      ...strip(o),
      statusHistory: byRecord(history, o.id),
      notes: byRecord(notes, o.id),
      calls: byRecord(calls, o.id),
    })),
    appointments: appointmentRows.map((a) => ({
      ...strip(a),
      statusHistory: byRecord(history, a.id),
      notes: byRecord(notes, a.id),
      calls: byRecord(calls, a.id),
    })),
    followUps: tasks,
    // A customer mail's self-service link is a key to their appointment: not repeated here.
    mailsSent: mails.map((m) => {
      const { manageUrl, ...payload } = m.payload as Record<string, unknown>;
      void manageUrl;
      return { ...m, payload };
    }),
    consent: {
      basis:
        "Commandes : exécution du contrat. Rendez-vous : demande et consentement de la personne, donnés en envoyant le formulaire.",
      given: [...orderRows, ...appointmentRows].map((r) => ({
        at: r.createdAt,
        form: "orderId" in r ? "commande" : "rendez-vous",
        language: r.language,
      })),
      cookies:
        "Le choix du bandeau de cookies est gardé dans le navigateur de la personne ; le site ne le conserve pas.",
    },
  };
}
