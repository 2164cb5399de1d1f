import { useState } from "react";
import { useFetcher } from "react-router";
import { useActionFeedback } from "~/components/ui/action-feedback";
import { KeyRound, ShieldCheck } from "~/components/ui/icons";
import { Button, cx } from "~/components/ui";
import { TIME_ZONE } from "~/domain/constants";
import {
  ChangePasswordForm,
  SignOutButton,
  TwoFactorSettings,
} from "~/features/auth/components/account-forms";
import { AssignmentCard } from "~/features/team/components/assignment-card";
import { adminMeta } from "~/features/back-office/meta";
import { Dialog } from "~/features/back-office/components/dialog";
import { Card, PageHeader, mutedClass } from "~/features/back-office/components/ui";
import {
  settingsAction,
  settingsPage,
  type SettingsAnswer,
} from "~/features/back-office/settings-page.server";
import { formatDateTime } from "~/features/back-office/format";
import type { Route } from "./+types/settings";
import { BillingRatesCard } from "~/features/orders/billing-rates";
import { frenchSpacing } from "~/i18n/typography";

export const loader = ({ request }: Route.LoaderArgs) => settingsPage(request);

type Answer = SettingsAnswer;

export const action = ({ request }: Route.ActionArgs) => settingsAction(request);

export const meta: Route.MetaFunction = () => adminMeta("Paramètres");

function Toggle({
  name,
  label,
  description,
  defaultChecked,
  onChange,
}: {
  name: string;
  label: string;
  description: string;
  defaultChecked: boolean;
  onChange: (form: HTMLFormElement) => void;
}) {
  const id = `setting-${name}`;
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className={`text-sm ${mutedClass}`}>
          {description}
        </p>
      </div>
      {/* A native checkbox styled as a switch: keyboard and screen readers work as usual. */}
      <input
        id={id}
        name={name}
        type="checkbox"
        role="switch"
        defaultChecked={defaultChecked}
        onChange={(event) => event.currentTarget.form && onChange(event.currentTarget.form)}
        aria-describedby={`${id}-hint`}
        className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:absolute before:start-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-600 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 rtl:checked:before:-translate-x-5 dark:bg-slate-600 dark:checked:bg-brand-500"
      />
    </div>
  );
}

/** A yes/no state shown as a badge: green when on. */
function StateRow({
  label,
  on,
  onText,
  offText,
}: {
  label: string;
  on: boolean;
  onText: string;
  offText: string;
}) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <dt>{label}</dt>
      <dd
        className={cx(
          "rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
          on
            ? "bg-green-100 text-green-900 ring-green-300 dark:bg-green-900/40 dark:text-green-100 dark:ring-green-700"
            : "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600",
        )}
      >
        {on ? onText : offText}
      </dd>
    </div>
  );
}

const ConfigStatus = ({ label, configured }: { label: string; configured: boolean }) => (
  <StateRow label={label} on={configured} onText="Configuré" offText="Non configuré" />
);

/**
 * The private iCalendar address: shown once, right after it is created, since
 * only its hash is kept (ADR 0027). A new one replaces the old.
 */
