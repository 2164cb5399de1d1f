import { Fragment, useEffect, useRef } from "react";
import {
  data,
  Form,
  redirect,
  useNavigate,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { Lock } from "~/components/ui/icons";
import { toast } from "sonner";
import type { Route } from "./+types/auth";
import { backOfficeStylesheet } from "~/lib/back-office-stylesheet";
import { Button } from "~/components/ui";
import { TextField } from "~/components/ui/field";
import { FormNotice } from "~/components/ui/form-notice";
import { useHydrated } from "~/lib/use-hydrated";
import { getSignedInUser } from "~/features/auth/guard.server";
import { safeReturnPath } from "~/features/auth/return-path";
import { firstError, signInSchema, twoFactorCodeSchema } from "~/features/auth/schema";
import { SIGN_IN_SUCCESS } from "~/features/auth/messages";
import { signInWithPassword, signInWithSecondFactor } from "~/features/auth/sign-in.server";
import { db } from "~/lib/db.server";
import { siteConfig } from "~/config/site.server";
import { pageMeta } from "~/lib/seo.server";

export const links: Route.LinksFunction = () => [backOfficeStylesheet];

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSignedInUser(request);
  const url = new URL(request.url);
  const next = safeReturnPath(url.searchParams.get("next"));
  if (user?.isAdmin) throw redirect(next ?? "/admin");
  return {
    notice: url.searchParams.get("setup") === "done" ? "setup" : null,
    // A signed-in account without the admin role, sent here from the back office.
    refusedEmail: user && url.searchParams.has("refus") ? user.email : null,
    next: next ?? null,
    // The sign-in page is French, like the back office.
    meta: pageMeta(
      { lang: "fr", site: siteConfig() },
      {
        title: "Administration",
        description: "Connexion réservée aux administrateurs",
        path: "/auth",
        noindex: true,
      },
    ),
  };
}

// After a sign-in the page navigates itself (toast first); reloading this
// page's data would race it with the loader's own redirect to /admin.
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const signedIn = (actionResult as { status?: string } | undefined)?.status === "signed-in";
  return signedIn ? false : defaultShouldRevalidate;
}

/** A post that names neither step: only a forged or outdated form sends one. */
const UNKNOWN_STEP = "Formulaire de connexion invalide. Rechargez la page et réessayez.";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // Without JavaScript the browser follows a redirect; with it the page shows
  // the success toast first, then navigates.
  const enhanced = form.get("js") === "1";
  let outcome;
  switch (form.get("intent")) {
    case "password":
      outcome = await signInWithPassword(db(), request, context.clientIp, {
        email: form.get("email"),
        password: form.get("password"),
      });
      break;
    case "two-factor":
      outcome = await signInWithSecondFactor(db(), request, context.clientIp, {
        code: form.get("code"),
      });
      break;
    default:
      return data(
        { status: "error" as const, step: "password" as const, message: UNKNOWN_STEP, email: "" },
        { status: 400 },
      );
  }

  if (outcome.status === "signed-in") {
    // An administrator goes back to the page they asked for (a checked /admin path).
    const next = safeReturnPath(new URL(request.url).searchParams.get("next"));
    const redirectTo = outcome.redirectTo === "/admin" && next ? next : outcome.redirectTo;
    if (!enhanced) throw redirect(redirectTo, { headers: outcome.headers });
    return data({ status: "signed-in" as const, redirectTo }, { headers: outcome.headers });
  }
  if (outcome.status === "two-factor") {
    return data({ status: "two-factor" as const }, { headers: outcome.headers });
  }
  return data(
    {
      status: "error" as const,
      step: outcome.step,
      message: outcome.message,
      email: typeof form.get("email") === "string" ? String(form.get("email")) : "",
    },
    { status: outcome.httpStatus, headers: outcome.headers },
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth") === true;
  // The page to come back to travels in the address of every step's post.
  const formAction = loaderData.next
    ? `/auth?next=${encodeURIComponent(loaderData.next)}`
    : "/auth";
  const codeStep =
    actionData?.status === "two-factor" ||
    (actionData?.status === "error" && actionData.step === "two-factor");
  const codeInput = useRef<HTMLInputElement>(null);

  // Each answer is handled once. The move to the back office waits until the
  // submission has fully settled: starting it earlier aborts the submission's
  // own, still pending, navigation.
  const handled = useRef<typeof actionData>(undefined);
  const idle = navigation.state === "idle";
  useEffect(() => {
    if (!actionData || handled.current === actionData || !idle) return;
    handled.current = actionData;
    if (actionData.status === "error") toast.error(actionData.message);
    if (actionData.status === "signed-in") {
      toast.success(SIGN_IN_SUCCESS);
      void navigate(actionData.redirectTo, { replace: true });
    }
    if (actionData.status === "two-factor") codeInput.current?.focus();
  }, [actionData, idle, navigate]);

  // With JavaScript the spec's client rules run first; the server checks again.
  function validate(event: React.FormEvent<HTMLFormElement>) {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const schema = codeStep ? twoFactorCodeSchema : signInSchema;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      event.preventDefault();
      toast.error(firstError(parsed.error));
    }
  }

  const inlineError = !hydrated && actionData?.status === "error" ? actionData.message : null;

  return (
    // The back office is French only, even for a visitor who chose Arabic on the public site.
    <main
      lang="fr"
      dir="ltr"
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12 dark:bg-slate-950"
    >
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-brand-100">
            <Lock aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-bold">Administration</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            Connexion réservée aux administrateurs
          </p>
        </div>

        <Form
          method="post"
          action={formAction}
          noValidate
          onSubmit={validate}
          className="space-y-4"
        >
          {hydrated && <input type="hidden" name="js" value="1" />}
          {loaderData.notice === "setup" && !actionData && (
            <FormNotice tone="success">
              Administrateur créé avec succès. Connectez-vous avec ses identifiants.
            </FormNotice>
          )}
          {loaderData.refusedEmail && !actionData && (
            <FormNotice tone="error">
              Le compte {loaderData.refusedEmail} n'a pas accès à l'administration : elle est
              réservée aux administrateurs. Connectez-vous avec un compte administrateur.
            </FormNotice>
          )}
          {inlineError && <FormNotice tone="error">{inlineError}</FormNotice>}

          {/* Keyed steps: the code field is a new, empty input, never the password field reused. */}
          {codeStep ? (
            <Fragment key="two-factor">
              <input type="hidden" name="intent" value="two-factor" />
              <p className="text-sm text-slate-700 dark:text-slate-300">
                Saisissez le code à 6 chiffres de votre application d'authentification, ou un code
                de secours.
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
            </Fragment>
          ) : (
            <Fragment key="password">
              <input type="hidden" name="intent" value="password" />
              <TextField
                label="Email"
                name="email"
                type="email"
                autoComplete="username"
                required
                defaultValue={actionData?.status === "error" ? actionData.email : undefined}
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
            </Fragment>
          )}
        </Form>
        <p className="mt-6 text-center text-sm">
          <a
            href="/"
            className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
          >
            Retour au site
          </a>
        </p>
      </div>
    </main>
  );
}
