import { linkedOrder } from "~/features/orders/order-page.server";
import { proformaPdf } from "~/features/orders/proforma-pdf.server";
import { proformaOf } from "~/features/orders/proforma.server";
import { PROFORMA_TEXTS } from "~/features/orders/proforma-texts";
import { languageFromRequest } from "~/i18n/language";
import type { Route } from "./+types/order-proforma";

const PRIVATE = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
};

/** The pro-forma's PDF, `/ma-commande/<token>/proforma.pdf`, in the page's language. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const found = await linkedOrder(params.token);
  if (!found) {
    return new Response(PROFORMA_TEXTS[lang].invalid, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE },
    });
  }
  const proforma = proformaOf(found.order, found.money, lang);
  const pdf = await proformaPdf(proforma);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${proforma.fileName}"`,
      ...PRIVATE,
    },
  });
}
