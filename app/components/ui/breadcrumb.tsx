import { ChevronRight } from "~/components/ui/icons";
import { Link } from "react-router";

export interface BreadcrumbItem {
  label: string;
  href?: string;
}

/** Breadcrumb trail; the last item is the current page. */
export function Breadcrumb({
  items,
  label = "Fil d'Ariane",
}: {
  items: BreadcrumbItem[];
  label?: string;
}) {
  return (
    <nav aria-label={label} className="text-sm text-slate-600 dark:text-slate-300">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className="flex items-center gap-1">
            {i > 0 && <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />}
            {item.href ? (
              <Link to={item.href} className="underline-offset-2 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900 dark:text-white">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
