import { data } from "react-router";
import { productAction } from "~/features/content/editor-actions.server";
import { requireAdmin } from "~/features/auth/guard.server";
import { adminMeta } from "~/features/back-office/meta";
import { productFormValues } from "~/features/content/product-form";
import { ProductEditor } from "~/features/content/components/product-editor";
import { productById } from "~/features/content/products.server";
import { revisionHistory } from "~/features/content/revisions.server";
import { db } from "~/lib/db.server";
import type { Route } from "./+types/product-edit";

/** Registered as /admin/products/new (no id) and /admin/products/:id. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (!params.id) {
    // «Ajouter un produit» may start from an existing product's texts and options (?modele=<id>).
    const model = new URL(request.url).searchParams.get("modele");
    const source = model ? await productById(db(), model) : undefined;
    const values: Record<string, string> = {
      ...productFormValues(source),
      slug: "",
      name: "",
      version: "0",
    };
    return { id: null, values, history: [] };
  }
  const product = await productById(db(), params.id);
  if (!product) throw data(null, { status: 404 });
  return {
    id: product.id,
    slug: product.slug,
    values: productFormValues(product),
    history: await revisionHistory(db(), "product", product.id),
  };
}

export const action = ({ request, params }: Route.ActionArgs) =>
  productAction(request, params.id ?? null);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.id ? `Modifier ${loaderData.values.name}` : "Ajouter un produit");

export default function ProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProductEditor
      id={loaderData.id}
      values={loaderData.values}
      history={loaderData.history}
      serverError={actionData && !actionData.ok ? actionData : undefined}
    />
  );
}
