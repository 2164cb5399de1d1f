import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client.server";
import { PAGE_SIZE } from "./schema";

/**
 * A search stops counting its matches here, so a broad one («Tunis», a
 * common name) does not read every matching record to show its first page:
 * the list then says «Plus de 1000 …».
 */
export const COUNT_CAP = 1000;

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
  /** More than `total` records match: counting stopped at COUNT_CAP. */
  capped: boolean;
}

/**
 * One page of a list and the total across all pages. A page past the end
 * (a link kept after records were removed, a number typed in the address)
 * shows the last page instead of an empty table.
 */
export async function readPage<T>(
  requested: number,
  rowsAt: (offset: number) => Promise<T[]>,
  count: () => Promise<Count>,
): Promise<Page<T>> {
  const [rows, { total, capped }] = await Promise.all([
    rowsAt((requested - 1) * PAGE_SIZE),
    count(),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (requested <= pageCount) return { rows, total, page: requested, pageCount, capped };
  const last = await rowsAt((pageCount - 1) * PAGE_SIZE);
  return { rows: last, total, page: pageCount, pageCount, capped };
}

export interface Count {
  total: number;
  /** More than `total` match: counting stopped at COUNT_CAP. */
  capped: boolean;
}

/** How many rows of `table` match; for a search (`capping`), counting stops past COUNT_CAP. */
export async function countMatching(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  capping: boolean,
): Promise<Count> {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from((capping ? matching.limit(COUNT_CAP + 1) : matching).as("matching"));
  const n = count?.n ?? 0;
  return capping && n > COUNT_CAP
    ? { total: COUNT_CAP, capped: true }
    : { total: n, capped: false };
}
