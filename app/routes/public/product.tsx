import { data } from "react-router";
import type { Route } from "./+types/product";
import { ProductTemplate } from "~/components/content/product-template";
import { PRODUCT_ARTICLES, articleBySlug } from "~/content/articles";
import { CONTENT_COPY } from "~/content/page-copy";
import { PRODUCT_PAGES } from "~/content/product-pages";
import { productBySlug } from "~/content/products";
import { productJsonLd } from "~/content/structured-data";
import { languageFromRequest } from "~/i18n/language";
import { breadcrumbJsonLd, pageMeta, rootData } from "~/lib/seo";

export function loader({ params, request }: Route.LoaderArgs) {
  const product = productBySlug(params.product);
  if (!product) throw data(null, { status: 404 });
  const lang = languageFromRequest(request);
  return {
    product,
    lang,
    page: PRODUCT_PAGES[product.slug][lang],
    related: PRODUCT_ARTICLES[product.slug]!.flatMap((slug) => articleBySlug(slug) ?? []),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "Page introuvable" }];
  const root = rootData(matches);
  const { product, page } = loaderData;
  const copy = CONTENT_COPY[root.lang];
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
