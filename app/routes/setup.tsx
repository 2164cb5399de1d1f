import { data, Form, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/features/auth/components/auth-card";
import { useActionFeedback } from "~/components/ui/action-feedback";
import type { Route } from "./+types/setup";
import { backOfficeStylesheet } from "~/lib/back-office-stylesheet";
import { Button } from "~/components/ui";
import { FieldIssue, TextField } from "~/components/ui/field";
import { FormNotice, NoScriptFormNotice } from "~/components/ui/form-notice";
import { NewPasswordField } from "~/features/auth/components/new-password-field";
import { createAdministratorSchema } from "~/features/auth/schema";
import { SETUP_LINK_INVALID } from "~/features/auth/messages";
import { completeSetup, isSetupTokenValid } from "~/features/auth/setup.server";
import { db } from "~/lib/db.server";
import { assertSameOrigin } from "~/features/auth/guard.server";
import { formValues } from "~/features/forms/form-values";
import { useCheckedForm } from "~/features/forms/use-checked-form";

export const links: Route.LinksFunction = () => [backOfficeStylesheet];

export const meta: Route.MetaFunction = () => [
  { title: "Premier administrateur" },
  { name: "robots", content: "noindex, nofollow" },
];

/** The one-time link printed at start-up when no administrator exists: /setup?token=… */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: await isSetupTokenValid(db(), token) };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = formValues(await request.formData());
  const result = await completeSetup(db(), String(form.token ?? ""), {
    email: form.email,
    password: form.password,
  });
  if (result.ok) throw redirect("/auth?setup=done");
  return data({ ok: false as const, message: result.message }, { status: result.status ?? 400 });
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  useActionFeedback(actionData);

  const check = useCheckedForm(createAdministratorSchema);

  return (
    <AuthCard>
      <h1 className="mb-2 text-2xl font-bold">Premier administrateur</h1>
      {loaderData.valid ? (
        <Form method="post" noValidate onSubmit={check.onSubmit} className="space-y-4">
          <p className="text-slate-700 dark:text-slate-300">
            Aucun administrateur n'existe encore. Créez le premier compte : ce lien ne servira
            qu'une fois.
          </p>
          {actionData?.message && (
            <NoScriptFormNotice tone="error">{actionData.message}</NoScriptFormNotice>
          )}
          <input type="hidden" name="token" value={loaderData.token} />
          <FieldIssue issue={check.issue}>
            <TextField label="Email" name="email" type="email" autoComplete="username" required />
            <NewPasswordField label="Mot de passe" name="password" />
          </FieldIssue>
          <Button type="submit" className="w-full" busy={busy} busyLabel="Création...">
            Créer l'administrateur
          </Button>
        </Form>
      ) : (
        <FormNotice tone="error">{SETUP_LINK_INVALID}</FormNotice>
      )}
    </AuthCard>
  );
}
