import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useT } from "~/i18n";

/** 404 body inside the public layout; the missing path is also logged to the console (spec §8). */
export function NotFoundContent() {
  const t = useT();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn("404: page not found:", pathname);
  }, [pathname]);
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-6xl font-bold text-slate-900 dark:text-white">404</h1>
      <p className="text-xl text-slate-600 dark:text-slate-300">{t.common.notFoundHeading}</p>
      <Link
        to="/"
        className="font-medium text-brand-700 underline hover:text-brand-600 dark:text-brand-100"
      >
        {t.common.notFoundLink}
      </Link>
    </div>
  );
}
