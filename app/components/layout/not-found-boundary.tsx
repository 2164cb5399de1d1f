import { Suspense, lazy } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";

/** The 404 body's code comes only when a page shows it. */
const NotFoundContent = lazy(() =>
  import("./not-found").then((module) => ({ default: module.NotFoundContent })),
);

/**
 * Error boundary of the public pages that look a record up (article, product,
 * legal page): an unknown slug shows the 404 (a deleted article the 410)
 * inside the site's header and footer; any other error goes on to the root boundary.
 */
export function NotFoundBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) {
    return (
      <Suspense>
        <NotFoundContent gone={error.status === 410} />
      </Suspense>
    );
  }
  throw error;
}
