import type { Database } from "../../../db/client.server";
import { outbox } from "../../../db/schema";
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
