import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "~/components/ui/icons";
import type { ContactLinks } from "~/features/customers/contact";
import { customerPath } from "~/features/customers/customers";
import { changeText } from "../edits";
import type { RecordChange } from "../edits.server";
import type { Note } from "~/features/records/notes.server";
import type { Erasure, StatusEvent } from "../records.server";
import type { Entity } from "../schema";
import { changeAuthor, erasureText, formatDateTime, movedText } from "../format";
import { ContactButtons } from "~/features/customers/components/contact-links";
import { EditDetailsDialog } from "./edit-dialog";
import { NotesCard } from "./notes";
import { StatusActions } from "./status-actions";
import { StatusBadge } from "./status-badge";
import { Card, PageHeader, TrailEntry, linkClass, mutedClass } from "./ui";
import { TeamCard } from "~/features/team/components/team-card";
import type { TeamPanel } from "~/features/team/team.server";
import { RECORDS, recordListPath } from "~/domain/records";

/** Label/value pairs of a detail page. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className={`text-sm ${mutedClass}`}>{label}</dt>
          <dd className="mt-0.5 font-medium break-words whitespace-pre-line">{value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One order or appointment: its fields (with the form correcting its contact
 * details), its current status with the actions the state machine allows,
 * and the history of every status change and correction.
 */
export function DetailPage({
  entity,
  id,
  title,
  status,
  subject,
  facts,
  history,
  notes,
  changes,
  editable,
  contact,
  customerKey,
  now,
  slot,
  erasure,
  team,
  extra,
}: {
  entity: Entity;
  id: string;
  title: string;
  status: string;
  subject: string;
  facts: [string, ReactNode][];
  history: StatusEvent[];
  notes: Note[];
  changes: RecordChange[];
  /** The fields «Modifier les coordonnées» edits, and the version they were read at. */
  editable: { version: string; values: Record<string, string | null> };
  contact: ContactLinks;
  /** The person this record belongs to, for the link to their page. */
  customerKey: string;
  /** When the page was drawn (ISO): an appointment's actions depend on it. */
  now: string;
  /** An appointment's Tunis date and time. */
  slot?: { date: string; time: string };
  /** Set once the person's data are gone: nothing that needs them is offered. */
  erasure: Erasure | null;
  /** Owner, calls and follow-ups («Suivi»). */
  team?: TeamPanel;
  /** A card shown under the details (an order's amounts and payments). */
  extra?: ReactNode;
}) {
  return (
    <>
      <Link
        to={recordListPath(entity)}
        className={`mb-4 inline-flex items-center gap-1 text-sm ${linkClass}`}
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {RECORDS[entity].allLabel}
      </Link>
      <PageHeader
        title={title}
        actions={
          erasure ? undefined : (
            <StatusActions
              entity={entity}
              id={id}
              status={status}
              subject={subject}
              mailed={Boolean(contact.mailto)}
              appointment={slot && { ...slot, now }}
            />
          )
        }
      />
      {erasure && (
        <p
          data-testid="erasure"
          className="mb-4 rounded-lg border border-slate-300 bg-slate-100 p-4 text-sm dark:border-slate-600 dark:bg-slate-800"
        >
          {erasureText(erasure)} Aucune action n'est plus possible sur ce dossier.
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <div className="mb-4 flex items-center gap-2">
            <h2 className="text-lg font-semibold">Détails</h2>
            <StatusBadge entity={entity} status={status} />
            {!erasure && (
              <div className="ms-auto">
                <EditDetailsDialog entity={entity} status={status} {...editable} />
              </div>
            )}
          </div>
          <Facts items={facts} />
          <div className="mt-5 flex flex-wrap items-center gap-3">
            {!erasure && <ContactButtons links={contact} name={subject} />}
            <Link to={customerPath(customerKey)} className={`text-sm ${linkClass}`}>
              Fiche client et historique complet
            </Link>
          </div>
        </Card>
        {extra}
        <Card>
          <h2 className="mb-4 text-lg font-semibold">Historique des statuts</h2>
          {history.length === 0 && !erasure ? (
            <p className={mutedClass}>Aucun changement de statut pour le moment.</p>
          ) : (
            <ol className="space-y-3" aria-label="Historique des statuts">
              {history.map((event) => (
                <TrailEntry key={event.id} className="border-slate-200 dark:border-slate-700">
                  {event.fromSlot && event.toSlot ? (
                    <p className="text-sm">{movedText(event.fromSlot, event.toSlot)}</p>
                  ) : (
                    <p className="flex flex-wrap items-center gap-1.5 text-sm">
                      <StatusBadge entity={entity} status={event.fromStatus} />
                      <span aria-label="devient">→</span>
                      <StatusBadge entity={entity} status={event.toStatus} />
                    </p>
                  )}
                  <p className={`mt-1 text-xs ${mutedClass}`}>
                    {formatDateTime(event.createdAt)}
                    {" · "}
                    {changeAuthor(event)}
                  </p>
                </TrailEntry>
              ))}
              {erasure && (
                <TrailEntry className="border-slate-400 text-sm dark:border-slate-500">
                  {erasureText(erasure)}
                </TrailEntry>
              )}
            </ol>
          )}
        </Card>
        {team && !erasure && <TeamCard {...team} />}
        <NotesCard notes={notes} />
        <Card>
          <h2 className="mb-4 text-lg font-semibold">Historique des corrections</h2>
          {changes.length === 0 ? (
            <p className={mutedClass}>Aucune correction pour le moment.</p>
          ) : (
            <ol className="space-y-3" aria-label="Historique des corrections">
              {changes.map((change) => (
                <TrailEntry key={change.id} className="border-sky-400" data-testid="record-change">
                  <p className="text-sm break-words">
                    {changeText(change)}, par {change.adminEmail ?? "administrateur supprimé"}
                  </p>
                  <p className={`mt-1 text-xs ${mutedClass}`}>{formatDateTime(change.createdAt)}</p>
                </TrailEntry>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </>
  );
}
