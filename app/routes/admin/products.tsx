import { Link } from "react-router";
import { Package, Plus } from "lucide-react";
import { Button, buttonClass } from "~/components/ui";
import { PRODUCTS, formatPrice } from "~/content/products";
import { requireAdmin } from "~/features/auth/guard.server";
import { adminMeta } from "~/features/back-office/meta";
import { Card, PageHeader, mutedClass } from "~/features/back-office/components/ui";
import type { Route } from "./+types/products";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export const meta: Route.MetaFunction = () => adminMeta("Produits");

const SUBTITLES: Record<string, string> = {
  digifact: "Facturation électronique",
  digierp: "Gestion intégrée (ERP)",
  digimed: "Gestion de cabinet médical et de clinique",
};

/** The static catalogue (spec §2): management of products is announced, not built. */
export default function Products() {
  return (
    <>
      <PageHeader
        title="Produits"
        subtitle="Le catalogue affiché sur le site public."
        actions={
          // Spec §2: the button does nothing yet.
          <Button type="button" aria-describedby="products-coming-soon">
            <Plus aria-hidden="true" className="size-4" />
            Ajouter un produit
          </Button>
        }
      />
      <div className="grid gap-4 md:grid-cols-3">
        {PRODUCTS.map((product) => (
          <Card key={product.slug}>
            <div className="flex items-start justify-between gap-3">
              <span className="rounded-lg bg-brand-50 p-2 text-brand-700 dark:bg-slate-800 dark:text-brand-100">
                <Package aria-hidden="true" className="size-5" />
              </span>
              <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900 ring-1 ring-green-300 ring-inset dark:bg-green-900/40 dark:text-green-100 dark:ring-green-700">
                Actif
              </span>
            </div>
            <h2 className="mt-4 text-lg font-semibold">{product.name}</h2>
            <p className={`text-sm ${mutedClass}`}>{SUBTITLES[product.slug]}</p>
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
              <Button
                type="button"
                variant="secondary"
                size="sm"
                aria-describedby="products-coming-soon"
              >
                Modifier
              </Button>
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
      <p
        id="products-coming-soon"
        className="mt-6 rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        La gestion complète des produits (création, modification, tarifs) arrive bientôt. Le
        catalogue est pour l'instant défini dans le code du site.
      </p>
    </>
  );
}
