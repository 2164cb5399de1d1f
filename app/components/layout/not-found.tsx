import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useT } from "~/i18n";

/**
 * 404 body inside the public layout, in the page's language: 'Oops! Page not
 * found' on French pages, then a sentence and a link home. The missing path
 * is also logged to the console.
 */
export function NotFoundContent({ gone = false }: { gone?: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(gone ? "410: page deleted:" : "404: page not found:", pathname);
  }, [gone, pathname]);
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-6xl font-bold text-slate-900 dark:text-white">{gone ? 410 : 404}</h1>
      <p className="text-xl font-semibold text-slate-800 dark:text-slate-100">
        {gone ? t.common.goneHeading : t.common.notFoundHeading}
      </p>
      <p className="text-slate-600 dark:text-slate-300">
        {gone ? t.common.goneText : t.common.notFoundText}
      </p>
      <Link
        to="/"
        className="font-medium text-brand-700 underline hover:text-brand-600 dark:text-brand-100"
      >
        {t.common.notFoundLink}
      </Link>
    </div>
  );
}
