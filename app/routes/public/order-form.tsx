import { data } from "react-router";
import { Container } from "~/components/ui";
import { activeProducts, catalog, siteContent } from "~/features/content/store.server";
import { newFormTicket } from "~/features/forms/guard.server";
import { ratesOn, tunisToday } from "~/features/orders/billing.server";
import {
  ORDER_FORM_TEXTS,
  OrderFormIsland,
  type OrderFormProps,
} from "~/features/orders/order-form";
import { submitOrder } from "~/features/orders/submit.server";
import { fill } from "~/i18n";
import { formTexts, formsDictionary } from "~/i18n/forms";
import { languageFromRequest } from "~/i18n/language";
import { db } from "~/lib/db.server";
import type { Route } from "./+types/order-form";

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
 * and answers in the page; the form is an island (decision 0078).
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
  const { texts, product } = loaderData;
  return (
    <Container className="max-w-2xl py-10 sm:py-12">
      <h1 className="text-3xl font-bold">
        {fill(texts.order.pageTitle, { product: product.name })}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{texts.order.intro}</p>
      <OrderFormIsland
        {...loaderData}
        texts={formTexts(texts, ORDER_FORM_TEXTS)}
        answer={actionData as OrderFormProps["answer"]}
      />
    </Container>
  );
}
