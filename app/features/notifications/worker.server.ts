import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../../db/client.server";
import type { SiteConfig } from "~/config/site";
import { logger } from "~/infra/logger.server";
import { mailSendFailures } from "~/lib/metrics.server";
import { proformaAttachments } from "~/features/orders/proforma-mail.server";
import { MAX_SEND_ATTEMPTS } from "./limits";
import type { Mailer, MailMessage } from "./mailer.server";
import { onEnqueued } from "./outbox.server";
import { ADMIN_KINDS, OUTBOX_KINDS, type OutboxKind, type OutboxPayloads } from "./payloads";
import { adminRecipients } from "./recipients.server";
import { reminderStillDue } from "./reminders.server";
import { FOLLOW_UP_KIND, FOLLOW_UP_NOTES, followUpStillDue } from "./follow-up.server";
import { renderMail } from "./templates";

export interface OutboxWorkerOptions {
  db: Database;
  mailer: Mailer;
  site: SiteConfig;
  from: string;
  notifyEmail?: string;
  /** How often due messages are looked for when nothing wakes the worker. */
  pollMs?: number;
  batchSize?: number;
  /** A claimed row is invisible to other workers for this long. */
  claimSeconds?: number;
  /** First retry delay; doubles on every failure, up to `backoffMaxMs`. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** After this many failed attempts a message stays unsent (its last error kept). */
  maxAttempts?: number;
  /**
   * The clock that says which messages are due (scheduled reminders); the
   * database's own by default. Tests pass theirs instead of waiting a day.
   */
  now?: () => Date;
}

interface ClaimedRow {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  created_at: string | Date;
  /** The lease as PostgreSQL text (a JS Date would drop the microseconds the renewal compares). */
  locked_until: string;
}

/** Delay before attempt `attempts + 1` after `attempts` failures: base·2^(n-1), capped. */
export function backoffDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims due messages: FOR UPDATE SKIP LOCKED plus a `locked_until` lease, so
 * several server instances on one PostgreSQL never take the same row, and a
 * worker that dies mid-send releases its rows when the lease ends.
 */
export async function claimDue(
  db: Database,
  limit: number,
  claimSeconds: number,
  maxAttempts: number,
  at?: Date,
): Promise<ClaimedRow[]> {
  const due = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  return queryRows<ClaimedRow>(
    db,
    sql`UPDATE outbox SET locked_until = now() + make_interval(secs => ${claimSeconds}),
               attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM outbox
          WHERE sent_at IS NULL AND next_attempt_at <= ${due} AND attempts < ${maxAttempts}
            AND (locked_until IS NULL OR locked_until < now())
          ORDER BY next_attempt_at
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, payload, attempts, created_at, locked_until::text`,
  );
}

/**
 * Renews a claimed row's lease just before it is sent. False when the lease
 * ran out while earlier rows of the batch were sent and another worker has
 * taken (or sent) it: sending it here too would deliver it twice.
 */
export async function renewLease(
  db: Database,
  row: ClaimedRow,
  claimSeconds: number,
): Promise<boolean> {
  const renewed = await queryRows<{ locked_until: string }>(
    db,
    sql`UPDATE outbox SET locked_until = now() + make_interval(secs => ${claimSeconds})
        WHERE id = ${row.id} AND sent_at IS NULL AND locked_until = ${row.locked_until}::timestamptz
        RETURNING locked_until::text`,
  );
  if (renewed.length === 0) return false;
  row.locked_until = renewed[0]!.locked_until;
  return true;
}

const isKind = (kind: string): kind is OutboxKind =>
  (OUTBOX_KINDS as readonly string[]).includes(kind);

/** A short, stable stand-in for an address in message ids and file names. */
const addressKey = (address: string) =>
  createHash("sha256").update(address.toLowerCase()).digest("hex").slice(0, 12);

