import { data } from "react-router";
import type { Route } from "./+types/legal";
import { LegalTemplate } from "~/components/content/legal-template";
import { legalFacts } from "~/config/site.server";
import { legalPage } from "~/content/legal/index.server";
import { PAGE_CHROME } from "~/content/page-chrome";
import { priceTableRows } from "~/features/content/pages.server";
import { siteContent } from "~/features/content/store.server";
import { db } from "~/lib/db.server";
import { breadcrumbJsonLd, metaContext, pageMeta } from "~/lib/seo.server";
import { notFoundMeta } from "~/components/layout/not-found-meta";

export { NotFoundBoundary as ErrorBoundary } from "~/components/layout/not-found-boundary";

/**
 * Registered three times (legal-cgv, legal-mentions, legal-privacy): the path
 * picks the page, the visitor's language its French text or Arabic translation.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  const root = metaContext(request);
  const { lang } = root;
  const rows = path === "/cgv" ? priceTableRows(await siteContent(db()), lang) : "";
  const page = legalPage(path, root.site, lang, rows, legalFacts());
  if (!page) throw data(null, { status: 404 });
  const { lastUpdate, contents } = PAGE_CHROME[lang];
  const meta = pageMeta(root, {
    title: page.title,
    description: page.description,
    path,
    jsonLd: [breadcrumbJsonLd(root, [{ label: page.title, href: path }])],
  });
  return { page, chrome: { lastUpdate, contents }, meta };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.meta ?? notFoundMeta(matches);

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalTemplate page={loaderData.page} copy={loaderData.chrome} />;
}
