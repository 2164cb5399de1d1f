/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel shows accents
 * and Arabic), CRLF line ends. A cell is quoted when it holds either
 * separator, a quote or a line break; a cell a spreadsheet could read as a
 * formula (= + - @, their full-width forms, tab, carriage return, also after
 * spaces or quotes) is prefixed with an apostrophe and quoted (OWASP "CSV injection").
 *
 * A file may be opened with either separator whatever it was written with,
 * and then a quoted cell that holds the other separator, or a line break,
 * splits there: what follows becomes a cell of its own. So a formula start
 * after a separator or a line break inside a cell gets its apostrophe too
 * ("Sfax;=1+1" is written "Sfax;'=1+1").
 */
export const BOM = "\uFEFF";
const FORMULA = "[=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20]";
const FORMULA_START = new RegExp(`^(?:[\\t\\r]|[\\s"]*${FORMULA})`);
/** A formula start where the other separator or a line break may begin a cell. */
const INNER_FORMULA = new RegExp(`([,;\\r\\n][\\s"]*)(?=${FORMULA})`, "g");
const NEEDS_QUOTES = /[",;\r\n]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  const formula = FORMULA_START.test(text);
  if (formula) text = `'${text}`;
  text = text.replace(INNER_FORMULA, "$1'");
  return formula || NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export type CsvSeparator = ";" | ",";

/** A CSV file to download: its name and its text. */
export interface CsvFile {
  filename: string;
  body: string;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
  separator: CsvSeparator = ";",
): string {
  const line = (cells: readonly unknown[]) => cells.map(csvCell).join(separator);
  return BOM + [header, ...rows].map(line).join("\r\n") + "\r\n";
}

/** A column of an export: its header, and its cell of a row. */
export type CsvColumn<Row> = readonly [header: string, cell: (row: Row) => unknown];

/**
 * An export's header and lines from one list of columns, so that each header
 * stands by its cell: `rows` reads the rows (its arguments are the lines').
 */
export function csvColumns<Row, Args extends unknown[]>(
  rows: (...args: Args) => Promise<Row[]>,
  columns: readonly CsvColumn<Row>[],
) {
  return {
    header: columns.map(([header]) => header),
    lines: async (...args: Args) =>
      (await rows(...args)).map((row) => columns.map(([, cell]) => cell(row))),
  };
}
