import { todayInTunis } from "~/domain/calendar";
import { refuse } from "~/domain/result";
import { env } from "~/config/env.server";
import { siteConfig } from "~/config/site.server";
import {
  feedState,
  feedUrl,
  issueFeedToken,
  revokeFeed,
} from "~/features/appointments/calendar-feed.server";
import { recordAudit } from "~/features/audit/audit.server";
import { twoFactorEnabled } from "~/features/auth/account.server";
import { requireAdmin, type AdminIdentity } from "~/features/auth/guard.server";
import { serviceShortLabels } from "~/features/content/services.server";
import { siteContent } from "~/features/content/store.server";
import { formValues, type FormFields } from "~/features/forms/form-values";
import { billingRatesAction } from "~/features/orders/billing-rates.server";
import { rateHistory } from "~/features/orders/billing.server";
import { listRules, saveRules, teamMembers } from "~/features/team/team.server";
import { db } from "~/lib/db.server";
import { answer } from "./answer.server";
import { settingsSchema } from "./schema";
import { getSettings, saveSettings, smtpStatus } from "./settings.server";

/** What the settings page's forms answer; a new calendar address comes with its success. */
export type SettingsAnswer = { ok: boolean; message: string; feedUrl?: string };

/** The settings page: the person's own settings, and for administrators the team's and the rates. */
export async function settingsPage(request: Request) {
  const admin = await requireAdmin(request);
  const [settings, twoFactor, feed] = await Promise.all([
    getSettings(db(), admin.userId),
    twoFactorEnabled(admin.userId),
    feedState(db(), admin.userId),
  ]);
  // Administrators also choose who receives each product's or service's new requests.
  const assignment =
    admin.role === "admin"
      ? {
          services: Object.entries(serviceShortLabels(await siteContent(db()))),
          members: await teamMembers(db()),
          rules: await listRules(db()),
        }
      : null;
  // The billing rates (decision 0056), newest first, for administrators only; none
  // shown if they cannot be read.
  const rates = admin.role === "admin" ? await rateHistory(db()).catch(() => []) : null;
  return {
    settings,
    twoFactor,
    feed,
    smtp: smtpStatus(env()),
    assignment,
    rates,
    today: todayInTunis(),
  };
}

/** The settings page's action: the posted form's command, answered. */
export async function settingsAction(request: Request) {
  const admin = await requireAdmin(request);
  const form = formValues(await request.formData());
  switch (form.intent) {
    case "assignment-rules":
      return assignmentAction(admin, form);
    case "calendar-feed-on":
    case "calendar-feed-off":
      return calendarFeedAction(admin, form.intent);
    case "billing-rates":
      return billingRatesAction(admin.userId, form);
    default:
      return notificationsAction(admin, form);
  }
}

function notificationsAction(admin: AdminIdentity, form: FormFields) {
  const failure = "Erreur lors de l'enregistrement des paramètres";
  return answer({ what: "settings save", failure, by: admin.userId }, async () => {
    const parsed = settingsSchema.safeParse(form);
    if (!parsed.success) return refuse.invalid("Paramètres invalides.");
    await saveSettings(db(), admin.userId, parsed.data);
    await recordAudit(db(), {
      action: "settings.change",
      actor: admin,
      target: { type: "user-settings", id: admin.userId },
      details: { ...parsed.data },
    });
    return { ok: true, message: "Paramètres enregistrés avec succès" };
  });
}

/** Saves «Attribution automatique» (the rule table lets administrators alone post it). */
function assignmentAction(admin: AdminIdentity, form: FormFields) {
  const failure = "Erreur lors de l'enregistrement de l'attribution";
  return answer({ what: "assignment rules", failure, by: admin.userId }, async () => {
    const members = new Set((await teamMembers(db())).map((m) => m.userId));
    const known = new Set(Object.keys(serviceShortLabels(await siteContent(db()))));
    const rules: Record<string, string> = {};
    for (const [name, value] of Object.entries(form)) {
      if (!name.startsWith("rule:") || typeof value !== "string" || value === "") continue;
      const service = name.slice("rule:".length);
      if (!known.has(service) || !members.has(value)) {
        return refuse.invalid("Attribution invalide.");
      }
      rules[service] = value;
    }
    await saveRules(db(), rules);
    await recordAudit(db(), {
      action: "settings.change",
      actor: admin,
      target: { type: "assignment-rules", id: "all" },
      details: { rules },
    });
    return { ok: true, message: "Attribution enregistrée" };
  });
}

/** Turns the person's calendar subscription on (with a new address) or off. */
function calendarFeedAction(
  admin: AdminIdentity,
  intent: "calendar-feed-on" | "calendar-feed-off",
) {
  const failure = "Erreur lors du changement de l'abonnement calendrier";
  const { userId } = admin;
  return answer<SettingsAnswer & { ok: true }>(
    { what: "calendar feed change", failure, intent, by: userId },
    async () => {
      await recordAudit(db(), {
        action: "settings.change",
        actor: { userId },
        target: { type: "calendar-feed", id: userId },
        details: { intent },
      });
      if (intent === "calendar-feed-off") {
        await revokeFeed(db(), userId);
        return { ok: true, message: "Abonnement calendrier désactivé" };
      }
      const token = await issueFeedToken(db(), userId);
      return {
        ok: true,
        message: "Nouvelle adresse d'abonnement créée",
        feedUrl: feedUrl(siteConfig().url, token),
      };
    },
  );
}
