import { HomePage } from "~/components/home/home-page";
import { OrderButton } from "~/features/orders/order-button";
import { HeroIsland } from "~/islands/hero";
import { fill } from "~/i18n";
import { dictionary } from "~/i18n/dictionaries.server";
import { siteContent } from "~/features/content/store.server";
import { db } from "~/lib/db.server";
import {
  faqJsonLd,
  metaContext,
  organizationJsonLd,
  pageMeta,
  websiteJsonLd,
} from "~/lib/seo.server";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const root = metaContext(request);
  const t = dictionary(root.lang);
  const content = await siteContent(db());
  return {
    meta: pageMeta(root, {
      title: fill(t.meta.homeTitle, { brand: root.site.name }),
      description: t.meta.homeDescription,
      path: "/",
      jsonLd: [
        organizationJsonLd(root.site),
        websiteJsonLd(root.site, root.lang),
        faqJsonLd(content.blocks.faq[root.lang]),
      ],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Home() {
  return <HomePage Hero={HeroIsland} OrderButton={OrderButton} />;
}
