import { data } from "react-router";
import { requireAdmin } from "~/features/auth/guard.server";
import { UUID_PATTERN } from "~/features/back-office/records.server";
import { invoiceData } from "~/features/orders/invoice-data.server";
import { proformaPdf } from "~/features/orders/proforma-pdf.server";
import { orderWithMoney, proformaOf } from "~/features/orders/proforma.server";
import { db } from "~/lib/db.server";
import { logger } from "~/infra/logger.server";
import type { Route } from "./+types/order-file";

const PRIVATE = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

/**
 * /admin/orders/<id>/proforma.pdf (in the customer's language) and
 * /admin/orders/<id>/invoice.json (the invoicing software's data).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  if (!UUID_PATTERN.test(params.id)) throw data("Commande introuvable", { status: 404 });
  const found = await orderWithMoney(db(), params.id);
  if (!found) throw data("Commande introuvable ou sans montants", { status: 404 });
  const { order, money } = found;
  if (params.file === "proforma.pdf") {
    const proforma = proformaOf(order, money);
    return new Response(new Uint8Array(await proformaPdf(proforma)), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${proforma.fileName}"`,
        ...PRIVATE,
      },
    });
  }
  if (params.file === "invoice.json") {
    logger.info({ order: order.id, by: admin.userId }, "invoice data export");
    return new Response(JSON.stringify(invoiceData(order, money), null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${order.proformaNumber}.json"`,
        ...PRIVATE,
      },
    });
  }
  throw data("Fichier inconnu", { status: 404 });
}
