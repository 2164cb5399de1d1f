import { tunisWallClock } from "~/domain/calendar";
import { refuse } from "~/domain/result";
import { recordAudit } from "~/features/audit/audit.server";
import { requireAdmin, type AdminIdentity } from "~/features/auth/guard.server";
import { answer, refusedInput } from "~/features/back-office/answer.server";
import { formValues, type FormFields } from "~/features/forms/form-values";
import { db } from "~/lib/db.server";
import { addClosure, loadRules, removeClosure, saveRules } from "./availability.server";
import {
  availabilityRulesSchema,
  closureIdSchema,
  closureSchema,
  demoSettingsSchema,
} from "./availability-schema";
import { loadDemoSettings, saveDemoSettings } from "./demo-settings.server";

/** The availability page: the rules and closures, the online demos' settings, today in Tunis. */
export async function availabilityPage(request: Request) {
  await requireAdmin(request);
  const rules = await loadRules(db());
  return { rules, demos: await loadDemoSettings(db()), today: tunisWallClock(new Date()).date };
}

/** The availability page's action: the posted form's change, answered. */
export async function availabilityAction(request: Request) {
  const admin = await requireAdmin(request);
  const form = await request.formData().then(formValues, () => null);
  const log = {
    what: `availability ${String(form?.intent)}`,
    failure: "Erreur lors de l'enregistrement des disponibilités.",
    by: admin.userId,
  };
  return answer(log, async () =>
    form ? change(admin, form) : refuse.invalid("Requête invalide."),
  );
}

const INVALID = "Données invalides.";

async function change(admin: AdminIdentity, form: FormFields) {
  const audit = (id: string, details: Record<string, unknown>) =>
    recordAudit(db(), {
      action: "settings.change",
      actor: admin,
      target: { type: "availability", id },
      details,
    });
  switch (form.intent) {
    case "rules": {
      const parsed = availabilityRulesSchema.safeParse(form);
      if (!parsed.success) return refusedInput(parsed.error, INVALID);
      await saveRules(db(), parsed.data);
      await audit("rules", { intent: "rules", rules: parsed.data });
      return { ok: true, message: "Disponibilités enregistrées." } as const;
    }
    case "demos": {
      const parsed = demoSettingsSchema.safeParse(form);
      if (!parsed.success) return refusedInput(parsed.error, INVALID);
      await saveDemoSettings(db(), parsed.data);
      return { ok: true, message: "Réglages des rendez-vous en ligne enregistrés." } as const;
    }
    case "closure-add": {
      const parsed = closureSchema.safeParse(form);
      if (!parsed.success) return refusedInput(parsed.error, INVALID);
      await addClosure(db(), parsed.data);
      await audit("closures", { intent: "closure-add", closure: parsed.data });
      return { ok: true, message: "Fermeture ajoutée." } as const;
    }
    case "closure-remove": {
      const parsed = closureIdSchema.safeParse(form);
      if (!parsed.success) return refuse.invalid("Fermeture inconnue.");
      if (!(await removeClosure(db(), parsed.data.id))) {
        return refuse.notFound("Fermeture inconnue.");
      }
      await audit(parsed.data.id, { intent: "closure-remove" });
      return { ok: true, message: "Fermeture supprimée." } as const;
    }
    default:
      return refuse.invalid("Action inconnue.");
  }
}
