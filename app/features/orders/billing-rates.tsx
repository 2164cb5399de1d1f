import { useFetcher } from "react-router";
import { Button } from "~/components/ui";
import { useActionFeedback } from "~/components/ui/action-feedback";
import { Card, mutedClass } from "~/features/back-office/components/ui";
import { FiguresHead } from "./figures-head";
import { formatMillimes, formatRate } from "~/domain/money";

const fieldClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

export interface RateRow {
  id: number;
  effectiveFrom: string;
  vatRateBp: number;
  stampMillimes: number;
  depositRateBp: number;
}

/**
 * The VAT rate, fiscal stamp and deposit share of new orders, with the day
 * each set takes effect (decision 0056). Orders already placed keep theirs.
 */
export function BillingRatesCard({ rates, today }: { rates: RateRow[]; today: string }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const busy = fetcher.state !== "idle";
  useActionFeedback(fetcher.data, { settled: !busy });
  const error = fetcher.data && !fetcher.data.ok && !busy ? fetcher.data.message : null;
  return (
    <Card className="mt-6">
      <h2 className="text-lg font-semibold">TVA, timbre fiscal et acompte</h2>
      <p className={`mb-3 text-sm ${mutedClass}`}>
        Appliqués aux commandes passées à partir de leur date d'effet&#8239;; les commandes déjà
        passées gardent les leurs.
      </p>
      <table className="mb-4 w-full text-sm" data-testid="billing-rates">
        <FiguresHead columns={["À partir du", "TVA", "Timbre", "Acompte"]} />
        <tbody>
          {rates.map((r) => (
            <tr key={r.id} className="border-t border-slate-200 dark:border-slate-700">
              <td className="py-1">{r.effectiveFrom.split("-").reverse().join("/")}</td>
              <td className="py-1 text-end">{formatRate(r.vatRateBp, "fr")}</td>
              <td className="py-1 text-end">{formatMillimes(r.stampMillimes, "fr")}</td>
              <td className="py-1 text-end">{formatRate(r.depositRateBp, "fr")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <fetcher.Form method="post" className="grid gap-3 sm:grid-cols-4" noValidate>
        <input type="hidden" name="intent" value="billing-rates" />
        <label className="text-sm font-medium">
          Date d'effet
          <input
            name="effective_from"
            type="date"
            min={today}
            defaultValue={today}
            className={fieldClass}
          />
        </label>
        <label className="text-sm font-medium">
          TVA (%)
          <input name="vat_rate" inputMode="decimal" defaultValue="19" className={fieldClass} />
        </label>
        <label className="text-sm font-medium">
          Timbre (DT)
          <input name="stamp" inputMode="decimal" defaultValue="1,000" className={fieldClass} />
        </label>
        <label className="text-sm font-medium">
          Acompte (%)
          <input name="deposit_rate" inputMode="decimal" defaultValue="30" className={fieldClass} />
        </label>
        {error && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-4 dark:text-red-300">
            {error}
          </p>
        )}
        <div className="sm:col-span-4">
          <Button type="submit" size="sm" disabled={busy}>
            Enregistrer ces taux
          </Button>
        </div>
      </fetcher.Form>
    </Card>
  );
}
