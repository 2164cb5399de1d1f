import { data } from "react-router";
import type { Route } from "./+types/legal";
import { LegalTemplate } from "~/components/content/legal-template";
import { siteConfig } from "~/config/site.server";
import { legalPage } from "~/content/legal/index.server";
import { breadcrumbJsonLd, pageMeta, rootData } from "~/lib/seo";

/** Registered three times (legal-cgv, legal-mentions, legal-privacy): the path picks the page. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  const page = legalPage(path, siteConfig());
  if (!page) throw data(null, { status: 404 });
  return { path, page };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "Page introuvable" }];
  const root = rootData(matches);
  const { path, page } = loaderData;
  return pageMeta(root, {
    title: page.title,
    description: page.description,
    path,
    jsonLd: [breadcrumbJsonLd(root.site, [{ label: page.title, href: path }])],
  });
};

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalTemplate page={loaderData.page} />;
}
