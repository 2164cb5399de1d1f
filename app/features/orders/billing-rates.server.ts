import { isIsoDate, todayInTunis } from "~/domain/calendar";
import { data } from "react-router";
import { parseAmount } from "~/domain/money";
import { logger } from "~/infra/logger.server";
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
export async function billingRatesAction(adminUserId: string, form: Record<string, unknown>) {
  const today = todayInTunis();
  const day = typeof form.effective_from === "string" ? form.effective_from : "";
  const refuse = (message: string) =>
    data({ ok: false, message: frenchSpacing(message) }, { status: 400 });
  if (!isIsoDate(day)) {
    return refuse("La date d'effet n'est pas valide.");
  }
  if (day < today) return refuse("La date d'effet ne peut pas être passée.");
  const vat = percentBp(form.vat_rate);
  if (vat === null) return refuse("Le taux de TVA doit être un pourcentage entre 0 et 100.");
  const deposit = percentBp(form.deposit_rate);
  if (deposit === null) return refuse("L'acompte doit être un pourcentage entre 0 et 100.");
  const stamp = typeof form.stamp === "string" ? parseAmount(form.stamp) : null;
  if (stamp === null || stamp > 1_000_000) {
    return refuse("Le timbre fiscal doit être un montant en dinars (par exemple 1,000).");
  }
  try {
    await addRates(
      db(),
      { effectiveFrom: day, vatRateBp: vat, stampMillimes: stamp, depositRateBp: deposit },
      adminUserId,
    );
    logger.info({ by: adminUserId, day, vat, stamp, deposit }, "billing rates added");
    return data({ ok: true, message: "Taux enregistrés" });
  } catch (error) {
    logger.error({ err: error }, "billing rates failed");
    return data(
      { ok: false, message: "Erreur lors de l'enregistrement des taux" },
      { status: 500 },
    );
  }
}
