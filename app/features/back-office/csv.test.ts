import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { BOM, csvCell, toCsv } from "./csv";

/** How a spreadsheet reads a CSV line (RFC 4180) with the separator it was told to use. */
function readLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === separator && !quoted) {
      cells.push(cell);
      cell = "";
    } else {
      cell += c;
    }
  }
  cells.push(cell);
  return cells;
}

describe("csvCell", () => {
  test.each(['=HYPERLINK("http://x")', "+1", "-2+3", "@SUM(A1)", "\tx", "\rx"])(
    "neutralises and quotes a formula start: %j",
    (value) => {
      const cell = csvCell(value);
      expect(cell.startsWith(`"'`)).toBe(true);
    },
  );

  test("quotes both separators, quotes and line breaks", () => {
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("l1\nl2")).toBe('"l1\nl2"');
  });

  test("keeps plain text, accents and Arabic as they are", () => {
    expect(csvCell("Sfax — café مرحبا")).toBe("Sfax — café مرحبا");
    expect(csvCell(null)).toBe("");
  });
});

test("toCsv starts with a BOM and ends lines with CRLF", () => {
  const out = toCsv(["a", "b"], [["1", "=2"]], ",");
  expect(out.startsWith(BOM)).toBe(true);
  expect(out).toBe(`${BOM}a,b\r\n1,"'=2"\r\n`);
});

test("whichever separator the file is opened with, no cell splits and none starts a formula", () => {
  const text = fc.string({
    unit: fc.constantFrom("a", "é", "ب", " ", ",", ";", '"', "=", "+", "-", "@", "\t", "1"),
  });
  fc.assert(
    fc.property(
      fc.array(text, { minLength: 1, maxLength: 5 }),
      fc.constantFrom(";", ","),
      (cells, written) => {
        const line = toCsv(["x"], [cells], written as ";" | ",").split("\r\n")[1]!;
        for (const opened of [";", ","]) {
          const read = readLine(line, opened);
          if (opened === written) expect(read).toHaveLength(cells.length);
          // A cell that holds the other separator stays inside its quotes.
          for (const cell of read) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
        }
      },
    ),
    { numRuns: 3000 },
  );
});
