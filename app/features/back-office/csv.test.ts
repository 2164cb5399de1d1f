import { describe, expect, test } from "vitest";
import { BOM, csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  test.each(['=HYPERLINK("http://x")', "+1", "-2+3", "@SUM(A1)", "\tx", "\rx"])(
    "neutralises a formula start: %j",
    (value) => {
      expect(csvCell(value, ";").replace(/^"/, "").startsWith("'")).toBe(true);
    },
  );

  test("quotes separators, quotes and line breaks", () => {
    expect(csvCell('a "b"', ";")).toBe('"a ""b"""');
    expect(csvCell("a;b", ";")).toBe('"a;b"');
    expect(csvCell("a;b", ",")).toBe("a;b");
    expect(csvCell("a,b", ",")).toBe('"a,b"');
    expect(csvCell("l1\nl2", ",")).toBe('"l1\nl2"');
  });

  test("keeps plain text, accents and Arabic as they are", () => {
    expect(csvCell("Sfax — café مرحبا", ";")).toBe("Sfax — café مرحبا");
    expect(csvCell(null, ";")).toBe("");
  });
});

test("toCsv starts with a BOM and ends lines with CRLF", () => {
  const out = toCsv(["a", "b"], [["1", "=2"]], ",");
  expect(out.startsWith(BOM)).toBe(true);
  expect(out).toBe(`${BOM}a,b\r\n1,'=2\r\n`);
});
