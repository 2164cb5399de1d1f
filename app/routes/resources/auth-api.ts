import type { Route } from "./+types/auth-api";
import { handleAuthApi } from "~/features/auth/auth-api.server";
import { db } from "~/lib/db.server";

export function loader({ request, context }: Route.LoaderArgs) {
  return handleAuthApi(db(), request, context.clientIp);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAuthApi(db(), request, context.clientIp);
}
