import { useEffect, useState } from "react";
import { data, useFetcher } from "react-router";
import { toast } from "sonner";
import { KeyRound, ShieldCheck } from "lucide-react";
import { Button, cx } from "~/components/ui";
import { env } from "~/config/env.server";
import { TIME_ZONE } from "~/domain/constants";
import {
  ChangePasswordForm,
  SignOutButton,
  TwoFactorSettings,
} from "~/features/auth/components/account-forms";
import { requireAdmin } from "~/features/auth/guard.server";
import { adminMeta } from "~/features/back-office/meta";
import { Dialog } from "~/features/back-office/components/dialog";
import { Card, PageHeader, mutedClass } from "~/features/back-office/components/ui";
import { settingsSchema } from "~/features/back-office/schema";
import { getSettings, saveSettings, smtpStatus } from "~/features/back-office/settings.server";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/settings";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { settings: await getSettings(db(), admin.userId), smtp: smtpStatus(env()) };
}

type Answer = { ok: true; message: string } | { ok: false; message: string };

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = settingsSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data<Answer>({ ok: false, message: "Paramètres invalides." }, { status: 400 });
  }
  try {
    await saveSettings(db(), admin.userId, parsed.data);
    return data<Answer>({ ok: true, message: "Paramètres enregistrés avec succès" });
  } catch (error) {
    logger.error({ err: error, userId: admin.userId }, "settings save failed");
    return data<Answer>(
      { ok: false, message: "Erreur lors de l'enregistrement des paramètres" },
      { status: 500 },
    );
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Paramètres");

function Toggle({
  name,
  label,
  description,
  defaultChecked,
}: {
  name: string;
  label: string;
  description: string;
  defaultChecked: boolean;
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
        aria-describedby={`${id}-hint`}
        className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:absolute before:start-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-600 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 rtl:checked:before:-translate-x-5 dark:bg-slate-600 dark:checked:bg-brand-500"
      />
    </div>
  );
}

function ConfigStatus({ label, configured }: { label: string; configured: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <dt>{label}</dt>
      <dd
        className={cx(
          "rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
          configured
            ? "bg-green-100 text-green-900 ring-green-300 dark:bg-green-900/40 dark:text-green-100 dark:ring-green-700"
            : "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600",
        )}
      >
        {configured ? "Configuré" : "Non configuré"}
      </dd>
    </div>
  );
}

export default function Settings({ loaderData: { settings, smtp } }: Route.ComponentProps) {
  const fetcher = useFetcher<Answer>();
  const [dialog, setDialog] = useState<"2fa" | "password" | null>(null);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (!fetcher.data || fetcher.state !== "idle") return;
    if (fetcher.data.ok) toast.success(fetcher.data.message);
    else toast.error(fetcher.data.message);
  }, [fetcher.data, fetcher.state]);

  return (
    <>
      <PageHeader title="Paramètres" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <h2 className="text-lg font-semibold">Notifications</h2>
          <p className={`mb-2 text-sm ${mutedClass}`}>Vos préférences, propres à votre compte.</p>
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
            />
            <Toggle
              name="notifyAppointments"
              label="Notifications de rendez-vous"
              description="Recevoir un email à chaque nouvelle demande de rendez-vous."
              defaultChecked={settings.notifyAppointments}
            />
          </fetcher.Form>
        </Card>
        <Card>
          <h2 className="mb-4 text-lg font-semibold">Sécurité</h2>
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
