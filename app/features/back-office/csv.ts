/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel shows accents
 * and Arabic), CRLF line ends. A file may be opened with either separator
 * whatever it was written with, so a cell is quoted when it holds either of
 * them, a quote or a line break; a cell a spreadsheet could read as a formula
 * (= + - @ tab carriage return) is prefixed with an apostrophe and quoted
 * (OWASP "CSV injection").
 */
export const BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  const formula = FORMULA_START.test(text);
  if (formula) text = `'${text}`;
  return formula || NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
  separator: ";" | "," = ";",
): string {
  const line = (cells: readonly unknown[]) => cells.map(csvCell).join(separator);
  return BOM + [header, ...rows].map(line).join("\r\n") + "\r\n";
}
