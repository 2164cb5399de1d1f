import { countText } from "../format";
import type { Entity, ListQuery } from "../schema";
import { ListToolbar } from "./list-toolbar";
import { Pagination } from "./pagination";
import { EmptyNotice, ErrorNotice, PageHeader, Table } from "./ui";

/**
 * The frame shared by the orders and appointments pages: title and count,
 * filters, the load-failure and empty messages, the table head and the
 * pagination. Each page only says how one row looks.
 */
export function RecordList<Row extends { id: string }>({
  entity,
  title,
  count,
  statuses,
  query,
  page,
  refusal,
  texts,
  columns,
  renderRow,
  canExport,
}: {
  entity: Entity;
  title: string;
  /** "N commandes au total"-style subtitle. */
  count: (total: number) => string;
  statuses: readonly string[];
  query: ListQuery;
  page: { rows: Row[]; page: number; pageCount: number; total: number; capped: boolean } | null;
  /** Why the filter was refused (reversed dates), shown instead of the rows. */
  refusal?: string | null;
  texts: { loadError: string; emptyFiltered: string; empty: string; tableLabel: string };
  columns: readonly string[];
  renderRow: (row: Row) => React.ReactNode;
  canExport?: boolean;
}) {
  const filtered = Boolean(query.q || query.status || query.from || query.to);
  return (
    <>
      <PageHeader title={title} subtitle={page ? countText(page, count) : undefined} />
      <ListToolbar entity={entity} query={query} statuses={statuses} canExport={canExport} />
      {refusal ? (
        <ErrorNotice>{refusal}</ErrorNotice>
      ) : !page ? (
        <ErrorNotice>{texts.loadError}</ErrorNotice>
      ) : page.rows.length === 0 ? (
        <EmptyNotice>{filtered ? texts.emptyFiltered : texts.empty}</EmptyNotice>
      ) : (
        <>
          <Table columns={columns} scrollLabel={texts.tableLabel} className="md:min-w-[56rem]">
            {page.rows.map(renderRow)}
          </Table>
          <Pagination page={page.page} pageCount={page.pageCount} />
        </>
      )}
    </>
  );
}
