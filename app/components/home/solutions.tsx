import { SectionHeading } from "./section-heading";
import { Building2, Package, Receipt, Stethoscope } from "~/components/ui/icons";
import { Link } from "react-router";
import { formatPrice } from "~/domain/money";
import { cloudMonthlyFrom, useCatalog } from "~/components/layout/use-catalog";
import type { ProductIcon } from "~/lib/catalog-types";
import type { OrderControl } from "~/components/content/order-control";
import { fill, useT } from "~/i18n";
import { Container, buttonClass } from "~/components/ui";
import { BidiText } from "~/components/ui/bidi-text";
import { TickList } from "~/components/ui/tick-list";

const ICONS: Record<ProductIcon, typeof Receipt> = {
  receipt: Receipt,
  building: Building2,
  stethoscope: Stethoscope,
  package: Package,
};

/** The product cards; the route hands down the order button. */
export function SolutionsSection({ OrderButton }: { OrderButton: OrderControl }) {
  const t = useT();
  const products = useCatalog();
  return (
    <section
      id="solutions"
      tabIndex={-1}
      aria-labelledby="solutions-title"
      className="scroll-mt-16 py-20 outline-none"
    >
      <Container>
        <SectionHeading
          id="solutions-title"
          title={t.solutions.heading}
          intro={t.solutions.intro}
        />
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => {
            const text = t.solutions.items[product.slug]!;
            const Icon = ICONS[product.icon];
            return (
              <li
                key={product.slug}
                data-testid={`product-card-${product.slug}`}
                className="card flex flex-col"
              >
                <div className="flex items-center gap-3">
                  <span className="icon-box">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <div>
                    <h3 className="text-xl font-bold text-slate-900 dark:text-white">
                      {product.name}
                    </h3>
                    <p className="text-sm font-medium text-brand-700 dark:text-brand-100">
                      {text.subtitle}
                    </p>
                  </div>
                </div>
                <p className="mt-4 text-slate-600 dark:text-slate-300">{text.description}</p>
                <TickList
                  items={text.features}
                  small
                  label={fill(t.solutions.featuresLabel, { product: product.name })}
                  className="mt-5 space-y-2 text-sm text-slate-700 dark:text-slate-200"
                />
                <dl className="mt-6 grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-800">
                  <div>
                    <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">
                      {t.pricing.local}
                    </dt>
                    <dd className="text-2xl font-bold text-slate-900 dark:text-white">
                      <BidiText>{formatPrice(product.priceLocal)}</BidiText>
                    </dd>
                    <dd className="text-xs text-slate-600 dark:text-slate-300">
                      {t.pricing.localNote}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">
                      {t.pricing.cloud}
                    </dt>
                    <dd className="text-2xl font-bold text-slate-900 dark:text-white">
                      <BidiText>{formatPrice(product.priceCloud)}</BidiText>
                    </dd>
                    <dd className="text-xs text-slate-600 dark:text-slate-300">
                      {t.pricing.cloudNote}
                    </dd>
                  </div>
                </dl>
                <div className="mt-auto flex flex-wrap gap-3 pt-6">
                  <OrderButton
                    product={product.slug}
                    className={buttonClass({ className: "flex-1" })}
                  >
                    {t.solutions.order}
                  </OrderButton>
                  <Link
                    to={product.path}
                    className={buttonClass({ variant: "secondary", className: "flex-1" })}
                  >
                    {t.solutions.view}
                    <span className="sr-only"> {product.name}</span>
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-300">
          {t.pricing.taxNote}{" "}
          <BidiText>
            {fill(t.pricing.cloudFrom, { price: formatPrice(cloudMonthlyFrom(products)) })}
          </BidiText>
        </p>
      </Container>
    </section>
  );
}
