import { expect, test } from "vitest";
import { formatPrice } from "./products";

test("prices are written as fr-FR writes whole numbers, followed by DT", () => {
  expect(formatPrice(159)).toBe("159 DT");
  expect(formatPrice(1290)).toBe("1\u202f290 DT");
  expect(formatPrice(0)).toBe("0 DT");
  const intl = new Intl.NumberFormat("fr-FR");
  for (const amount of [1, 49, 100, 999, 1000, 12_345, 100_000, 1_234_567, 98_765_432]) {
    expect(formatPrice(amount)).toBe(`${intl.format(amount)} DT`);
  }
});

test("only whole, non-negative amounts are prices", () => {
  expect(() => formatPrice(12.5)).toThrow();
  expect(() => formatPrice(-1)).toThrow();
  expect(() => formatPrice(Number.NaN)).toThrow();
});
