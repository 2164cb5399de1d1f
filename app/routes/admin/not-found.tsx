import { data } from "react-router";
import { requireStaff } from "~/features/auth/guard.server";
import type { Route } from "./+types/not-found";

/** Any other /admin/… address: a 404 drawn inside the back office by its error boundary. */
export async function loader({ request }: Route.LoaderArgs) {
  return notFound(request);
}

export async function action({ request }: Route.ActionArgs) {
  return notFound(request);
}

/** Any back-office role: the address matches no route, so no rule can apply. */
async function notFound(request: Request): Promise<never> {
  await requireStaff(request);
  throw data("Cette page n'existe pas dans l'administration.", { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
