import type { Route } from "./+types/order";
import { formLanguage, newFormTicket } from "~/features/forms/guard.server";
import { submitOrder } from "~/features/orders/submit.server";
import { formsDictionary } from "~/i18n/forms";
import { db } from "~/lib/db.server";
import { ratesOn, tunisToday } from "~/features/orders/billing.server";
import type { BillingRates } from "~/domain/money";

const NO_STORE = { "Cache-Control": "no-store" };

/** A fresh form ticket for the order dialog, fetched when it opens. */
export async function loader() {
  // The rates in force ride with the ticket: the dialog's summary computes with them.
  let rates: BillingRates | undefined;
  try {
    rates = await ratesOn(db(), await tunisToday(db()));
  } catch {
    rates = undefined; // The summary stays hidden; the order still goes through.
  }
  return Response.json({ ticket: newFormTicket("order"), rates }, { headers: NO_STORE });
}

/** Order submission from the dialog: JSON answer `{ ok, reference }` or `{ ok: false, kind, message }`. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json(
      {
        ok: false,
        kind: "rejected",
        message: formsDictionary(formLanguage(request, {})).spam.methodNotAllowed,
      },
      { status: 405, headers: { Allow: "POST", ...NO_STORE } },
    );
  }
  const answer = await submitOrder(request, context);
  return Response.json(answer.body, { status: answer.status, headers: NO_STORE });
}
