import { data } from "react-router";
import type { Route } from "./+types/product-preview";
import { ProductTemplate } from "~/components/content/product-template";
import { Container } from "~/components/ui";
import { requireAdmin } from "~/features/auth/guard.server";
import { productFormSchema } from "~/features/content/product-form";
import { previewProductPage } from "~/features/content/pages.server";
import { siteContent } from "~/features/content/store.server";
import { formValues } from "~/features/forms/form-values";
import { languageFromRequest } from "~/i18n/language";
import { db } from "~/lib/db.server";

/*
 * «Aperçu» of the product editor: the form posts here (in a new tab) and the
 * public product page is drawn with its values, in the language of `?lang=`,
 * inside the public shell. Nothing is saved, nothing is cached, only an
 * administrator gets it (a GET, with no form, only says so). `?id=` names the
 * product being edited (none: a new one).
 */

const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

export const headers: Route.HeadersFunction = () => PRIVATE;

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const parsed = productFormSchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Formulaire invalide.";
    return data({ ok: false as const, message }, { status: 400, headers: PRIVATE });
  }
  const page = previewProductPage(
    await siteContent(db()),
    url.searchParams.get("id"),
    parsed.data,
    languageFromRequest(request),
  );
  return data({ ok: true as const, page }, { headers: PRIVATE });
}

export const meta: Route.MetaFunction = () => [
  { title: "Aperçu du produit (non enregistré)" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ProductPreview({ actionData }: Route.ComponentProps) {
  return (
    <>
      <p
        role="status"
        lang="fr"
        dir="ltr"
        className="sticky top-16 z-30 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
      >
        Aperçu : cette page n'est pas enregistrée. Fermez cet onglet pour revenir au formulaire.
      </p>
      {actionData?.ok ? (
        <ProductTemplate {...actionData.page} />
      ) : (
        <Container className="py-16" lang="fr" dir="ltr">
          <h1 className="text-2xl font-bold">Aperçu impossible</h1>
          <p className="mt-2" data-testid="preview-error">
            {actionData?.message ?? "Aucun formulaire reçu."}
          </p>
        </Container>
      )}
    </>
  );
}
