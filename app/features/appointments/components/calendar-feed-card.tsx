import { useFetcher } from "react-router";
import { useActionFeedback } from "~/components/ui/action-feedback";
import { Button } from "~/components/ui";
import { StateRow } from "~/features/back-office/components/settings-parts";
import { Card, mutedClass } from "~/features/back-office/components/ui";
import { formatDateTime } from "~/features/back-office/format";
import { frenchSpacing } from "~/i18n/typography";

/** What the subscription's buttons answer: a new address comes with its success, once. */
type FeedAnswer = { ok: boolean; message: string; feedUrl?: string };

/**
 * The private iCalendar address: shown once, right after it is created, since
 * only its hash is kept (ADR 0027). A new one replaces the old.
 */
export function CalendarFeedCard({
  enabled,
  since,
}: {
  enabled: boolean;
  since: Date | string | null;
}) {
  const fetcher = useFetcher<FeedAnswer>();
  const busy = fetcher.state !== "idle";
  const created = fetcher.state === "idle" ? fetcher.data?.feedUrl : undefined;
  useActionFeedback(fetcher.data, { settled: fetcher.state === "idle" });
  return (
    <Card>
      <h2 className="text-lg font-semibold">Abonnement calendrier</h2>
      <p className={`mb-2 text-sm ${mutedClass}`}>
        {frenchSpacing(
          "Une adresse privée (iCalendar) qui affiche les rendez-vous confirmés, des 30 derniers jours aux 90 prochains, dans Google Agenda, Outlook ou votre téléphone. Quiconque la connaît voit ces rendez-vous : ne la partagez pas.",
        )}
      </p>
      <dl className="mb-4 divide-y divide-slate-100 dark:divide-slate-800">
        <StateRow
          label="Abonnement"
          on={enabled}
          onText={since ? `Activé le ${formatDateTime(since)}` : "Activé"}
          offText="Désactivé"
        />
      </dl>
      {created && (
        <div className="mb-4">
          <label htmlFor="calendar-feed-url" className="font-medium">
            Votre adresse d'abonnement
          </label>
          <input
            id="calendar-feed-url"
            readOnly
            value={created}
            aria-describedby="calendar-feed-url-hint"
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
          />
          <p id="calendar-feed-url-hint" className={`mt-1 text-sm ${mutedClass}`}>
            Copiez-la maintenant dans votre application de calendrier : elle ne sera plus affichée.
          </p>
        </div>
      )}
      <fetcher.Form method="post" className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="calendar-feed-on" disabled={busy}>
          {enabled ? "Générer une nouvelle adresse" : "Activer l'abonnement"}
        </Button>
        {enabled && (
          <Button
            type="submit"
            name="intent"
            value="calendar-feed-off"
            variant="secondary"
            disabled={busy}
          >
            Désactiver
          </Button>
        )}
      </fetcher.Form>
      {enabled && (
        <p className={`mt-2 text-sm ${mutedClass}`}>
          Une nouvelle adresse remplace l'ancienne, qui cesse de fonctionner.
        </p>
      )}
    </Card>
  );
}
