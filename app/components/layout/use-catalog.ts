import { useRouteLoaderData } from "react-router";
import type { CatalogEntry } from "~/lib/catalog-types";

/** The active products in display order, from the root loader (the database's, not bundled). */
export function useCatalog(): CatalogEntry[] {
  const data = useRouteLoaderData("root") as { catalog?: CatalogEntry[] } | undefined;
  return data?.catalog ?? [];
}

/** The lowest "from N DT per month" cloud price the home page advertises. */
export function cloudMonthlyFrom(entries: readonly CatalogEntry[]): number {
  return Math.min(...entries.map((e) => e.cloudMonthlyFrom));
}
