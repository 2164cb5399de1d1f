import { isIsoDate, todayInTunis } from "~/domain/calendar";
import { parseAmount } from "~/domain/money";
import { answer } from "~/features/back-office/answer.server";
import { refuse, type StatusRefusal } from "~/domain/result";
import { db } from "~/lib/db.server";
import { frenchSpacing } from "~/i18n/typography";
import { addRates } from "./billing.server";

/** A percentage typed «19», «19,5» or «7.25» in basis points, or null. */
function percentBp(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(value);
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return bp <= 10_000 ? bp : null;
}

/** The settings page's «TVA, timbre fiscal et acompte» form: a new row of rates. */
export function billingRatesAction(adminUserId: string, form: Record<string, unknown>) {
  const log = {
    what: "billing rates",
    failure: "Erreur lors de l'enregistrement des taux",
    by: adminUserId,
  };
  return answer(log, async () => {
    const rates = parseRates(form);
    if (!rates.ok) return rates;
    await addRates(db(), rates.value, adminUserId);
    return { ok: true, message: "Taux enregistrés" };
  });
}

/** The posted rates, or the French refusal of the first one that is wrong. */
function parseRates(
  form: Record<string, unknown>,
): { ok: true; value: Parameters<typeof addRates>[1] } | StatusRefusal<400> {
  const refused = (message: string) => refuse.invalid(frenchSpacing(message));
  const day = typeof form.effective_from === "string" ? form.effective_from : "";
  if (!isIsoDate(day)) return refused("La date d'effet n'est pas valide.");
  if (day < todayInTunis()) return refused("La date d'effet ne peut pas être passée.");
  const vat = percentBp(form.vat_rate);
  if (vat === null) return refused("Le taux de TVA doit être un pourcentage entre 0 et 100.");
  const deposit = percentBp(form.deposit_rate);
  if (deposit === null) return refused("L'acompte doit être un pourcentage entre 0 et 100.");
  const stamp = typeof form.stamp === "string" ? parseAmount(form.stamp) : null;
  if (stamp === null || stamp > 1_000_000) {
    return refused("Le timbre fiscal doit être un montant en dinars (par exemple 1,000).");
  }
  return {
    ok: true,
    value: { effectiveFrom: day, vatRateBp: vat, stampMillimes: stamp, depositRateBp: deposit },
  };
}
