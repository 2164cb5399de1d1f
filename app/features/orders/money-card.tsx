import { useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui";
import { useActionFeedback } from "~/components/ui/action-feedback";
import { Card, TrailEntry, mutedClass } from "~/features/back-office/components/ui";
import { formatDateTime } from "~/features/back-office/format";
import { formatMillimes, formatRate, PAYMENT_METHODS, type PaymentState } from "~/domain/money";
import { frenchSpacing } from "~/i18n/typography";
import type { MoneyActionData } from "./money-actions.server";
import { PAYMENT_METHOD_LABELS, PAYMENT_STATE_LABELS } from "./payments";
import type { OrderMoney } from "./payments.server";

const fieldClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

const STATE_TONES: Record<PaymentState, string> = {
  unpaid: "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100",
  deposit: "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-900/40 dark:text-amber-100",
  paid: "bg-green-100 text-green-900 ring-green-300 dark:bg-green-900/40 dark:text-green-100",
};

/** The payment state beside an order's status (lists and detail). */
export function PaymentBadge({ state }: { state: PaymentState | null }) {
  if (!state) return null;
  return (
    <span
      data-testid="payment-state"
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STATE_TONES[state]}`}
    >
      {PAYMENT_STATE_LABELS.fr[state]}
    </span>
  );
}

const fr = (amount: number) => formatMillimes(amount, "fr");

/**
 * An order's money in the back office: its amounts as ordered, the payments
 * with who recorded them and when, the amount paid, the balance, the form
 * recording a payment and the counter-entry of a mistaken one.
 */
export function MoneyCard({
  order,
  money,
  today,
  erased,
}: {
  order: {
    id: string;
    proformaNumber: string | null;
    totalHtMillimes: number | null;
    vatRateBp: number | null;
    vatMillimes: number | null;
    stampMillimes: number | null;
    totalTtcMillimes: number | null;
    depositRateBp: number | null;
    depositMillimes: number | null;
    companyName: string | null;
    taxId: string | null;
  };
  money: OrderMoney;
  today: string;
  erased: boolean;
}) {
  const fetcher = useFetcher<MoneyActionData>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  useActionFeedback(fetcher.data, {
    settled: !busy,
    onSuccess: () => form.current?.reset(),
  });
  const error = fetcher.data && !fetcher.data.ok && !busy ? fetcher.data.message : null;
  const rows: [string, string][] = [
    ["Total HT", fr(order.totalHtMillimes!)],
    [`TVA ${formatRate(order.vatRateBp!, "fr")}`, fr(order.vatMillimes!)],
    ["Timbre fiscal", fr(order.stampMillimes!)],
    ["Total TTC", fr(order.totalTtcMillimes!)],
    [`Acompte (${formatRate(order.depositRateBp!, "fr")})`, fr(order.depositMillimes!)],
    ["Montant payé", fr(money.paidMillimes)],
    ["Solde", fr(money.balanceMillimes)],
  ];
  return (
    <Card className="lg:col-span-2">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">Montants et paiements</h2>
        <PaymentBadge state={money.state} />
        <a
          href={`/admin/orders/${order.id}/proforma.pdf`}
          className="ms-auto text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
        >
          Facture proforma {order.proformaNumber} (PDF)
        </a>
        <a
          href={`/admin/orders/${order.id}/invoice.json`}
          className="text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
        >
          Données de facturation (JSON)
        </a>
      </div>
      {(order.companyName || order.taxId) && (
        <p className="mb-3 text-sm">
          {order.companyName ?? "—"} · Matricule fiscal : {order.taxId ?? "non renseigné"}
        </p>
      )}
      <table className="mb-4 w-full text-sm">
        <tbody>
          {money.lines.map((line) => (
            <tr key={line.id} className="border-b border-slate-200 dark:border-slate-700">
              <td className="py-1">
                {line.kind === "option" ? `Option : ${line.labelFr}` : line.labelFr}
              </td>
              <td className="py-1 text-end tabular-nums">
                {line.totalMillimes === 0 ? "Gratuit" : fr(line.totalMillimes)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl
        className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4"
        data-testid="money-facts"
      >
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className={mutedClass}>{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 mb-2 font-semibold">Paiements</h3>
      {money.payments.length === 0 ? (
        <p className={mutedClass}>Aucun paiement enregistré.</p>
      ) : (
        <ol className="space-y-2" aria-label="Paiements">
          {money.payments.map((p) => (
            <TrailEntry
              key={p.id}
              data-testid="payment"
              className={`text-sm ${p.amountMillimes < 0 ? "border-red-400" : "border-green-500"}`}
            >
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold tabular-nums">{fr(p.amountMillimes)}</span>
                <span>
                  {PAYMENT_METHOD_LABELS.fr[
                    p.method as keyof (typeof PAYMENT_METHOD_LABELS)["fr"]
                  ] ?? p.method}
                </span>
                <span>du {p.paidOn.split("-").reverse().join("/")}</span>
                {p.reference && <span>· réf. {p.reference}</span>}
                {p.correctsPaymentId && (
                  <span className="text-red-700 dark:text-red-300">contre-passation</span>
                )}
                {p.correctedBy && <span className={mutedClass}>(contre-passé)</span>}
                {!erased && p.amountMillimes > 0 && !p.correctedBy && (
                  <fetcher.Form method="post" className="ms-auto">
                    <input type="hidden" name="intent" value="payment-correct" />
                    <input type="hidden" name="payment" value={p.id} />
                    <Button type="submit" size="sm" variant="secondary" disabled={busy}>
                      Contre-passer
                    </Button>
                  </fetcher.Form>
                )}
              </p>
              {p.note && <p className="break-words whitespace-pre-line">{p.note}</p>}
              <p className={`text-xs ${mutedClass}`}>
                Enregistré le {formatDateTime(p.recordedAt)} par{" "}
                {p.recordedByEmail ?? "administrateur supprimé"}
              </p>
            </TrailEntry>
          ))}
        </ol>
      )}
      {!erased && (
        <fetcher.Form
          ref={form}
          method="post"
          className="mt-6 grid gap-3 sm:grid-cols-2"
          noValidate
        >
          <input type="hidden" name="intent" value="payment" />
          <h3 className="font-semibold sm:col-span-2">Enregistrer un paiement</h3>
          <label className="text-sm font-medium">
            Montant (DT)
            <input
              name="amount"
              inputMode="decimal"
              required
              className={fieldClass}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "payment-error" : undefined}
            />
          </label>
          <label className="text-sm font-medium">
            Mode de paiement
            <select name="method" className={fieldClass} defaultValue="transfer">
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {PAYMENT_METHOD_LABELS.fr[m]}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium">
            Date du paiement
            <input
              name="paid_on"
              type="date"
              max={today}
              defaultValue={today}
              required
              className={fieldClass}
            />
          </label>
          <label className="text-sm font-medium">
            Référence (virement, n° de chèque)
            <input name="reference" maxLength={100} className={fieldClass} />
          </label>
          <label className="text-sm font-medium sm:col-span-2">
            Note
            <textarea name="note" rows={2} maxLength={500} className={fieldClass} />
          </label>
          {error && (
            <p
              id="payment-error"
              role="alert"
              className="text-sm text-red-700 sm:col-span-2 dark:text-red-300"
            >
              {error}
            </p>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" size="sm" busy={busy} busyLabel="Enregistrement…">
              Enregistrer le paiement
            </Button>
          </div>
        </fetcher.Form>
      )}
      {!erased && (
        <fetcher.Form
          method="post"
          className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700"
        >
          <input type="hidden" name="intent" value="link-revoke" />
          <p className={`mb-2 text-sm ${mutedClass}`}>
            {frenchSpacing(
              "Lien client : le client suit sa commande par le lien de son e-mail de confirmation. Le révoquer le rend inutilisable et envoie un nouveau lien.",
            )}
          </p>
          <Button type="submit" size="sm" variant="secondary" disabled={busy}>
            Révoquer le lien client
          </Button>
        </fetcher.Form>
      )}
    </Card>
  );
}
