import { useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import {
  CalendarDays,
  MessageSquareText,
  RefreshCw,
  ShoppingCart,
  Wrench,
} from "~/components/ui/icons";
import { Button } from "~/components/ui";
import { Dialog } from "~/features/back-office/components/dialog";
import { linkClass, mutedClass } from "~/features/back-office/components/ui";
import { formatDateTime, plural } from "~/features/back-office/format";
import { frenchSpacing } from "~/i18n/typography";
import type { TimelineEntry } from "../customers.server";

const KIND_ICONS = {
  order: ShoppingCart,
  appointment: CalendarDays,
  status: RefreshCw,
  note: MessageSquareText,
  change: Wrench,
} as const;

/** The right of access: everything held on the person, as one JSON file (a plain form: a download). */
export function AccessSection() {
  return (
    <>
      <h2 className="mb-2 text-lg font-semibold">Droit d'accès</h2>
      <p className={`mb-3 text-sm ${mutedClass}`}>
        {frenchSpacing(
          "À la demande du client : un fichier JSON avec tout ce que le site garde sur lui : commandes, rendez-vous, historique des statuts, notes internes, appels, relances, e-mails envoyés encore conservés et fondement de son consentement.",
        )}
      </p>
      <Form method="post" reloadDocument>
        <input type="hidden" name="intent" value="access" />
        <Button type="submit" variant="secondary" size="sm">
          Exporter ses données (JSON)
        </Button>
      </Form>
    </>
  );
}

/**
 * Erasure on request: the dialog names the person and what goes before
 * anything is removed; the server does it in one transaction.
 */
export function ErasureSection(props: {
  name: string;
  orders: number;
  appointments: number;
  notes: number;
}) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<{ message: string }>();
  const busy = fetcher.state !== "idle";
  const failure = fetcher.state === "idle" ? fetcher.data?.message : undefined;
  return (
    <>
      <h2 className="mb-2 text-lg font-semibold">Droit à l'effacement</h2>
      <p className={`mb-3 text-sm ${mutedClass}`}>
        {frenchSpacing(
          "À la demande du client : ses coordonnées sont retirées de toutes ses commandes et de tous ses rendez-vous, ses notes internes et les e-mails le concernant sont supprimés. Références, produits, dates et statuts restent pour les statistiques.",
        )}
      </p>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
        Effacer les données de ce client
      </Button>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      <Dialog open={open} title="Effacer les données du client" onClose={() => setOpen(false)}>
        <p className="mb-3">
          {frenchSpacing(`Effacer définitivement les données de « ${props.name} » ?`)} Seront
          anonymisés {plural(props.orders, "commande")} et{" "}
          {plural(props.appointments, "rendez-vous")}, et supprimés {plural(props.notes, "note")}{" "}
          interne{props.notes > 1 ? "s" : ""} et les e-mails le concernant.
        </p>
        <p className="mb-6 font-medium">Cette action est irréversible.</p>
        <fetcher.Form method="post" className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Retour
          </Button>
          <Button
            type="submit"
            name="intent"
            value="erase"
            variant="danger"
            busy={busy}
            busyLabel="Effacement..."
          >
            Oui, effacer définitivement
          </Button>
        </fetcher.Form>
      </Dialog>
    </>
  );
}

/** One event of the customer's history, with its icon, link, detail, date and author. */
export function TimelineItem({ entry }: { entry: TimelineEntry }) {
  const Icon = KIND_ICONS[entry.kind];
  return (
    <li className="flex gap-3" data-testid="timeline-entry">
      <Icon
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-sky-300"
      />
      <div className="min-w-0">
        <Link to={entry.href} className={`font-medium ${linkClass}`}>
          {entry.title}
        </Link>
        {entry.detail && <p className="mt-0.5 break-words whitespace-pre-line">{entry.detail}</p>}
        <p className={`mt-0.5 text-xs ${mutedClass}`}>
          {formatDateTime(entry.at)}
          {entry.by && ` · ${entry.by}`}
        </p>
      </div>
    </li>
  );
}
