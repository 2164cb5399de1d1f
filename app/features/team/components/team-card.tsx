import { useRef, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { useActionFeedback } from "~/components/ui/action-feedback";
import { Button } from "~/components/ui";
import { Card, TrailEntry, mutedClass, selectClass } from "~/features/back-office/components/ui";
import { formatCalendarDate, formatDateTime } from "~/features/back-office/format";
import { CALL_MAX_LENGTH, TASK_MAX_LENGTH, type TeamActionData } from "../schema";
import type { Call, FollowUp, TeamMember } from "../team.server";

const fieldClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

/** A form posting one team intent; it empties its fields after a success. */
function TeamForm({
  intent,
  children,
  className,
}: {
  intent: string;
  children: (busy: boolean) => ReactNode;
  className?: string;
}) {
  const fetcher = useFetcher<TeamActionData>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  useActionFeedback(fetcher.data, {
    settled: !busy,
    onSuccess: () => {
      if (intent !== "assign") form.current?.reset();
    },
  });
  return (
    <fetcher.Form method="post" ref={form} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {children(busy)}
    </fetcher.Form>
  );
}

/** «Suivi»: who follows the request, the calls logged, the follow-ups to do. */
export function TeamCard({
  me,
  ownerUserId,
  members,
  calls,
  followUps,
  withCalls = true,
  idPrefix = "team",
}: {
  me: string;
  ownerUserId?: string | null;
  members: TeamMember[];
  calls?: Call[];
  followUps: FollowUp[];
  /** A customer's page has no owner nor calls, only follow-ups. */
  withCalls?: boolean;
  idPrefix?: string;
}) {
  const owner = members.find((m) => m.userId === ownerUserId);
  return (
    <Card className="lg:col-span-3">
      <h2 className="mb-4 text-lg font-semibold">Suivi</h2>
      <div className="grid gap-6 lg:grid-cols-3">
        {withCalls && (
          <section aria-labelledby={`${idPrefix}-owner`}>
            <h3 id={`${idPrefix}-owner`} className="font-medium">
              Responsable
            </h3>
            <p className={`mb-2 text-sm ${mutedClass}`} data-testid="owner">
              {owner ? owner.email : "Personne ne suit cette demande."}
            </p>
            <TeamForm intent="assign" className="flex flex-wrap items-end gap-2">
              {(busy) => (
                <>
                  <label htmlFor={`${idPrefix}-owner-select`} className="sr-only">
                    Responsable
                  </label>
                  <select
                    id={`${idPrefix}-owner-select`}
                    name="owner"
                    defaultValue={ownerUserId ?? ""}
                    className={selectClass}
                  >
                    <option value="">Personne</option>
                    {members.map((m) => (
                      <option key={m.userId} value={m.userId}>
                        {m.userId === me ? `${m.email} (vous)` : m.email}
                      </option>
                    ))}
                  </select>
                  <Button type="submit" size="sm" variant="secondary" disabled={busy}>
                    Attribuer
                  </Button>
                </>
              )}
            </TeamForm>
            {ownerUserId !== me && (
              <TeamForm intent="assign" className="mt-2">
                {(busy) => (
                  <>
                    <input type="hidden" name="owner" value={me} />
                    <Button type="submit" size="sm" disabled={busy}>
                      Prendre cette demande
                    </Button>
                  </>
                )}
              </TeamForm>
            )}
          </section>
        )}
        {withCalls && (
          <section aria-labelledby={`${idPrefix}-calls`}>
            <h3 id={`${idPrefix}-calls`} className="font-medium">
              Appels
            </h3>
            <TeamForm intent="call" className="mt-2 space-y-2">
              {(busy) => (
                <>
                  <label htmlFor={`${idPrefix}-call`} className="block text-sm">
                    Résumé de l'appel
                  </label>
                  <textarea
                    id={`${idPrefix}-call`}
                    name="summary"
                    rows={2}
                    required
                    maxLength={CALL_MAX_LENGTH}
                    className={fieldClass}
                  />
                  <Button type="submit" size="sm" disabled={busy}>
                    Noter l'appel
                  </Button>
                </>
              )}
            </TeamForm>
            {calls && calls.length > 0 && (
              <ol className="mt-3 space-y-2" aria-label="Appels">
                {calls.map((c) => (
                  <li key={c.id} className="border-s-2 border-emerald-400 ps-3" data-testid="call">
                    <p className="text-sm break-words whitespace-pre-line">{c.summary}</p>
                    <p className={`text-xs ${mutedClass}`}>
                      {formatDateTime(c.createdAt)} · {c.byEmail ?? "compte supprimé"}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        )}
        <section aria-labelledby={`${idPrefix}-tasks`}>
          <h3 id={`${idPrefix}-tasks`} className="font-medium">
            Relances
          </h3>
          <TeamForm intent="task" className="mt-2 space-y-2">
            {(busy) => (
              <>
                <label htmlFor={`${idPrefix}-due`} className="block text-sm">
                  À faire le
                </label>
                <input
                  id={`${idPrefix}-due`}
                  name="due"
                  type="date"
                  required
                  className={fieldClass}
                />
                <label htmlFor={`${idPrefix}-task`} className="block text-sm">
                  Quoi
                </label>
                <input
                  id={`${idPrefix}-task`}
                  name="note"
                  required
                  maxLength={TASK_MAX_LENGTH}
                  placeholder="Rappeler mardi"
                  className={fieldClass}
                />
                <label htmlFor={`${idPrefix}-task-owner`} className="block text-sm">
                  Pour
                </label>
                <select
                  id={`${idPrefix}-task-owner`}
                  name="owner"
                  defaultValue={me}
                  className={`${selectClass} w-full`}
                >
                  {members.map((m) => (
                    <option key={m.userId} value={m.userId}>
                      {m.userId === me ? `${m.email} (vous)` : m.email}
                    </option>
                  ))}
                </select>
                <Button type="submit" size="sm" disabled={busy}>
                  Programmer la relance
                </Button>
              </>
            )}
          </TeamForm>
          {followUps.length > 0 && (
            <ul className="mt-3 space-y-2" aria-label="Relances prévues">
              {followUps.map((f) => (
                <TrailEntry key={f.id} className="border-violet-400" data-testid="follow-up">
                  <p className="text-sm break-words">{f.note}</p>
                  <p className={`text-xs ${mutedClass}`}>
                    {formatCalendarDate(f.dueDate)} · {f.ownerEmail ?? "—"}
                  </p>
                  <TeamForm intent="task-done">
                    {(busy) => (
                      <>
                        <input type="hidden" name="id" value={f.id} />
                        <Button type="submit" size="sm" variant="ghost" disabled={busy}>
                          Marquer comme faite
                        </Button>
                      </>
                    )}
                  </TeamForm>
                </TrailEntry>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Card>
  );
}
