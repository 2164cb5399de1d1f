import { describe, expect, test } from "vitest";
import { normaliseTaxId, TAX_ID_STORED } from "./tax-id";

describe("matricule fiscal", () => {
  test.each([
    "1234567A/A/M/000",
    "1234567AAM000",
    "1234567 A A M 000",
    "1234567a/a/m/000",
    " 1234567A / A / M / 000 ",
    "1234567-A-A-M-000",
  ])("%s is accepted and normalised", (typed) => {
    expect(normaliseTaxId(typed)).toBe("1234567A/A/M/000");
    expect(new RegExp(TAX_ID_STORED).test(normaliseTaxId(typed)!)).toBe(true);
  });

  test.each([
    "",
    "123456A/A/M/000", // six digits
    "12345678A/A/M/000",
    "1234567/A/M/000", // no key letter
    "1234567I/A/M/000", // I is not a key letter
    "1234567A/X/M/000", // unknown VAT code
    "1234567A/A/Z/000", // unknown category
    "1234567A/A/M/00",
    "'; DROP TABLE orders;--",
    "<script>alert(1)</script>",
    "١٢٣٤٥٦٧A/A/M/000", // Arabic-Indic digits are not the registry's
    "1234567A/A/M/000".repeat(5),
  ])("%s is refused", (typed) => {
    expect(normaliseTaxId(typed)).toBeNull();
  });
});
