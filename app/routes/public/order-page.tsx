import { Container, buttonClass } from "~/components/ui";
import { ProformaView } from "~/features/orders/proforma-view";
import { orderPageData } from "~/features/orders/order-page.server";
import { fill } from "~/i18n";
import { privatePageHeaders, privatePageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/order-page";

/** A private page: never indexed, never cached, and its address never sent on as a referrer. */
export const headers = privatePageHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { site } = rootData(matches);
  const title = loaderData?.order
    ? fill(loaderData.texts.pageTitle, { reference: loaderData.order.reference })
    : (loaderData?.texts.invalidTitle ?? "");
  return privatePageMeta(title, site.name);
}

export function loader({ request, params }: Route.LoaderArgs) {
  return orderPageData(request, params.token);
}

const card =
  "mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 print:hidden dark:border-slate-700 dark:bg-slate-900";

/** The customer's page of their order, reached by the signed link of their confirmation mail. */
export default function OrderPage({ loaderData, params }: Route.ComponentProps) {
  const { texts: t, order, lang } = loaderData;
  if (!order) {
    return (
      <Container className="py-12">
        <h1 className="text-3xl font-bold">{t.invalidTitle}</h1>
        <p className="mt-4" role="alert">
          {t.invalid}
        </p>
      </Container>
    );
  }
  const pdf = `/ma-commande/${params.token}/proforma.pdf${lang === "ar" ? "?lang=ar" : ""}`;
  return (
    <Container className="py-10 sm:py-12">
      <div className="print:hidden">
        <h1 className="text-3xl font-bold">{fill(t.pageTitle, { reference: order.reference })}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t.pageIntro}</p>
      </div>
      <section className={card} aria-labelledby="order-progress">
        <h2 id="order-progress" className="text-lg font-semibold">
          {t.progress}
        </h2>
        {order.steps.length === 0 ? (
          <p className="mt-2">{order.statusText}</p>
        ) : (
          <ol className="mt-3 flex flex-wrap gap-2">
            {order.steps.map((step) => (
              <li
                key={step.label}
                aria-current={step.current ? "step" : undefined}
                className={`rounded-full px-3 py-1 text-sm ${
                  step.done
                    ? "bg-brand-600 text-white"
                    : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300"
                } ${step.current ? "font-semibold" : ""}`}
              >
                {step.label}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className={card} aria-labelledby="order-payments">
        <h2 id="order-payments" className="text-lg font-semibold">
          {t.payments}
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="order-balance">
          {[
            [t.paymentState, order.state],
            [t.paid, order.paid],
            [t.balanceDue, order.balance],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {order.payments.length === 0 ? (
          <p className="mt-4 text-slate-600 dark:text-slate-300">{t.noPayment}</p>
        ) : (
          <table className="mt-4 w-full text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 text-start">
                  {t.paymentDate}
                </th>
                <th scope="col" className="py-1 text-start">
                  {t.paymentMethod}
                </th>
                <th scope="col" className="py-1 text-end">
                  {t.paymentAmount}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.payments.map((p, i) => (
                <tr key={i} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="py-1">{p.date}</td>
                  <td className="py-1">
                    {p.method}
                    {p.correction ? ` (${t.correction})` : ""}
                  </td>
                  <td className="py-1 text-end tabular-nums">{p.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <a href={pdf} className={buttonClass({ variant: "primary" })}>
          {t.download}
        </a>
      </div>
      <div className="mt-6">
        <ProformaView proforma={order.proforma} />
      </div>
    </Container>
  );
}
