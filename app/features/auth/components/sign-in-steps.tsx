import type { Ref } from "react";
import { Button } from "~/components/ui";
import { TextField } from "~/components/ui/field";

/**
 * The sign-in page's two steps. Each is keyed by the page, so the code field
 * is a new, empty input, never the password field reused.
 */
export function PasswordStep({ busy, email }: { busy: boolean; email?: string }) {
  return (
    <>
      <input type="hidden" name="intent" value="password" />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        required
        defaultValue={email}
        disabled={busy}
      />
      <TextField
        label="Mot de passe"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        disabled={busy}
      />
      <Button type="submit" className="w-full" busy={busy} busyLabel="Connexion...">
        Se connecter
      </Button>
    </>
  );
}

export function CodeStep({ busy, codeInput }: { busy: boolean; codeInput: Ref<HTMLInputElement> }) {
  return (
    <>
      <input type="hidden" name="intent" value="two-factor" />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Saisissez le code à 6 chiffres de votre application d'authentification, ou un code de
        secours.
      </p>
      <TextField
        label="Code de vérification"
        ref={codeInput}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        defaultValue=""
        required
        disabled={busy}
      />
      <Button type="submit" className="w-full" busy={busy} busyLabel="Vérification...">
        Vérifier
      </Button>
    </>
  );
}
