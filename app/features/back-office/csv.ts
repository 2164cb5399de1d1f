/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel shows accents
 * and Arabic), CRLF line ends, and every cell a spreadsheet could read as a
 * formula (= + - @ tab carriage return) prefixed with an apostrophe (OWASP
 * "CSV injection").
 */
export const BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown, separator: string): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (text.includes('"') || text.includes(separator) || /[\r\n]/.test(text)) {
    text = `"${text.replace(/"/g, '""')}"`;
  }
  return text;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
  separator: ";" | "," = ";",
): string {
  const line = (cells: readonly unknown[]) =>
    cells.map((c) => csvCell(c, separator)).join(separator);
  return BOM + [header, ...rows].map(line).join("\r\n") + "\r\n";
}
