import type { Database } from "../../../db/client.server";
import type { RecordKind } from "~/domain/records";
import { APPOINTMENTS_CSV } from "~/features/appointments/export.server";
import type { ListQuery } from "~/features/back-office/schema";
import { ORDERS_CSV } from "~/features/orders/export.server";
import { toCsv, type CsvFile, type CsvSeparator } from "~/lib/csv";

/** Each kind's export: the file's name, its columns and its lines are its own (decision 0070). */
const EXPORTS: Record<
  RecordKind,
  {
    name: string;
    header: readonly string[];
    lines: (db: Database, query: ListQuery) => Promise<unknown[][]>;
  }
> = { order: ORDERS_CSV, appointment: APPOINTMENTS_CSV };

/**
 * The CSV of every row of the current filter (all pages), with French headers
 * and labels; dates and times in ISO 8601, which every spreadsheet sorts and reads.
 */
export async function exportCsv(
  db: Database,
  entity: RecordKind,
  query: ListQuery,
  separator: CsvSeparator,
): Promise<CsvFile> {
  const { name, header, lines } = EXPORTS[entity];
  const day = new Date().toISOString().slice(0, 10);
  return { filename: `${name}-${day}.csv`, body: toCsv(header, await lines(db, query), separator) };
}
