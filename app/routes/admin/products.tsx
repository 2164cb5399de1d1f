import { Link } from "react-router";
import { Package, Plus } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui";
import { formatPrice } from "~/domain/money";
import { siteContent } from "~/features/content/store.server";
import { db } from "~/lib/db.server";
import { requireAdmin } from "~/features/auth/guard.server";
import { adminMeta } from "~/features/back-office/meta";
import { Card, PageHeader, mutedClass } from "~/features/back-office/components/ui";
import type { Route } from "./+types/products";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const content = await siteContent(db());
  return {
    products: content.products.map((p) => ({
      id: p.id,
      slug: p.slug,
      name: p.data.name,
      subtitle: p.data.fr.card.subtitle,
      active: p.active,
      priceLocal: p.data.priceLocal,
      priceCloud: p.data.priceCloud,
      path: `/solutions/${p.slug}`,
    })),
  };
}

export const meta: Route.MetaFunction = () => adminMeta("Produits");

/** The products of the site, in display order, with their state; each opens its editing form. */
export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Produits"
        subtitle="Le catalogue affiché sur le site public, en français et en arabe."
        actions={
          <Link to="/admin/products/new" className={buttonClass({})}>
            <Plus aria-hidden="true" className="size-4" />
            Ajouter un produit
          </Link>
        }
      />
      <div className="grid gap-4 md:grid-cols-3">
        {loaderData.products.map((product) => (
          <Card key={product.slug}>
            <div className="flex items-start justify-between gap-3">
              <span className="rounded-lg bg-brand-50 p-2 text-brand-700 dark:bg-slate-800 dark:text-brand-100">
                <Package aria-hidden="true" className="size-5" />
              </span>
              {product.active ? (
                <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900 ring-1 ring-green-300 ring-inset dark:bg-green-900/40 dark:text-green-100 dark:ring-green-700">
                  Actif
                </span>
              ) : (
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600">
                  Masqué
                </span>
              )}
            </div>
            <h2 className="mt-4 text-lg font-semibold">{product.name}</h2>
            <p className={`text-sm ${mutedClass}`}>{product.subtitle}</p>
            <dl className="mt-4 space-y-1 text-sm">
              <div className="flex justify-between gap-2">
                <dt className={mutedClass}>Installation locale</dt>
                <dd className="font-medium">{formatPrice(product.priceLocal)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className={mutedClass}>Version Cloud (par an)</dt>
                <dd className="font-medium">{formatPrice(product.priceCloud)}</dd>
              </div>
            </dl>
            <div className="mt-5 flex flex-wrap gap-2">
              <Link
                to={`/admin/products/${product.id}`}
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                Modifier<span className="sr-only"> {product.name}</span>
              </Link>
              <Link
                to={`/admin/products/new?modele=${product.id}`}
                className={buttonClass({ variant: "ghost", size: "sm" })}
              >
                Dupliquer<span className="sr-only"> {product.name}</span>
              </Link>
              <Link
                to={product.path}
                target="_blank"
                rel="noopener"
                className={buttonClass({ variant: "ghost", size: "sm" })}
              >
                Voir les détails
                <span className="sr-only"> de {product.name} (nouvel onglet)</span>
              </Link>
            </div>
          </Card>
        ))}
      </div>
    </>
  );
}
