import type { Route } from "./+types/client-errors";
import { recordClientError } from "~/features/client-errors/record.server";
import { db } from "~/lib/db.server";

/** Uncaught browser errors, posted by the page (see client-error-reporter). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return new Response("Méthode non autorisée.", { status: 405, headers: { Allow: "POST" } });
  }
  return recordClientError({ request, clientIp: context.clientIp, db: db() });
}
