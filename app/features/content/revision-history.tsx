import { Form } from "react-router";
import { Button } from "~/components/ui";
import { Card, mutedClass } from "~/features/back-office/components/ui";
import { formatDateTime } from "~/features/back-office/format";
import { frenchSpacing } from "~/i18n/typography";
import { changeLabel } from "./change-labels";
import type { RevisionEntity } from "./revisions.server";

export interface Revision {
  version: number;
  changes: string[];
  authorEmail: string | null;
  createdAt: Date | string;
}

/**
 * An item's saved versions, newest first, each with a «Restaurer» form that
 * posts `intent=restore`, the revision, and the version the page shows (a
 * restore is a save: a stale page is refused like a stale form).
 */
export function RevisionHistory({
  entity,
  history,
  version,
  busy,
  testId,
}: {
  /** Whose history it is: the changed fields are named by its editor's labels. */
  entity: RevisionEntity;
  history: Revision[];
  version: string;
  busy: boolean;
  testId: string;
}) {
  return (
    <Card className="mt-8">
      <h2 className="text-lg font-semibold">Historique</h2>
      {history.length === 0 ? (
        <p className={`mt-2 text-sm ${mutedClass}`}>Aucune modification depuis l'installation.</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200 dark:divide-slate-700" data-testid={testId}>
          {history.map((rev) => (
            <li
              key={rev.version}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <div>
                <p className="font-medium">
                  Version {rev.version} — {formatDateTime(rev.createdAt)} —{" "}
                  {rev.authorEmail ?? "contenu d'origine"}
                </p>
                <p className={`text-sm ${mutedClass}`}>
                  {frenchSpacing(
                    `Modifié : ${rev.changes.map((path) => changeLabel(entity, path)).join(", ")}`,
                  )}
                </p>
              </div>
              {String(rev.version) !== version && (
                <Form method="post">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="revision" value={rev.version} />
                  <input type="hidden" name="version" value={version} />
                  <Button type="submit" variant="secondary" size="sm" disabled={busy}>
                    Restaurer la version {rev.version}
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
