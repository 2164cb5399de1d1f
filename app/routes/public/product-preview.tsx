import type { Route } from "./+types/product-preview";
import { ProductTemplate } from "~/components/content/product-template";
import { OrderButton } from "~/features/orders/order-button";
import { productFormSchema } from "~/features/content/product-form";
import { previewProductPage } from "~/features/content/pages.server";
import { PreviewFrame } from "~/features/content/preview";
import { PREVIEW_HEADERS, previewAction } from "~/features/content/preview.server";
import { siteContent } from "~/features/content/store.server";
import { languageFromRequest } from "~/i18n/language";
import { db } from "~/lib/db.server";
import { firstIssue } from "~/features/forms/form-values";

/*
 * «Aperçu» of the product editor: the public product page drawn with the
 * form's values, in the language of `?lang=`, inside the public shell (see
 * preview.server.ts). A GET, with no form, only says so. `?id=` names the
 * product being edited (none: a new one).
 */

export const headers: Route.HeadersFunction = () => PREVIEW_HEADERS;

export async function action({ request }: Route.ActionArgs) {
  return previewAction(request, async (values, url) => {
    const parsed = productFormSchema.safeParse(values);
    if (!parsed.success) {
      return { ok: false, message: firstIssue(parsed.error).message };
    }
    const page = previewProductPage(
      await siteContent(db()),
      url.searchParams.get("id"),
      parsed.data,
      languageFromRequest(request),
    );
    return { ok: true, page };
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Aperçu du produit (non enregistré)" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ProductPreview({ actionData }: Route.ComponentProps) {
  return (
    <PreviewFrame answer={actionData}>
      {(page) => <ProductTemplate {...page} OrderButton={OrderButton} />}
    </PreviewFrame>
  );
}
