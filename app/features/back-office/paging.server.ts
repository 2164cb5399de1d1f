import { PAGE_SIZE } from "./schema";

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * One page of a list and the total across all pages. A page past the end
 * (a link kept after records were removed, a number typed in the address)
 * shows the last page instead of an empty table.
 */
export async function readPage<T>(
  requested: number,
  rowsAt: (offset: number) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const [rows, total] = await Promise.all([rowsAt((requested - 1) * PAGE_SIZE), count()]);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (requested <= pageCount) return { rows, total, page: requested, pageCount };
  return { rows: await rowsAt((pageCount - 1) * PAGE_SIZE), total, page: pageCount, pageCount };
}
