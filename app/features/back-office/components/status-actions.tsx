import { useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui";
import {
  APPOINTMENT_TRANSITIONS,
  ORDER_TRANSITIONS,
  transitionsFrom,
  type Transition,
} from "~/domain/status-machine";
import type { StatusActionData } from "../actions.server";
import type { Entity } from "../schema";
import { Dialog } from "./dialog";

interface PendingConfirmation {
  to: string;
  title: string;
  message: string;
  confirmLabel: string;
  force: boolean;
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
}: {
  entity: Entity;
  id: string;
  status: string;
  /** Who or what the row is, for the buttons' accessible names ("Confirmer — Sami"). */
  subject: string;
}) {
  const fetcher = useFetcher<StatusActionData>();
  const [confirming, setConfirming] = useState<PendingConfirmation | null>(null);
  const [dismissed, setDismissed] = useState<StatusActionData | null>(null);
  const table: readonly Transition<string>[] =
    entity === "order" ? ORDER_TRANSITIONS : APPOINTMENT_TRANSITIONS;
  const transitions = transitionsFrom(table, status);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;

  const revalidator = useRevalidator();
  const handled = useRef<StatusActionData | undefined>(undefined);

  // Toast as soon as the answer arrives (before the reload, which may remove this row).
  // React Router skips the reload after a refusal (4xx), yet a refusal means the page
  // is stale (someone else changed the row), so it is reloaded here.
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (!result.ok && result.doubleBooking) return;
    if (result.ok) toast.success(result.message);
    else {
      toast.error(result.message, { description: result.reason });
      void revalidator.revalidate();
    }
  }, [result, revalidator]);

  // A confirmation on a slot already taken: ask again, then force it.
  const warning: PendingConfirmation | null =
    result && !result.ok && result.doubleBooking && !busy && dismissed !== result
      ? {
          to: "confirmed",
          title: "Créneau déjà confirmé",
          message: `${result.message} Confirmer aussi ce rendez-vous ?`,
          confirmLabel: "Confirmer quand même",
          force: true,
        }
      : null;
  const asking = confirming ?? warning;

  function close() {
    setConfirming(null);
    if (result) setDismissed(result);
  }

  function submit(to: string, force = false) {
    close();
    void fetcher.submit(
      { intent: "status", id, status: to, force: force ? "1" : "" },
      { method: "post" },
    );
  }

  if (transitions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {transitions.map((t) => (
        <Button
          key={t.to}
          size="sm"
          variant={t.confirm ? "secondary" : "primary"}
          disabled={busy}
          aria-label={`${t.label} — ${subject}`}
          onClick={() =>
            t.confirm
              ? setConfirming({
                  to: t.to,
                  title: t.label,
                  message: `Voulez-vous vraiment annuler « ${subject} » ? Le client en sera informé.`,
                  confirmLabel: `Oui, ${t.label.toLowerCase()}`,
                  force: false,
                })
              : submit(t.to)
          }
        >
          {t.label}
        </Button>
      ))}
      <Dialog open={asking !== null} title={asking?.title ?? ""} onClose={close}>
        <p className="mb-6">{asking?.message}</p>
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
