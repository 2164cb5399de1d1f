import {
  isRouteErrorResponse,
  Link,
  Outlet,
  useLocation,
  useRouteLoaderData,
  type MetaFunction,
} from "react-router";
import { AdminShell, listOf } from "~/features/back-office/components/admin-shell";
import { grantsFor, requireStaff } from "~/features/auth/guard.server";
import { navigationFor } from "~/features/auth/access-rules";
import { ROLE_LABELS } from "~/domain/constants";
import { adminMeta } from "~/features/back-office/meta";
import type { Route } from "./+types/layout";
import { backOfficeStylesheet } from "~/lib/back-office-stylesheet";

export async function loader({ request }: Route.LoaderArgs) {
  // Any back-office role: each page's own loader applies the rule table.
  const admin = await requireStaff(request);
  return {
    email: admin.email,
    role: admin.role,
    roleLabel: ROLE_LABELS[admin.role],
    nav: navigationFor(admin.role, await grantsFor(admin)),
  };
}

export const links: Route.LinksFunction = () => [backOfficeStylesheet];

export const meta: MetaFunction = () => adminMeta();

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell account={loaderData}>
      <Outlet />
    </AdminShell>
  );
}

/**
 * A missing record, an unknown /admin address or a failure: drawn inside the
 * back office (header and menu kept) with a way back to the list it belongs to.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const { pathname } = useLocation();
  const back = listOf(pathname);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message =
    isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string"
      ? error.data
      : "Une erreur inattendue s'est produite. Veuillez réessayer dans quelques instants.";
  return (
    <AdminShell account={layout}>
      <div className="mx-auto max-w-xl py-12 text-center">
        <p className="text-5xl font-bold text-brand-700 dark:text-sky-300">
          {isRouteErrorResponse(error) ? error.status : 500}
        </p>
        <h1 className="mt-2 text-2xl font-bold">
          {notFound
            ? "Page introuvable"
            : isRouteErrorResponse(error) && error.status === 403
              ? "Accès refusé"
              : "Action impossible"}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{message}</p>
        <Link
          to={back.to}
          className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          {back.label}
        </Link>
      </div>
    </AdminShell>
  );
}
