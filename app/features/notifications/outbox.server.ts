import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../../db/client.server";
import { outbox } from "../../../db/schema";
import { logger } from "~/infra/logger.server";
import type { OutboxKind, OutboxPayloads } from "./payloads";

export type { OutboxKind, OutboxPayloads } from "./payloads";

type Listener = () => void;
const listeners = new Set<Listener>();

/** The worker of this process subscribes, so a queued message leaves without waiting for a poll. */
export function onEnqueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Wakes this process's worker. Call it after the transaction that queued
 * messages has committed (before that, the worker could not see the rows).
 */
export function wakeOutbox(): void {
  for (const listener of listeners) listener();
}

/**
 * Queues a message. Call it with the transaction that writes what the message
 * announces, so both commit or neither does.
 */
export async function enqueue<K extends OutboxKind>(
  tx: Pick<Database, "insert">,
  kind: K,
  payload: OutboxPayloads[K],
): Promise<void> {
  await tx.insert(outbox).values({ kind, payload });
}

/** Confirmations the public forms mail to the address a visitor typed. */
const CONFIRMATION_KINDS = ["order.created.customer", "appointment.created.customer"] as const;
type ConfirmationKind = (typeof CONFIRMATION_KINDS)[number];

/** At most this many confirmations per recipient address per hour. */
export const CONFIRMATIONS_PER_RECIPIENT_PER_HOUR = 3;

/**
 * Queues the confirmation of a public form, unless its recipient already got
 * CONFIRMATIONS_PER_RECIPIENT_PER_HOUR of them in the last hour: the forms
 * must not become a way to flood someone's mailbox under the site's name.
 * What the visitor sent is stored and announced to the administrators
 * either way. Counted from the outbox itself, so every instance agrees; a
 * transaction lock per address keeps two simultaneous submissions from both
 * slipping under the cap. Returns whether the mail was queued.
 */
export async function enqueueConfirmation<K extends ConfirmationKind>(
  tx: Database,
  kind: K,
  payload: OutboxPayloads[K],
  recipient: string,
): Promise<boolean> {
  const address = recipient.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`confirmation:${address}`}))`);
  const [recent] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from outbox
        where kind in (${sql.join(
          CONFIRMATION_KINDS.map((k) => sql`${k}`),
          sql`, `,
        )})
          and created_at > now() - interval '1 hour'
          and lower(payload->>'email') = ${address}`,
  );
  if ((recent?.n ?? 0) >= CONFIRMATIONS_PER_RECIPIENT_PER_HOUR) {
    logger.info({ kind }, "confirmation not queued: this address got enough in the last hour");
    return false;
  }
  await enqueue(tx, kind, payload);
  return true;
}
