import { Link, useSearchParams } from "react-router";
import { buttonClass, cx } from "~/components/ui";

/**
 * The page numbers to show: the first, the last, and two either side of the
 * current one; `null` marks a gap ("…").
 */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

/**
 * "Page 2 sur 7", first/previous/numbered/next/last links that keep the
 * current filter. On a phone only the current number shows between the arrows.
 */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const [searchParams] = useSearchParams();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(searchParams);
    params.set("page", String(target));
    return `?${params}`;
  };
  const linkClass = buttonClass({ variant: "secondary", size: "sm" });
  const step = (label: string, target: number, enabled: boolean, rel?: "prev" | "next") =>
    enabled ? (
      <Link to={hrefFor(target)} className={linkClass} rel={rel}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={cx(linkClass, "pointer-events-none opacity-50")}>
        {label}
      </span>
    );
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-col items-center gap-3">
      <p className="text-sm">
        Page {page} sur {pageCount}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>{step("Première", 1, page > 1)}</li>
        <li>{step("Précédent", page - 1, page > 1, "prev")}</li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="hidden px-1 sm:block">
              …
            </li>
          ) : (
            <li key={p} className={p === page ? undefined : "hidden sm:block"}>
              <Link
                to={hrefFor(p)}
                aria-label={`Page ${p}`}
                aria-current={p === page ? "page" : undefined}
                className={cx(
                  buttonClass({ variant: p === page ? "primary" : "ghost", size: "sm" }),
                  "min-w-9 justify-center",
                )}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>{step("Suivant", page + 1, page < pageCount, "next")}</li>
        <li>{step("Dernière", pageCount, page < pageCount)}</li>
      </ul>
    </nav>
  );
}
