import { eq, sql } from "drizzle-orm";
import { ruleOwner, tellRuleOwner } from "~/features/team/team.server";
import type { Database } from "../../../db/client.server";
import { orderLines, orders } from "../../../db/schema";
import { priceOrder } from "~/domain/money";
import { productOptions, ratesOn, tunisToday } from "./billing.server";
import { orderUrl } from "./order-link.server";
import { siteConfig } from "~/config/site.server";
import { activeProducts, siteContent } from "~/features/content/store.server";
import { enqueue, enqueueConfirmation } from "~/features/notifications/outbox.server";
import type { OrderPayload } from "~/features/notifications/payloads";
import type { Language } from "~/i18n/language";
import type { OrderInput } from "./schema";
import { sourceColumns } from "~/features/audience/counter.server";
import type { VisitSource } from "~/features/audience/visit";

export interface CreatedOrder {
  reference: string;
  /** False when the idempotency key had already created this order (a retry). */
  created: boolean;
}

/**
 * Stores an order and queues its mails in one transaction. The status and the
 * reference are the database's defaults (pending, CMD-YYYY-NNNNN); a second
 * submission with the same key returns the first order instead of a copy.
 */
export async function createOrder(
  db: Database,
  input: OrderInput,
  idempotencyKey: string,
  /** The language of the page the customer ordered on: their mails are written in it. */
  language: Language = "fr",
  /** Where the customer's visit came from (decision 0062), when it was counted. */
  source?: VisitSource | null,
): Promise<CreatedOrder> {
  const record = activeProducts(await siteContent(db)).find((p) => p.slug === input.product);
  const product = record?.data;
  if (!record || !product) throw new Error(`unknown product ${input.product}`);
  // What the customer saw: the product page's prices and the rates of the day, kept on the order.
  const amounts = priceOrder(
    { slug: input.product, ...product },
    input.deployment_type,
    productOptions(product),
    input.option,
    await ratesOn(db, await tunisToday(db)),
  );
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        // The settings' assignment rule of this product, if any, gives the request its owner.
        ownerUserId: await ruleOwner(tx, record.id),
        productName: product.name,
        customerName: input.customer_name,
        phone: input.phone,
        city: input.city,
        address: input.address,
        email: input.email,
        deploymentType: input.deployment_type,
        idempotencyKey,
        language,
        ...sourceColumns(source),
        companyName: input.company_name,
        taxId: input.tax_id,
        productSlug: input.product,
        proformaNumber: sql`next_proforma_number()`,
        totalHtMillimes: amounts.totalHtMillimes,
        vatRateBp: amounts.vatRateBp,
        vatMillimes: amounts.vatMillimes,
        stampMillimes: amounts.stampMillimes,
        totalTtcMillimes: amounts.totalTtcMillimes,
        depositRateBp: amounts.depositRateBp,
        depositMillimes: amounts.depositMillimes,
      })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ reference: orders.reference })
        .from(orders)
        .where(eq(orders.idempotencyKey, idempotencyKey));
      if (!existing) throw new Error("idempotency conflict without a row");
      return { reference: existing.reference, created: false };
    }
    await tellRuleOwner(tx, "order", row.id, row.ownerUserId);
    await tx.insert(orderLines).values(
      amounts.lines.map((line, position) => ({
        orderId: row.id,
        position,
        kind: line.kind,
        itemKey: line.key,
        labelFr: line.label.fr,
        labelAr: line.label.ar,
        quantity: line.quantity,
        unitPriceMillimes: line.unitPriceMillimes,
        totalMillimes: line.totalMillimes,
      })),
    );
    const payload: OrderPayload = {
      orderId: row.id,
      reference: row.reference,
      createdAt: row.createdAt.toISOString(),
      productName: row.productName,
      customerName: row.customerName,
      phone: row.phone,
      city: row.city,
      address: row.address,
      email: row.email,
      deploymentType: row.deploymentType,
      language: row.language,
      proformaNumber: row.proformaNumber,
      companyName: row.companyName,
      taxId: row.taxId,
      totalTtcMillimes: row.totalTtcMillimes,
      depositMillimes: row.depositMillimes,
      orderUrl: orderUrl(siteConfig().url, row),
    };
    await enqueue(tx, "order.created.admin", payload);
    if (row.email) {
      await enqueueConfirmation(tx, "order.created.customer", payload, row.email);
    }
    return { reference: row.reference, created: true };
  });
}
