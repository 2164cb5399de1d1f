import { data } from "react-router";
import { NotFoundContent } from "~/components/layout/not-found";
import { notFoundMeta } from "~/components/layout/not-found-meta";
import { logger } from "~/infra/logger.server";
import type { Route } from "./+types/not-found";
import { loggedPath } from "~/infra/log-redaction";

export function loader({ request }: Route.LoaderArgs) {
  logger.warn({ path: loggedPath(new URL(request.url).pathname) }, "page not found");
  return data(null, { status: 404 });
}

export function action({ request }: Route.ActionArgs) {
  return loader({ request } as Route.LoaderArgs);
}

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches);

export default function NotFoundRoute() {
  return <NotFoundContent />;
}
