import { describe, expect, test } from "vitest";
import {
  DEFAULT_RATES,
  formatMillimes,
  formatOptionPrice,
  formatPrice,
  formatRate,
  parseAmount,
  paymentState,
  priceOrder,
  shareOf,
  toMillimes,
} from "./money";

const erp = { slug: "digierp", name: "DigiERP", priceLocal: 600, priceCloud: 550 };
const options = [
  {
    key: "phone",
    price: 100,
    label: { fr: "Support téléphonique premium", ar: "دعم هاتفي متميّز" },
  },
  { key: "emailChat", price: 0, label: { fr: "Support par e-mail et chat", ar: "دعم" } },
  { key: "drafts", price: 80, label: { fr: "Traites", ar: "كمبيالات" } },
];

describe("amounts in millimes", () => {
  test("dinars become integer millimes, rounded half up", () => {
    expect(toMillimes(600)).toBe(600_000);
    expect(toMillimes(0.1 + 0.2)).toBe(300);
    expect(toMillimes(1.0005)).toBe(1001);
    expect(() => toMillimes(-1)).toThrow();
    expect(() => toMillimes(Number.NaN)).toThrow();
  });

  test("a share rounds half up to the millime, in integers", () => {
    expect(shareOf(1_000, 1900)).toBe(190);
    expect(shareOf(1, 1900)).toBe(0); // 0.19 millime
    expect(shareOf(3, 1900)).toBe(1); // 0.57 millime
    expect(shareOf(50, 1000)).toBe(5);
    expect(shareOf(5, 1000)).toBe(1); // 0.5 rounds up
  });

  test("DigiERP local with two options: lines, VAT on everything, stamp, totals, deposit", () => {
    const a = priceOrder(erp, "local", options, ["phone", "drafts"], DEFAULT_RATES);
    expect(a.lines.map((l) => [l.key, l.unitPriceMillimes])).toEqual([
      ["digierp", 600_000],
      ["phone", 100_000],
      ["drafts", 80_000],
    ]);
    expect(a.totalHtMillimes).toBe(780_000);
    expect(a.vatMillimes).toBe(148_200);
    expect(a.stampMillimes).toBe(1_000);
    expect(a.totalTtcMillimes).toBe(929_200);
    expect(a.depositMillimes).toBe(278_760);
  });

  test("options only with a local installation; unknown and repeated keys ignored", () => {
    const cloud = priceOrder(erp, "cloud", options, ["phone"], DEFAULT_RATES);
    expect(cloud.lines).toHaveLength(1);
    expect(cloud.totalHtMillimes).toBe(550_000);
    const odd = priceOrder(erp, "local", options, ["phone", "phone", "nope"], DEFAULT_RATES);
    expect(odd.lines.map((l) => l.key)).toEqual(["digierp", "phone"]);
  });

  test("a free option is a line at zero, shown «Gratuit»", () => {
    const a = priceOrder(erp, "local", options, ["emailChat"], DEFAULT_RATES);
    expect(a.lines[1]!.totalMillimes).toBe(0);
    expect(a.totalHtMillimes).toBe(600_000);
    expect(formatOptionPrice(0, "fr")).toBe("Gratuit");
    expect(formatOptionPrice(0, "ar")).toBe("مجاني");
  });

  test("rounding of odd prices: VAT on the total, deposit on the total with stamp", () => {
    const odd = { ...erp, priceLocal: 159.999 };
    const a = priceOrder(odd, "local", [], [], {
      vatRateBp: 700,
      stampMillimes: 600,
      depositRateBp: 3333,
    });
    expect(a.totalHtMillimes).toBe(159_999);
    expect(a.vatMillimes).toBe(11_200); // 11 199.93
    expect(a.totalTtcMillimes).toBe(171_799);
    expect(a.depositMillimes).toBe(57_261); // 57 260.6
  });
});

describe("display", () => {
  test("French: grouped by a narrow no-break space, comma, three millime digits", () => {
    expect(formatMillimes(1_234_500, "fr")).toBe("1\u202f234,500\u00a0DT");
    expect(formatMillimes(0, "fr")).toBe("0,000\u00a0DT");
    expect(formatMillimes(-50_000, "fr")).toBe("−50,000\u00a0DT");
    expect(formatRate(1900, "fr")).toBe("19\u202f%");
    expect(formatRate(1250, "fr")).toBe("12,5\u202f%");
  });

  test("Arabic: the amount is isolated left to right", () => {
    expect(formatMillimes(1_234_500, "ar")).toBe("\u20661\u202f234,500\u00a0DT\u2069");
    expect(formatRate(1900, "ar")).toBe("\u206619%\u2069");
  });
});

describe("payments", () => {
  const order = { depositMillimes: 278_760, totalTtcMillimes: 929_200 };
  test("states: unpaid, deposit received, paid in full", () => {
    expect(paymentState(0, order)).toBe("unpaid");
    expect(paymentState(100_000, order)).toBe("unpaid");
    expect(paymentState(278_760, order)).toBe("deposit");
    expect(paymentState(929_200, order)).toBe("paid");
    // A counter-entry brings the state back.
    expect(paymentState(929_200 - 929_200, order)).toBe("unpaid");
  });

  test("typed amounts: commas or points, at most three decimals, signs on request", () => {
    expect(parseAmount("278,760")).toBe(278_760);
    expect(parseAmount("1 234.5")).toBe(1_234_500);
    expect(parseAmount("300 DT")).toBe(300_000);
    expect(parseAmount("-50")).toBeNull();
    expect(parseAmount("-50", true)).toBe(-50_000);
    expect(parseAmount("1,2345")).toBeNull();
    expect(parseAmount("1e9")).toBeNull();
    expect(parseAmount("99999999")).toBeNull();
    expect(parseAmount("")).toBeNull();
    expect(parseAmount("abc")).toBeNull();
  });
});

describe("formatPrice", () => {
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
});
