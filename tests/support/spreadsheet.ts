/**
 * How a spreadsheet reads a CSV file with the separator it was told to use
 * (Excel, LibreOffice): a quote is special only at the start of a field;
 * after its closing quote, or in a field that does not start with one,
 * characters are taken as they come up to the next separator or line end.
 * So a file opened with the other separator than it was written with splits
 * quoted cells that hold that separator.
 */
export function spreadsheetRows(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = text.startsWith("\uFEFF") ? 1 : 0;
  while (i < text.length) {
    let cell = "";
    if (text[i] === '"') {
      i++;
      while (i < text.length) {
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else cell += text[i++];
      }
    }
    while (i < text.length && text[i] !== separator && text[i] !== "\r" && text[i] !== "\n") {
      cell += text[i++];
    }
    row.push(cell);
    if (text[i] === separator) {
      i++;
      continue;
    }
    if (text[i] === "\r") i++;
    if (text[i] === "\n") i++;
    rows.push(row);
    row = [];
  }
  return rows;
}

/**
 * Whether a spreadsheet could take a cell for a formula: it starts with one
 * of = + - @ (or their full-width forms), also after spaces, tabs, line
 * breaks or quotes (OWASP "CSV injection").
 */
export const isFormula = (cell: string) => /^[\s"]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell);
