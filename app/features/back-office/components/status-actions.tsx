import { useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { answerToast, useActionFeedback } from "~/components/ui/action-feedback";
import { Button } from "~/components/ui";
import type { AppointmentStatus } from "~/domain/constants";
import {
  APPOINTMENT_STATUS_LABELS,
  appointmentTransitionsAt,
  transitionsFrom,
  type Transition,
} from "~/domain/status-machine";
import type { StatusActionData } from "../actions.server";
import { CANCEL_REASON_MAX_LENGTH, type Entity } from "../schema";
import { Dialog } from "./dialog";
import { frenchSpacing } from "~/i18n/typography";
import { recordFacts } from "~/domain/records";

interface PendingConfirmation {
  to: string;
  title: string;
  message: string;
  confirmLabel: string;
  force: boolean;
}

/** What a transition that asks first says: a cancellation tells who is told and how. */
function confirmationOf(
  t: Transition<string>,
  subject: string,
  mailed: boolean,
): PendingConfirmation {
  if (t.to !== "cancelled") {
    // Only appointments' outcomes and their corrections ask first, besides cancellations.
    const outcome = APPOINTMENT_STATUS_LABELS[t.to as AppointmentStatus];
    const before = APPOINTMENT_STATUS_LABELS[t.from as AppointmentStatus];
    return {
      to: t.to,
      title: t.label,
      message:
        t.timing === "appointment-day"
          ? frenchSpacing(
              `Corriger « ${subject} » : « ${outcome} » au lieu de « ${before} » ? La correction reste dans l'historique ; le client n'en est pas informé.`,
            )
          : frenchSpacing(
              `Marquer « ${subject} » comme « ${outcome} » ? Le client n'en est pas informé.`,
            ),
      confirmLabel: frenchSpacing(`Oui, marquer « ${outcome} »`),
      force: false,
    };
  }
  return {
    to: t.to,
    title: t.label,
    message: frenchSpacing(
      `Voulez-vous vraiment annuler « ${subject} » ? ${
        mailed
          ? "Le client en sera informé par e-mail."
          : "Le client n'a pas laissé d'e-mail : prévenez-le par téléphone."
      }`,
    ),
    confirmLabel: `Oui, ${t.label.toLowerCase()}`,
    force: false,
  };
}

/**
 * The buttons a row offers, derived from the shared state machine. 'Annuler'
 * asks first; a confirmation on a slot already taken warns and asks again.
 * The page's action answers; React Router then reloads the list.
 */
export function StatusActions({
  entity,
  id,
  status,
  subject,
  mailed,
  appointment,
}: {
  entity: Entity;
  id: string;
  status: string;
  /** An appointment's Tunis date and time, and the moment the page was drawn (ISO). */
  appointment?: { date: string; time: string; now: string };
  /** Who or what the row is, for the buttons' accessible names ("Confirmer — Sami"). */
  subject: string;
  /** The customer left an e-mail address, so a status change is mailed to them. */
  mailed: boolean;
}) {
  const fetcher = useFetcher<StatusActionData>();
  const [confirming, setConfirming] = useState<PendingConfirmation | null>(null);
  const [dismissed, setDismissed] = useState<StatusActionData | null>(null);
  const [reason, setReason] = useState("");
  const transitions: Transition<string>[] = appointment
    ? appointmentTransitionsAt(status as AppointmentStatus, {
        ...appointment,
        now: new Date(appointment.now),
      })
    : transitionsFrom(recordFacts(entity).transitions, status);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;

  const revalidator = useRevalidator();
  const box = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);

  // The button just used disappears with the old status: keep the keyboard
  // where it was, on this row's next action or else on the row itself.
  // Waits for the fetcher to settle: while it is busy the next buttons are disabled.
  useEffect(() => {
    if (!refocus.current || !box.current || busy) return;
    refocus.current = false;
    const next = box.current.querySelector<HTMLButtonElement>(":scope > button:not(:disabled)");
    const row = box.current.closest<HTMLElement>("tr") ?? box.current;
    if (next) next.focus();
    else {
      row.tabIndex = -1;
      row.focus();
    }
  }, [status, busy]);

  // Toast as soon as the answer arrives (before the reload, which may remove this row).
  // React Router skips the reload after a refusal (4xx), yet a refusal means the page
  // is stale (someone else changed the row), so it is reloaded here. A slot already
  // taken is no refusal yet: the dialog below asks again.
  useActionFeedback(result, {
    toast: (answer) => (!answer.ok && answer.doubleBooking ? null : answerToast(answer)),
    onFailure: (answer) => {
      if (!answer.doubleBooking) void revalidator.revalidate();
    },
  });

  // A confirmation on a slot already taken: ask again, then force it.
  const warning: PendingConfirmation | null =
    result && !result.ok && result.doubleBooking && !busy && dismissed !== result
      ? {
          to: "confirmed",
          title: "Créneau déjà confirmé",
          message: frenchSpacing(`${result.message} Confirmer aussi ce rendez-vous ?`),
          confirmLabel: "Confirmer quand même",
          force: true,
        }
      : null;
  const asking = confirming ?? warning;

  function close() {
    setConfirming(null);
    setReason("");
    if (result) setDismissed(result);
  }

  function submit(to: string, force = false) {
    const why = to === "cancelled" ? reason : "";
    close();
    refocus.current = true;
    void fetcher.submit(
      { intent: "status", id, status: to, force: force ? "1" : "", reason: why },
      { method: "post" },
    );
  }

  return (
    <div ref={box} className="flex flex-wrap gap-2 empty:hidden">
      {transitions.map((t) => (
        <Button
          key={t.to}
          size="sm"
          variant={t.confirm ? "secondary" : "primary"}
          disabled={busy}
          aria-label={`${t.label} — ${subject}`}
          onClick={() =>
            t.confirm ? setConfirming(confirmationOf(t, subject, mailed)) : submit(t.to)
          }
        >
          {t.label}
        </Button>
      ))}
      <Dialog open={asking !== null} title={asking?.title ?? ""} onClose={close}>
        <p className="mb-6">{asking?.message}</p>
        {asking?.to === "cancelled" && (
          <div className="mb-6">
            <label htmlFor={`cancel-reason-${id}`} className="mb-1 block text-sm font-medium">
              Motif (facultatif, visible seulement dans le back office)
            </label>
            <textarea
              id={`cancel-reason-${id}`}
              rows={2}
              maxLength={CANCEL_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
            />
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Retour
          </Button>
          <Button onClick={() => asking && submit(asking.to, asking.force)}>
            {asking?.confirmLabel}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
