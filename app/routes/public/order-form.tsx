import { lazy, Suspense } from "react";
import { data, Form, useNavigation } from "react-router";
import { Button, Container } from "~/components/ui";
import { activeProducts, catalog, siteContent } from "~/features/content/store.server";
import { AntiSpamFields } from "~/features/forms/form-ui";
import { newFormTicket } from "~/features/forms/guard.server";
import { ratesOn, tunisToday } from "~/features/orders/billing.server";
import type { OrderValues } from "~/features/orders/order-fields";
import { submitOrder } from "~/features/orders/submit.server";
import { fill } from "~/i18n";
import { formsDictionary } from "~/i18n/forms";
import { languageFromRequest } from "~/i18n/language";
import { db } from "~/lib/db.server";
import type { Route } from "./+types/order-form";

// The fields come in their own chunk, as for the dialog: the page is drawn by
// the server (it serves visitors without JavaScript) and hydrates them when loaded.
const OrderFields = lazy(() =>
  import("~/features/orders/order-fields").then((m) => ({ default: m.OrderFields })),
);

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData
        ? fill(loaderData.texts.order.pageTitle, { product: loaderData.product.name })
        : "",
    },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The order form as a page (decision 0057): where the «Commander» buttons
 * lead without JavaScript. The same fields as the dialog; it posts to itself
 * and answers in the page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const content = await siteContent(db());
  const product = catalog(content).find((p) => p.slug === params.product);
  if (!product) throw data("Produit inconnu", { status: 404 });
  return {
    lang,
    texts: formsDictionary(lang),
    product,
    rates: await ratesOn(db(), await tunisToday(db())),
    ticket: newFormTicket("order"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const known = activeProducts(await siteContent(db())).some((p) => p.slug === params.product);
  if (!known) throw data("Produit inconnu", { status: 404 });
  const answer = await submitOrder(request, context);
  return data(answer.body, { status: answer.status });
}

export default function OrderFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, texts, product, rates, ticket } = loaderData;
  const t = texts.order;
  const navigation = useNavigation();
  const answer = actionData as
    | { ok: true; reference: string }
    | { ok: false; message: string; values?: OrderValues }
    | undefined;
  return (
    <Container className="max-w-2xl py-10 sm:py-12">
      <h1 className="text-3xl font-bold">{fill(t.pageTitle, { product: product.name })}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t.intro}</p>
      {answer?.ok ? (
        <div
          role="status"
          className="mt-6 rounded-xl border border-green-300 bg-green-50 p-4 dark:border-green-700 dark:bg-green-950"
        >
          <p className="font-semibold">{t.successTitle}</p>
          <p>
            {t.success} {fill(t.reference, { reference: answer.reference })}
          </p>
          <p className="mt-3">
            <a href={product.path} className="font-medium underline underline-offset-2">
              {t.backToProduct}
            </a>
          </p>
        </div>
      ) : (
        <Form method="post" className="mt-6 flex flex-col gap-4" noValidate>
          {answer && !answer.ok && (
            <p
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
            >
              {answer.message}
            </p>
          )}
          <input type="hidden" name="product" value={product.slug} />
          <AntiSpamFields ticket={ticket} lang={lang} honeypotLabel={texts.fields.honeypot} />
          <Suspense fallback={null}>
            <OrderFields
              product={product}
              texts={texts}
              lang={lang}
              rates={rates}
              values={answer && !answer.ok ? answer.values : undefined}
            />
          </Suspense>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t.terms.before}
            <a
              href="/cgv"
              className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              {t.terms.link}
            </a>
            {t.terms.after}
          </p>
          <div>
            <Button type="submit" aria-busy={navigation.state === "submitting"}>
              {navigation.state === "submitting" ? t.sending : t.submit}
            </Button>
          </div>
        </Form>
      )}
    </Container>
  );
}
