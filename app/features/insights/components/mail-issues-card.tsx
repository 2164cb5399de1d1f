import { useFetcher } from "react-router";
import { useActionFeedback } from "~/components/ui/action-feedback";
import { MailWarning } from "~/components/ui/icons";
import { Button } from "~/components/ui";
import type { MailIssue } from "~/features/notifications/failures.server";
import type { MailRetryAnswer } from "../mail-retry.server";
import { formatDateTime, plural } from "~/features/back-office/format";
import { Card, mutedClass } from "~/features/back-office/components/ui";

const KIND_LABELS: Record<string, string> = {
  "order.created.admin": "Nouvelle commande (équipe)",
  "order.created.customer": "Confirmation de commande (client)",
  "order.status.customer": "Suivi de commande (client)",
  "appointment.created.admin": "Nouveau rendez-vous (équipe)",
  "appointment.created.customer": "Confirmation de rendez-vous (client)",
  "appointment.status.customer": "Suivi de rendez-vous (client)",
  "appointment.reminder.customer": "Rappel de rendez-vous (client)",
  "appointment.moved.customer": "Rendez-vous déplacé (client)",
  "appointment.customer.admin": "Changement par le client (équipe)",
  "appointments.digest.admin": "Rendez-vous du jour (équipe)",
  "appointment.noshow.customer": "Relance après absence (client)",
};

function RetryButton({ issue, label }: { issue: MailIssue; label: string }) {
  const fetcher = useFetcher<MailRetryAnswer>();
  useActionFeedback(fetcher.data);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="retry-mail" />
      <input type="hidden" name="id" value={issue.id} />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        disabled={fetcher.state !== "idle"}
        aria-label={`Réessayer maintenant : ${label}`}
      >
        Réessayer maintenant
      </Button>
    </fetcher.Form>
  );
}

/**
 * Mail that did not leave: failed its last attempt, or waits for more than
 * an hour. Shown only when there is some, with the error and a retry button.
 */
export function MailIssuesCard({ mail }: { mail: { total: number; items: MailIssue[] } }) {
  if (mail.total === 0) return null;
  return (
    <Card className="mb-6 border-amber-500 dark:border-amber-400">
      <div className="flex items-start gap-3">
        <MailWarning
          aria-hidden="true"
          className="mt-1 size-5 shrink-0 text-amber-700 dark:text-amber-300"
        />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold">E-mails non envoyés</h2>
          <p className={`text-sm ${mutedClass}`}>
            {plural(mail.total, "message")} en échec ou en attente depuis plus d'une heure.
          </p>
          <ul
            className="mt-3 divide-y divide-slate-100 dark:divide-slate-800"
            aria-label="E-mails non envoyés"
          >
            {mail.items.map((issue) => {
              const label = `${KIND_LABELS[issue.kind] ?? issue.kind}${issue.subject ? ` — ${issue.subject}` : ""}`;
              return (
                <li
                  key={issue.id}
                  className="flex flex-wrap items-start justify-between gap-3 py-3"
                >
                  <div className="min-w-0">
                    <p className="font-medium">{label}</p>
                    <p className={`text-sm ${mutedClass}`}>
                      Créé le {formatDateTime(issue.createdAt)} ·{" "}
                      {issue.abandoned
                        ? `abandonné après ${plural(issue.attempts, "essai")}`
                        : `${plural(issue.attempts, "essai")}, nouvel essai prévu`}
                    </p>
                    {issue.lastError && (
                      <p className="mt-1 text-sm break-words text-red-700 dark:text-red-300">
                        Erreur{"\u202F"}: {issue.lastError}
                      </p>
                    )}
                  </div>
                  <RetryButton issue={issue} label={label} />
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </Card>
  );
}