function CalendarFeedCard({ enabled, since }: { enabled: boolean; since: Date | string | null }) {
  const fetcher = useFetcher<Answer>();
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

export default function Settings({
  loaderData: { settings, twoFactor, feed, smtp, assignment, rates, today },
}: Route.ComponentProps) {
  const fetcher = useFetcher<Answer>();
  // A switch saves as it changes: nothing is lost by leaving the page.
  const save = (form: HTMLFormElement) => void fetcher.submit(form);
  const [dialog, setDialog] = useState<"2fa" | "password" | null>(null);
  const busy = fetcher.state !== "idle";
  useActionFeedback(fetcher.data, { settled: fetcher.state === "idle" });

  return (
    <>
      <PageHeader title="Paramètres" />
      <div className="grid gap-4 lg:grid-cols-2">
        {assignment && <AssignmentCard {...assignment} />}
        <Card>
          <h2 className="text-lg font-semibold">Notifications</h2>
          <p className={`mb-2 text-sm ${mutedClass}`}>
            Vos préférences, propres à votre compte, enregistrées dès que vous les changez.
          </p>
          <fetcher.Form
            method="post"
            id="settings-form"
            className="divide-y divide-slate-100 dark:divide-slate-800"
          >
            <Toggle
              name="notifyOrders"
              label="Notifications par email des nouvelles commandes"
              description="Recevoir un email à chaque nouvelle commande."
              defaultChecked={settings.notifyOrders}
              onChange={save}
            />
            <Toggle
              name="notifyAppointments"
              label="Notifications de rendez-vous"
              description="Recevoir un email à chaque nouvelle demande de rendez-vous."
              defaultChecked={settings.notifyAppointments}
              onChange={save}
            />
            <Toggle
              name="notifyDigest"
              label="Rendez-vous du jour"
              description="Recevoir à 7 h (heure de Tunis) la liste des rendez-vous du jour, s'il y en a."
              defaultChecked={settings.notifyDigest}
              onChange={save}
            />
          </fetcher.Form>
        </Card>
        <Card>
          <h2 className="mb-4 text-lg font-semibold">Sécurité</h2>
          <dl className="mb-4 divide-y divide-slate-100 dark:divide-slate-800">
            <StateRow
              label="Double authentification (2FA)"
              on={twoFactor}
              onText="Activée"
              offText="Désactivée"
            />
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setDialog("2fa")}>
              <ShieldCheck aria-hidden="true" className="size-4" />
              Configurer la 2FA
            </Button>
            <Button variant="secondary" onClick={() => setDialog("password")}>
              <KeyRound aria-hidden="true" className="size-4" />
              Changer le mot de passe
            </Button>
          </div>
          <p className={`mt-4 mb-2 text-sm ${mutedClass}`}>
            Ferme toutes vos sessions ouvertes, sur tous vos appareils.
          </p>
          <SignOutButton everywhere />
        </Card>
        <CalendarFeedCard enabled={feed.enabled} since={feed.since} />
        <Card>
          <h2 className="text-lg font-semibold">Serveur email (SMTP)</h2>
          <p className={`mb-2 text-sm ${mutedClass}`}>
            Défini par les variables d'environnement SMTP_URL et MAIL_FROM.
          </p>
          <dl className="divide-y divide-slate-100 dark:divide-slate-800">
            <ConfigStatus label="Serveur" configured={smtp.server} />
            <ConfigStatus label="Port" configured={smtp.port} />
            <ConfigStatus label="Expéditeur" configured={smtp.sender} />
          </dl>
        </Card>
        <Card>
          <h2 className="mb-2 text-lg font-semibold">Région</h2>
          <dl className="divide-y divide-slate-100 dark:divide-slate-800">
            <div className="flex justify-between gap-4 py-2">
              <dt>Langue</dt>
              <dd className="font-medium">Français</dd>
            </div>
            <div className="flex justify-between gap-4 py-2">
              <dt>Fuseau horaire</dt>
              <dd className="font-medium">{TIME_ZONE}</dd>
            </div>
          </dl>
        </Card>
      </div>
      <div className="mt-6 flex justify-end">
        <Button type="submit" form="settings-form" disabled={busy}>
          {busy ? "Enregistrement..." : "Enregistrer les paramètres"}
        </Button>
      </div>
      {rates && <BillingRatesCard rates={rates} today={today} />}
      <Dialog
        open={dialog === "2fa"}
        title="Double authentification (2FA)"
        onClose={() => setDialog(null)}
      >
        <TwoFactorSettings />
      </Dialog>
      <Dialog
        open={dialog === "password"}
        title="Changer le mot de passe"
        onClose={() => setDialog(null)}
      >
        <ChangePasswordForm />
      </Dialog>
    </>
  );
}