export function createOutboxWorker(options: OutboxWorkerOptions) {
  const {
    db,
    mailer,
    site,
    pollMs = 5_000,
    batchSize = 10,
    claimSeconds = 300,
    backoffBaseMs = 30_000,
    backoffMaxMs = 3_600_000,
    maxAttempts = MAX_SEND_ATTEMPTS,
  } = options;
  const host = new URL(site.url).hostname;

  async function recipientsOf(kind: OutboxKind, payload: OutboxPayloads[OutboxKind]) {
    if (kind in ADMIN_KINDS) {
      return adminRecipients(
        db,
        ADMIN_KINDS[kind as keyof typeof ADMIN_KINDS],
        options.notifyEmail,
      );
    }
    const email = (payload as { email?: string | null }).email;
    return email ? [email] : [];
  }

  /** Why a message is not sent after all, or null to send it. */
  async function skipReason(kind: OutboxKind, payload: OutboxPayloads[OutboxKind]) {
    if (kind === "appointment.reminder.customer") {
      const reminder = payload as OutboxPayloads["appointment.reminder.customer"];
      if (!(await reminderStillDue(db, reminder))) return "Rendez-vous annulé ou déplacé";
    }
    if (kind === FOLLOW_UP_KIND) {
      const followUp = payload as OutboxPayloads[typeof FOLLOW_UP_KIND];
      if (!(await followUpStillDue(db, followUp.appointmentId))) return FOLLOW_UP_NOTES.corrected;
    }
    return null;
  }

  async function deliver(row: ClaimedRow): Promise<{ sent: boolean; note: string | null }> {
    if (!isKind(row.kind)) throw new Error(`unknown outbox kind ${row.kind}`);
    const payload = (
      typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload
    ) as OutboxPayloads[OutboxKind];
    const skipped = await skipReason(row.kind, payload);
    if (skipped) return { sent: false, note: skipped };
    const to = await recipientsOf(row.kind, payload);
    if (to.length === 0) return { sent: false, note: "Aucun destinataire" };
    const mail = renderMail(row.kind, payload as never, site);
    // The confirmation of an order with amounts carries its pro-forma (PDF).
    const attachments =
      row.kind === "order.created.customer" ? await proformaAttachments(db, payload as never) : [];
    const created = new Date(row.created_at).toISOString().replace(/[-:.]/g, "");
    const stem = `${created}-${row.kind}-${row.id}`;
    // Administrators get one message each (no To: line showing every address),
    // each with its own stable id: a retry after a partial failure repeats the
    // same ids, so a receiver can drop what it already has.
    const deliveries =
      row.kind in ADMIN_KINDS
        ? to.map((address) => ({ to: [address], key: `${row.id}.${addressKey(address)}` }))
        : [{ to, key: row.id }];
    for (const delivery of deliveries) {
      const message: MailMessage = {
        messageId: `<${delivery.key}@${host}>`,
        from: options.from,
        to: delivery.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        // Every outbox mail is sent by the site, not a person (RFC 3834):
        // auto-responders must not answer it.
        headers: { "Auto-Submitted": "auto-generated" },
        text: mail.text,
        html: mail.html,
        ...(attachments.length ? { attachments } : {}),
        ...(mail.ics
          ? {
              icalEvent: {
                method: mail.ics.method,
                filename: "invitation.ics",
                content: mail.ics.content,
              },
            }
          : {}),
      };
      await mailer.send(
        message,
        delivery.key === row.id ? stem : `${stem}-${addressKey(delivery.to[0]!)}`,
      );
    }
    return { sent: true, note: null };
  }

  async function handleRow(row: ClaimedRow): Promise<boolean> {
    if (!(await renewLease(db, row, claimSeconds))) {
      logger.warn(
        { outboxId: row.id, kind: row.kind },
        "outbox: lease lost, left to its new owner",
      );
      return true;
    }
    try {
      const outcome = await deliver(row);
      await db.execute(
        sql`UPDATE outbox SET sent_at = now(), locked_until = NULL, last_error = ${outcome.note}
            WHERE id = ${row.id}`,
      );
      logger.info(
        { outboxId: row.id, kind: row.kind, outcome: outcome.sent ? "sent" : "skipped" },
        "outbox: message handled",
      );
      return true;
    } catch (error) {
      const delay = backoffDelayMs(row.attempts, backoffBaseMs, backoffMaxMs);
      const message = error instanceof Error ? error.message : String(error);
      mailSendFailures.inc({ kind: row.kind });
      logger.warn(
        {
          error: message,
          outboxId: row.id,
          kind: row.kind,
          attempts: row.attempts,
          retryInMs: delay,
        },
        row.attempts >= maxAttempts
          ? "outbox: sending failed, attempts used up (retry from the dashboard)"
          : "outbox: sending failed, will retry",
      );
      await db
        .execute(
          sql`UPDATE outbox SET locked_until = NULL, last_error = ${message.slice(0, 1000)},
                     next_attempt_at = now() + make_interval(secs => ${delay / 1000})
              WHERE id = ${row.id}`,
        )
        .catch((err: unknown) =>
          logger.error({ err, outboxId: row.id }, "outbox: could not record failure"),
        );
      return false;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let stopRequested = false;

  /** Sends everything due now; resolves with how many rows were handled. */
  async function runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await claimDue(db, batchSize, claimSeconds, maxAttempts, options.now?.());
      let failures = 0;
      for (const row of rows) if (!(await handleRow(row))) failures++;
      total += rows.length;
      // A failure ends the pass: retries wait for their backoff, not for this loop.
      // A stop ends it after the batch in hand: while other instances keep
      // queueing mail, "until nothing is due" could last as long as the traffic.
      if (rows.length < batchSize || failures > 0 || stopRequested) return total;
    }
  }

  function tick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = runOnce()
      .then(
        () => {},
        (error: unknown) => logger.error({ err: error }, "outbox: worker pass failed"),
      )
      .finally(() => {
        running = undefined;
        if (stopped) return;
        if (again) {
          again = false;
          setImmediate(tick);
        } else {
          timer = setTimeout(tick, pollMs);
        }
      });
  }

  let unsubscribe: (() => void) | undefined;
  return {
    runOnce,
    start() {
      stopped = false;
      stopRequested = false;
      unsubscribe = onEnqueued(tick);
      tick();
    },
    /** Stops polling and waits for the pass in progress (no send is cut in half). */
    async stop() {
      stopped = true;
      stopRequested = true;
      unsubscribe?.();
      clearTimeout(timer);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
