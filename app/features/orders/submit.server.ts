import { activeProducts, siteContent } from "~/features/content/store.server";
import { handlePublicForm } from "~/features/forms/guard.server";
import { wakeOutbox } from "~/features/notifications/outbox.server";
import { db } from "~/lib/db.server";
import { createOrder } from "./create.server";
import { orderSchema, unknownOption } from "./schema";
import type { VisitSource } from "~/features/audience/visit";

/** The order form's server side, shared by the dialog's endpoint and the page without scripts. */
export async function submitOrder(
  request: Request,
  context: { clientIp: string; visitSource?: () => Promise<VisitSource | null> },
) {
  const answer = await handlePublicForm({
    request,
    clientIp: context.clientIp,
    db: db(),
    form: "order",
    schema: orderSchema,
    errorMessage: (texts) => texts.order.error,
    verify: async (input, texts) => {
      const product = activeProducts(await siteContent(db())).find((p) => p.slug === input.product);
      if (!product) return texts.validation.productUnknown;
      return unknownOption(product.data, input) ? texts.validation.optionUnknown : undefined;
    },
    save: async (input, key, lang) => {
      const source = await context.visitSource?.();
      const { reference, created } = await createOrder(db(), input, key, lang, source);
      if (created) wakeOutbox();
      return { reference };
    },
  });
  return answer;
}
