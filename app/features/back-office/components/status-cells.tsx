import type { Entity } from "../schema";
import { StatusActions } from "./status-actions";
import { StatusBadge } from "./status-badge";
import { Cell } from "./ui";

/**
 * The last two cells of an order or appointment row: its status and the
 * buttons that change it (`subject` names the row in their accessible names),
 * none once the record is erased.
 */
export function StatusCells({
  entity,
  record,
  subject,
  now,
}: {
  entity: Entity;
  record: {
    id: string;
    status: string;
    email: string | null;
    preferredDate?: string;
    preferredTime?: string;
    /** An erased record offers no action: there is nobody left to tell. */
    anonymisedAt: Date | null;
  };
  subject: string;
  /** When the page was drawn (ISO): an appointment's actions depend on it. */
  now: string;
}) {
  return (
    <>
      <Cell label="Statut">
        <StatusBadge entity={entity} status={record.status} />
      </Cell>
      <Cell label="Actions">
        {!record.anonymisedAt && (
          <StatusActions
            entity={entity}
            id={record.id}
            status={record.status}
            subject={subject}
            mailed={Boolean(record.email)}
            appointment={
              record.preferredDate && record.preferredTime
                ? { date: record.preferredDate, time: record.preferredTime, now }
                : undefined
            }
          />
        )}
      </Cell>
    </>
  );
}
