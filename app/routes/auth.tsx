import { useRef } from "react";
import { AuthCard } from "~/features/auth/components/auth-card";
import { CodeStep, PasswordStep } from "~/features/auth/components/sign-in-steps";
import { data, Form, redirect, useNavigation } from "react-router";
import { Lock } from "~/components/ui/icons";
import { useActionFeedback } from "~/components/ui/action-feedback";
import type { Route } from "./+types/auth";
import { backOfficeStylesheet } from "~/lib/back-office-stylesheet";
import { FieldIssue } from "~/components/ui/field";
import { FormNotice, NoScriptFormNotice } from "~/components/ui/form-notice";
import { getSignedInUser } from "~/features/auth/guard.server";
import { NOT_ADMIN_PAGE, safeReturnPath } from "~/features/auth/return-path";
import { signInSchema, twoFactorCodeSchema } from "~/features/auth/schema";
import { formValues } from "~/features/forms/form-values";
import { useCheckedForm } from "~/features/forms/use-checked-form";
import { setFlash } from "~/lib/flash.server";
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
  if (user?.role) throw redirect(next ?? "/admin");
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

/** A post that names neither step: only a forged or outdated form sends one. */
const UNKNOWN_STEP = "Formulaire de connexion invalide. Rechargez la page et réessayez.";

export async function action({ request, context }: Route.ActionArgs) {
  const form = formValues(await request.formData());
  let outcome;
  switch (form.intent) {
    case "password":
      outcome = await signInWithPassword(db(), request, context.clientIp, {
        email: form.email,
        password: form.password,
      });
      break;
    case "two-factor":
      outcome = await signInWithSecondFactor(db(), request, context.clientIp, {
        code: form.code,
      });
      break;
    default:
      return data(
        { ok: false as const, step: "password" as const, message: UNKNOWN_STEP, email: "" },
        { status: 400 },
      );
  }

  if (outcome.status === "signed-in") {
    // An administrator goes back to the page they asked for (a checked /admin path).
    const next = safeReturnPath(new URL(request.url).searchParams.get("next"));
    const redirectTo = outcome.redirectTo === "/admin" && next ? next : outcome.redirectTo;
    // The back office says «Connexion réussie» (the same with or without JavaScript);
    // another account lands back here, told that it has no access instead.
    const headers = new Headers(outcome.headers);
    if (redirectTo !== NOT_ADMIN_PAGE) headers.append("Set-Cookie", setFlash("signed-in"));
    throw redirect(redirectTo, { headers });
  }
  if (outcome.status === "two-factor") {
    return data({ ok: true as const, status: "two-factor" as const }, { headers: outcome.headers });
  }
  return data(
    {
      ok: false as const,
      step: outcome.step,
      message: outcome.message,
      email: typeof form.email === "string" ? form.email : "",
    },
    { status: outcome.httpStatus, headers: outcome.headers },
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth") === true;
  // The page to come back to travels in the address of every step's post.
  const formAction = loaderData.next
    ? `/auth?next=${encodeURIComponent(loaderData.next)}`
    : "/auth";
  const codeStep = actionData?.ok === true || actionData?.step === "two-factor";
  const codeInput = useRef<HTMLInputElement>(null);
  // A refusal toasts; the password accepted, the code field takes the keyboard once the
  // page's data is reloaded (until then the field is disabled and cannot take it).
  useActionFeedback(actionData, {
    settled: !busy,
    onSuccess: () => codeInput.current?.focus(),
  });

  // With JavaScript the spec's client rules run first; the server checks again.
  const check = useCheckedForm(codeStep ? twoFactorCodeSchema : signInSchema);

  return (
    <AuthCard>
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
        onSubmit={check.onSubmit}
        className="space-y-4"
      >
        {loaderData.notice === "setup" && !actionData && (
          <FormNotice tone="success">
            Administrateur créé avec succès. Connectez-vous avec ses identifiants.
          </FormNotice>
        )}
        {loaderData.refusedEmail && !actionData && (
          <FormNotice tone="error">
            Le compte {loaderData.refusedEmail} n'a pas accès à l'administration : elle est réservée
            aux administrateurs. Connectez-vous avec un compte administrateur.
          </FormNotice>
        )}
        {actionData?.ok === false && (
          <NoScriptFormNotice tone="error">{actionData.message}</NoScriptFormNotice>
        )}

        <FieldIssue issue={check.issue}>
          {/* Keyed steps: the code field is a new, empty input, never the password field reused. */}
          {codeStep ? (
            <CodeStep key="two-factor" busy={busy} codeInput={codeInput} />
          ) : (
            <PasswordStep
              key="password"
              busy={busy}
              email={actionData?.ok === false ? actionData.email : undefined}
            />
          )}
        </FieldIssue>
      </Form>
      <p className="mt-6 text-center text-sm">
        <a
          href="/"
          className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
        >
          Retour au site
        </a>
      </p>
    </AuthCard>
  );
}
