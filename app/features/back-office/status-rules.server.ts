import type { Database } from "../../../db/client.server";
import { recordNotes, statusEvents } from "../../../db/schema";
import { recordFacts, statusLabel } from "~/domain/records";
import type { StatusRefusal } from "~/domain/result";
import { isAllowedTransition, type TransitionTiming } from "~/domain/status-machine";
import { frenchSpacing } from "~/i18n/typography";
import { formatCalendarDate } from "./format";
import type { Entity } from "./schema";

/*
 * What a status change of any record kind shares: its messages, its shape,
 * and the cancellation's reason kept as a note. Each kind's change is its
 * feature's (orders, appointments); `changeStatus` picks it (decision 0070).
 */

export const STATUS_MESSAGES = {
  success: "Statut mis à jour avec succès",
  failure: "Erreur lors de la mise à jour du statut",
  notFound: "Cette demande n'existe plus.",
  erased: frenchSpacing(
    "Les données de ce client ont été effacées : son statut ne change plus (personne à prévenir).",
  ),
  refused: (from: string, to: string) =>
    frenchSpacing(`Changement de statut refusé : « ${from} » ne peut pas devenir « ${to} ».`),
  doubleBooking: (date: string, time: string, capacity: number) =>
    capacity === 1
      ? `Un rendez-vous est déjà confirmé le ${date} à ${time}.`
      : frenchSpacing(
          `Le créneau du ${date} à ${time} est complet : ${capacity} rendez-vous y sont déjà confirmés.`,
        ),
  timing: (timing: TransitionTiming, date: string, time: string) => {
    const when = `${formatCalendarDate(date)} à ${time}`;
    return frenchSpacing(timingMessage(timing, when, date));
  },
} as const;

function timingMessage(timing: TransitionTiming, when: string, date: string): string {
  switch (timing) {
    case "after-start":
      return `Ce rendez-vous n'a pas encore eu lieu : « Terminé » et « Absent » se notent à partir du ${when}.`;
    case "before-start":
      return `Ce rendez-vous a commencé le ${when} : il ne peut plus être annulé, notez « Terminé » ou « Absent ».`;
    case "appointment-day":
      return `« Terminé » et « Absent » ne se corrigent que le jour du rendez-vous (${formatCalendarDate(date)}).`;
  }
}

export type StatusChangeResult =
  { ok: true; from: string; to: string } | (StatusRefusal<404 | 409> & { doubleBooking?: boolean });

export interface StatusChange {
  entity: Entity;
  id: string;
  to: string;
  adminUserId: string;
  /** Confirm an appointment even though its slot is already full of confirmed ones. */
  force?: boolean;
  /** Why it is cancelled: stored as an internal note by the same administrator. */
  reason?: string;
  /** When it happens (the reminder's send time is counted from it); now by default. */
  now?: Date;
}

const STATUS_NOT_FOUND = {
  ok: false,
  status: 404,
  message: STATUS_MESSAGES.notFound,
} as const satisfies StatusChangeResult;

/**
 * Whether a row locked for a status change may take `change.to`: the answer
 * when it may not (gone, its personal data erased, or a move its kind's state
 * machine refuses: the record registry's transitions and labels), else the row.
 */
export function checkStatus<R extends { status: string; anonymisedAt: Date | null }>(
  row: R | undefined,
  change: StatusChange,
): { answer: StatusChangeResult } | { row: R } {
  if (!row) return { answer: STATUS_NOT_FOUND };
  if (row.anonymisedAt) {
    return { answer: { ok: false, status: 409, message: STATUS_MESSAGES.erased } };
  }
  if (isAllowedTransition(recordFacts(change.entity).transitions, row.status, change.to)) {
    return { row };
  }
  const label = (status: string) => statusLabel(change.entity, status);
  const message = STATUS_MESSAGES.refused(label(row.status), label(change.to));
  return { answer: { ok: false, status: 409, message } };
}

/** The change in the record's history, and a cancellation's reason as a note, in its transaction. */
export async function recordStatusChange(
  tx: Pick<Database, "insert">,
  change: StatusChange,
  from: string,
) {
  await tx.insert(statusEvents).values({
    entity: change.entity,
    entityId: change.id,
    fromStatus: from,
    toStatus: change.to,
    adminUserId: change.adminUserId,
  });
  await noteReason(tx, change.entity, change.id, change);
}

export const cancelReasonNote = (reason: string) =>
  `${frenchSpacing("Motif de l'annulation : ")}${reason}`;

/** The cancellation's reason, in the same transaction as the change it explains. */
async function noteReason(
  tx: Pick<Database, "insert">,
  entity: Entity,
  entityId: string,
  change: StatusChange,
) {
  if (!change.reason || change.to !== "cancelled") return;
  await tx.insert(recordNotes).values({
    entity,
    entityId,
    body: cancelReasonNote(change.reason),
    authorUserId: change.adminUserId,
  });
}
