import { data, redirect } from "react-router";
import type { Route } from "./+types/product";
import { ProductTemplate } from "~/components/content/product-template";
import { productPage, redirectedProductPath } from "~/features/content/pages.server";
import { siteContent } from "~/features/content/store.server";
import { db } from "~/lib/db.server";
import { productJsonLd } from "~/content/structured-data";
import { languageFromRequest } from "~/i18n/language";
import { breadcrumbJsonLd, pageMeta, rootData } from "~/lib/seo";
import { notFoundMeta } from "~/components/layout/not-found";

export { NotFoundBoundary as ErrorBoundary } from "~/components/layout/not-found";

export async function loader({ params, request }: Route.LoaderArgs) {
  const content = await siteContent(db());
  const page = productPage(content, params.product, languageFromRequest(request));
  if (!page) {
    // A product whose address changed: its old address moves permanently.
    const moved = redirectedProductPath(content, params.product);
    if (moved) throw redirect(`${moved}${new URL(request.url).search}`, 301);
    throw data(null, { status: 404 });
  }
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return notFoundMeta(matches);
  const root = rootData(matches);
  const { product, page, copy } = loaderData;
  return pageMeta(root, {
    title: `${page.title} — ${page.subtitle}`,
    description: page.metaDescription,
    path: product.path,
    image: page.image.replace(/\.svg$/, ".jpg"),
    type: "product",
    jsonLd: [
      productJsonLd(root.site, product, {
        description: page.description,
        image: page.image,
        localOffer: `${copy.localLabel} — ${copy.localNote}`,
        cloudOffer: `${copy.cloudLabel} — ${copy.cloudNote}`,
      }),
      breadcrumbJsonLd(root.site, [
        { label: copy.solutions, href: "/" },
        { label: page.title, href: product.path },
      ]),
    ],
  });
};

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductTemplate {...loaderData} />;
}
