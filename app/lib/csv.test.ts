import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { FUZZ_RUNS, FUZZ_SEED } from "../../tests/support/fuzz";
import { isFormula, spreadsheetRows } from "../../tests/support/spreadsheet";
import { BOM, csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  test.each([
    '=HYPERLINK("http://x")',
    "+1",
    "-2+3",
    "@SUM(A1)",
    "\tx",
    "\rx",
    " =1+1",
    '"=1+1"',
    "\uFF1D1+1",
  ])("neutralises and quotes a formula start: %j", (value) => {
    const cell = csvCell(value);
    expect(cell.startsWith(`"'`)).toBe(true);
  });

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

test("a formula start after the other separator or a line break is neutralised too", () => {
  expect(csvCell("Sfax;=1+1")).toBe(`"Sfax;'=1+1"`);
  expect(csvCell('a, "+1')).toBe(`"a, ""'+1"`);
  expect(csvCell("note\n@SUM(A1)")).toBe(`"note\n'@SUM(A1)"`);
  expect(csvCell("Sfax - centre")).toBe("Sfax - centre");
});

// FUZZ_RUNS files from the fixed FUZZ_SEED (a failure replays), with a minute for a loaded machine.
test(
  "whichever separator the file is opened with, the cells written read back and none is a formula",
  {
    timeout: 60_000,
  },
  () => {
    const text = fc.string({
      unit: fc.constantFrom(..."aéب ,;\"'=+-@\t\r\n1", "\uFF1D"),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(text, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(";", ","),
        (rows, written) => {
          const file = toCsv(["x"], rows, written as ";" | ",");
          for (const opened of [";", ","]) {
            const read = spreadsheetRows(file, opened);
            if (opened === written)
              expect(read.slice(1).map((row) => row.length)).toEqual(rows.map((row) => row.length));
            for (const cell of read.flat())
              expect(isFormula(cell), JSON.stringify(cell)).toBe(false);
          }
        },
      ),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
  },
);
