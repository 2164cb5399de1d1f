import { data, redirect } from "react-router";
import type { Route } from "./+types/product";
import { ProductTemplate } from "~/components/content/product-template";
import { OrderButton } from "~/features/orders/order-button";
import { productPage, redirectedProductPath } from "~/features/content/pages.server";
import { siteContent } from "~/features/content/store.server";
import { db } from "~/lib/db.server";
import { productJsonLd } from "~/content/structured-data.server";
import { breadcrumbJsonLd, metaContext, pageMeta } from "~/lib/seo.server";
import { notFoundMeta } from "~/components/layout/not-found-meta";

export { NotFoundBoundary as ErrorBoundary } from "~/components/layout/not-found-boundary";

export async function loader({ params, request }: Route.LoaderArgs) {
  const root = metaContext(request);
  const content = await siteContent(db());
  const page = productPage(content, params.product, root.lang);
  if (!page) {
    // A product whose address changed: its old address moves permanently.
    const moved = redirectedProductPath(content, params.product);
    if (moved) throw redirect(`${moved}${new URL(request.url).search}`, 301);
    throw data(null, { status: 404 });
  }
  const { product, page: texts, copy } = page;
  const meta = pageMeta(root, {
    title: `${texts.title} — ${texts.subtitle}`,
    description: texts.metaDescription,
    path: product.path,
    image: texts.image.replace(/\.svg$/, ".jpg"),
    type: "product",
    jsonLd: [
      productJsonLd(root, product, {
        description: texts.description,
        image: texts.image,
        localOffer: `${copy.localLabel} — ${copy.localNote}`,
        cloudOffer: `${copy.cloudLabel} — ${copy.cloudNote}`,
      }),
      breadcrumbJsonLd(root, [
        { label: copy.solutions, href: "/#solutions" },
        { label: texts.title, href: product.path },
      ]),
    ],
  });
  return { ...page, meta };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.meta ?? notFoundMeta(matches);

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductTemplate {...loaderData} OrderButton={OrderButton} />;
}
