import type { Database } from "../../../db/client.server";
import type { OrderPayload } from "~/features/notifications/payloads";
import { proformaPdf } from "./proforma-pdf.server";
import { orderWithMoney, proformaOf } from "./proforma.server";

/**
 * The pro-forma attached to an order's confirmation mail, drawn when the mail
 * leaves from the order's stored lines and amounts (they never change), in
 * the customer's language. None for orders without amounts or erased since.
 */
export async function proformaAttachments(
  db: Database,
  payload: OrderPayload,
): Promise<{ filename: string; content: Buffer; contentType: string }[]> {
  if (!payload.proformaNumber) return [];
  const found = await orderWithMoney(db, payload.orderId);
  if (!found || found.order.anonymisedAt) return [];
  const proforma = proformaOf(found.order, found.money);
  return [
    {
      filename: proforma.fileName,
      content: await proformaPdf(proforma),
      contentType: "application/pdf",
    },
  ];
}
