import { Link } from "react-router";
import { Card, mutedClass } from "~/features/back-office/components/ui";
import { FiguresHead } from "./figures-head";
import { formatMillimes } from "~/domain/money";
import type { MoneyDashboard } from "./money-dashboard.server";

const fr = (m: number) => formatMillimes(m, "fr");

/** The dashboard's amounts: ordered and received this month, deposits, balance due by product. */
export function MoneyDashboardCards({ money }: { money: MoneyDashboard }) {
  const cards: [string, string, string, string?][] = [
    [
      "Commandé ce mois-ci",
      fr(money.ordered.totalTtcMillimes),
      `TTC, ${money.ordered.count} commande(s) non annulée(s)`,
    ],
    [
      "Encaissé ce mois-ci",
      fr(money.received.amountMillimes),
      `${money.received.count} paiement(s) et contre-passation(s)`,
    ],
    [
      "Acomptes reçus",
      String(money.depositsReceived),
      "Commandes non annulées dont l'acompte est arrivé",
      "/admin/orders?payment=deposit",
    ],
    ["Solde à encaisser", fr(money.outstandingTotalMillimes), "Commandes confirmées non annulées"],
  ];
  return (
    <section aria-label="Montants" className="mt-6">
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {cards.map(([title, value, detail, href]) => (
          <Card key={title}>
            <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">{title}</h2>
            <p className="mt-2 text-2xl font-bold tabular-nums" data-testid={`money-${title}`}>
              {value}
            </p>
            <p className={`mt-1 text-sm ${mutedClass}`}>
              {href ? (
                <Link to={href} className="underline underline-offset-2">
                  {detail}
                </Link>
              ) : (
                detail
              )}
            </p>
          </Card>
        ))}
      </div>
      {money.outstanding.length > 0 && (
        <Card className="mt-4">
          <h2 className="mb-3 text-lg font-semibold">Solde à encaisser par produit</h2>
          <table className="w-full text-sm" data-testid="outstanding-by-product">
            <FiguresHead columns={["Produit", "Commandes", "Solde"]} />
            <tbody>
              {money.outstanding.map((row) => (
                <tr key={row.product} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="py-1">{row.product}</td>
                  <td className="py-1 text-end">{row.orders}</td>
                  <td className="py-1 text-end tabular-nums">{fr(row.balanceMillimes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </section>
  );
}
