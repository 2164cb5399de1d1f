import type { Database } from "../../../db/client.server";
import type { RecordKind } from "~/domain/records";
import { exportAppointments } from "~/features/appointments/export.server";
import type { ListQuery } from "~/features/back-office/schema";
import { exportOrders } from "~/features/orders/export.server";
import type { CsvFile, CsvSeparator } from "~/lib/csv";

/** Each kind's export: its columns are its own (decision 0070). */
const EXPORTS: Record<RecordKind, typeof exportOrders> = {
  order: exportOrders,
  appointment: exportAppointments,
};

/**
 * The CSV of every row of the current filter (all pages), with French headers
 * and labels; dates and times in ISO 8601, which every spreadsheet sorts and reads.
 */
export function exportCsv(
  db: Database,
  entity: RecordKind,
  query: ListQuery,
  separator: CsvSeparator,
): Promise<CsvFile> {
  return EXPORTS[entity](db, query, separator, new Date().toISOString().slice(0, 10));
}
