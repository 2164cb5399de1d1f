import { HomePage } from "~/components/home/home-page";
import { fill, metaT } from "~/i18n";
import { organizationJsonLd, pageMeta, rootData, websiteJsonLd } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootData(matches);
  const t = metaT(matches);
  return pageMeta(root, {
    title: fill(t.meta.homeTitle, { brand: root.site.name }),
    description: t.meta.homeDescription,
    path: "/",
    jsonLd: [organizationJsonLd(root.site), websiteJsonLd(root.site, root.lang)],
  });
};

export default function Home() {
  return <HomePage />;
}
