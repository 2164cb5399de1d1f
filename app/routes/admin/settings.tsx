import { useState } from "react";
import { useFetcher } from "react-router";
import { useActionFeedback } from "~/components/ui/action-feedback";
import { KeyRound, ShieldCheck } from "~/components/ui/icons";
import { Button } from "~/components/ui";
import { CalendarFeedCard } from "~/features/appointments/components/calendar-feed-card";
import { ConfigStatus, StateRow, Toggle } from "~/features/back-office/components/settings-parts";
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
import { settingsAction, settingsPage } from "~/features/back-office/settings-page.server";
import type { Route } from "./+types/settings";
import { BillingRatesCard } from "~/features/orders/billing-rates";

export const loader = ({ request }: Route.LoaderArgs) => settingsPage(request);

export const action = ({ request }: Route.ActionArgs) => settingsAction(request);

export const meta: Route.MetaFunction = () => adminMeta("Paramètres");

export default function Settings({
  loaderData: { settings, twoFactor, feed, smtp, assignment, rates, today },
}: Route.ComponentProps) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
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
        <Button type="submit" form="settings-form" busy={busy} busyLabel="Enregistrement...">
          Enregistrer les paramètres
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
