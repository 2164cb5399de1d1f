import { Link, useSearchParams } from "react-router";
import { buttonClass } from "~/components/ui";

/** "Page 2 sur 7" with previous/next links that keep the current filter. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const [searchParams] = useSearchParams();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(searchParams);
    params.set("page", String(target));
    return `?${params}`;
  };
  const linkClass = buttonClass({ variant: "secondary", size: "sm" });
  const disabledClass = `${linkClass} pointer-events-none opacity-50`;
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass} rel="prev">
          Précédent
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          Précédent
        </span>
      )}
      <p aria-current="page" className="text-sm">
        Page {page} sur {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={linkClass} rel="next">
          Suivant
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          Suivant
        </span>
      )}
    </nav>
  );
}
