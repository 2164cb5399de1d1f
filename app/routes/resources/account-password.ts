import { answer } from "~/features/auth/account-answer";
import { redirect } from "react-router";
import type { Route } from "./+types/account-password";
import { changePassword } from "~/features/auth/account.server";
import { requireAdmin } from "~/features/auth/guard.server";
import { formValues } from "~/features/forms/form-values";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect("/admin/settings");
}

/** Password change posted by the settings page's form (ChangePasswordForm). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = formValues(await request.formData());
  const result = await changePassword(request, admin, context.clientIp, form);
  return answer(result);
}
