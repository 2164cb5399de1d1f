import { data } from "react-router";
import { NotFoundContent } from "~/components/layout/not-found";
import { logger } from "~/lib/logger.server";
import { metaT } from "~/i18n";
import { rootData } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  logger.warn({ path: new URL(request.url).pathname }, "page not found");
  return data(null, { status: 404 });
}

export function action({ request }: Route.ActionArgs) {
  return loader({ request } as Route.LoaderArgs);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { site } = rootData(matches);
  return [
    { title: `${metaT(matches).meta.notFoundTitle} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
};

export default function NotFoundRoute() {
  return <NotFoundContent />;
}
