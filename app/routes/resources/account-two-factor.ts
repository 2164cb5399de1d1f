import { answer } from "~/features/auth/account-answer";
import { UNKNOWN_INTENT_MESSAGE } from "~/features/administrators/messages";
import { data } from "react-router";
import type { Route } from "./+types/account-two-factor";
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  startTwoFactorEnrolment,
  twoFactorEnabled,
} from "~/features/auth/account.server";
import { requireAdmin } from "~/features/auth/guard.server";
import { formValues } from "~/features/forms/form-values";

/** Current state, read by the settings page's TwoFactorSettings component. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { enabled: await twoFactorEnabled(admin.userId) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = formValues(await request.formData());
  switch (form.intent) {
    case "enable": {
      const result = await startTwoFactorEnrolment(request, admin, context.clientIp, form);
      if (!result.ok)
        return data({ ok: false as const, message: result.message }, { status: result.status });
      return { ok: true as const, enrolment: result.enrolment };
    }
    case "verify":
    case "disable": {
      const result =
        form.intent === "verify"
          ? await confirmTwoFactorEnrolment(request, admin, form)
          : await disableTwoFactor(request, admin, context.clientIp, form);
      return answer(result);
    }
    default:
      return data({ ok: false as const, message: UNKNOWN_INTENT_MESSAGE }, { status: 400 });
  }
}
