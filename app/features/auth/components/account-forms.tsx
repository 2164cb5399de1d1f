import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, useFetcher } from "react-router";
import { LogOut } from "~/components/ui/icons";
import { useActionFeedback } from "~/components/ui/action-feedback";
import { changePasswordSchema, passwordConfirmSchema, twoFactorCodeSchema } from "../schema";
import { NewPasswordField } from "./new-password-field";
import { Button } from "~/components/ui";
import { FieldIssue, TextField } from "~/components/ui/field";
import { useCheckedForm } from "~/features/forms/use-checked-form";
import { FormNotice } from "~/components/ui/form-notice";
import type { Result } from "~/domain/result";

type Answer = Result<{ message?: string }>;

/**
 * A server refusal shown inside the form as well: these forms live in a modal
 * dialog, whose backdrop covers the toasts.
 */
function AnswerError({ answer }: { answer: Answer | undefined }) {
  return answer && !answer.ok ? <FormNotice tone="error">{answer.message}</FormNotice> : null;
}

/** Password change for the signed-in administrator (settings page). */
export function ChangePasswordForm() {
  const fetcher = useFetcher<Answer>();
  const form = useRef<HTMLFormElement>(null);
  useActionFeedback(fetcher.data, { onSuccess: () => form.current?.reset() });
  const busy = fetcher.state !== "idle";
  // The shared schema first; its first message in a toast, as the spec does.
  const check = useCheckedForm(changePasswordSchema);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/account/password"
      noValidate
      onSubmit={check.onSubmit}
      className="space-y-4"
      aria-label="Changer le mot de passe"
    >
      <FieldIssue issue={check.issue}>
        <TextField
          label="Mot de passe actuel"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
        />
        <NewPasswordField label="Nouveau mot de passe" name="newPassword" />
        <TextField
          label="Confirmer le nouveau mot de passe"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
        />
      </FieldIssue>
      <AnswerError answer={fetcher.data} />
      <Button type="submit" busy={busy} busyLabel="Modification...">
        Changer le mot de passe
      </Button>
    </fetcher.Form>
  );
}

type Enrolment = { qrSvg: string; secret: string; backupCodes: string[] };
type TwoFactorAnswer = Answer | { ok: true; enrolment: Enrolment };

/**
 * Two-factor settings: enrol (password, then QR code + backup codes, then the
 * first code), or disable (password; needs a recent sign-in). Reads its own
 * state from /account/two-factor, so it needs no props.
 */
export function TwoFactorSettings() {
  const state = useFetcher<{ enabled: boolean }>();
  const action = useFetcher<TwoFactorAnswer>();
  const form = useRef<HTMLFormElement>(null);

  const { load } = state;
  const requested = useRef(false);
  useEffect(() => {
    // Once: React Router revalidates this load by itself after each change.
    if (requested.current) return;
    requested.current = true;
    void load("/account/two-factor");
  }, [load]);

  const answer = action.data;
  // The enrolment under way stays on screen until a code confirms it: a mistyped code
  // answers an error, and the secret the app has already scanned must stay the one shown.
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  useActionFeedback(answer, {
    onSuccess: (done) => {
      if ("enrolment" in done) return setEnrolment(done.enrolment);
      setEnrolment(null);
      form.current?.reset();
    },
  });
  // After a change the state is read again (React Router revalidates fetcher loads).
  const enabled = state.data?.enabled ?? false;
  const busy = action.state !== "idle";
  const check = useCheckedForm(enrolment ? twoFactorCodeSchema : passwordConfirmSchema);

  if (!state.data) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">Chargement…</p>;
  }

  // Both steps post to the same action, checked with the step's schema, and show its refusal.
  const twoFactorForm = (step: {
    label: string;
    intro: ReactNode;
    field: ReactNode;
    submit: ReactNode;
  }) => (
    <action.Form
      ref={form}
      method="post"
      action="/account/two-factor"
      noValidate
      onSubmit={check.onSubmit}
      className="space-y-4"
      aria-label={step.label}
    >
      {step.intro}
      <FieldIssue issue={check.issue}>{step.field}</FieldIssue>
      <AnswerError answer={answer as Answer | undefined} />
      {step.submit}
    </action.Form>
  );

  if (enrolment) {
    return twoFactorForm({
      label: "Activer la double authentification",
      intro: (
        <>
          <input type="hidden" name="intent" value="verify" />
          <p className="text-sm">
            1. Scannez ce QR code avec votre application d'authentification (Google Authenticator,
            Microsoft Authenticator, FreeOTP…).
          </p>
          <div
            className="size-48 rounded-md bg-white p-2"
            role="img"
            aria-label="QR code de la double authentification"
            dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
          />
          <p className="text-sm">
            Ou saisissez cette clé :{" "}
            <code data-testid="totp-secret" className="break-all font-mono">
              {enrolment.secret}
            </code>
          </p>
          <div className="text-sm">
            <p>2. Conservez ces codes de secours en lieu sûr (chacun ne sert qu'une fois) :</p>
            <ul data-testid="backup-codes" className="mt-2 grid grid-cols-2 gap-1 font-mono">
              {enrolment.backupCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </div>
        </>
      ),
      field: (
        <TextField
          label="3. Code à 6 chiffres affiché par l'application"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
        />
      ),
      submit: (
        <Button type="submit" busy={busy} busyLabel="Vérification...">
          Activer
        </Button>
      ),
    });
  }

  return twoFactorForm({
    label: "Double authentification",
    intro: (
      <>
        <p className="text-sm" role="status">
          {enabled
            ? "La double authentification est activée : un code est demandé à chaque connexion."
            : "La double authentification n'est pas activée."}
        </p>
        <input type="hidden" name="intent" value={enabled ? "disable" : "enable"} />
      </>
    ),
    field: (
      <TextField
        label="Mot de passe"
        id="two-factor-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
    ),
    submit: (
      <Button
        type="submit"
        variant={enabled ? "danger" : "primary"}
        busy={busy}
        busyLabel={enabled ? "Désactivation..." : "Préparation..."}
      >
        {enabled
          ? "Désactiver la double authentification"
          : "Configurer la double authentification"}
      </Button>
    ),
  });
}

/** 'Déconnexion' (this session) or, with `everywhere`, every session of the account. */
export function SignOutButton({
  everywhere = false,
  className,
}: {
  everywhere?: boolean;
  className?: string;
}) {
  return (
    <Form method="post" action="/logout" className={className}>
      {everywhere && <input type="hidden" name="scope" value="global" />}
      <Button type="submit" variant="secondary">
        <LogOut aria-hidden="true" className="size-4" />
        {everywhere ? "Se déconnecter partout" : "Déconnexion"}
      </Button>
    </Form>
  );
}

const KEEP_ALIVE_MS = 20 * 60 * 1000;

/**
 * Keeps the session cookie's lifetime in step with the session while the back
 * office is open (loaders cannot forward better-auth's refreshed cookie), and
 * sends the visitor to /auth once the session has ended elsewhere.
 */
export function SessionKeepAlive() {
  useEffect(() => {
    const tick = async () => {
      try {
        const response = await fetch("/api/auth/get-session", { credentials: "same-origin" });
        if (response.ok && (await response.json()) === null) window.location.assign("/auth");
      } catch {
        // offline: try again at the next tick
      }
    };
    void tick();
    const timer = window.setInterval(tick, KEEP_ALIVE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return null;
}
