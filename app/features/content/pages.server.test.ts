import { expect, test } from "vitest";
import { metaDescriptionWithPrices } from "./pages.server";
import { seedProducts } from "./seed-source";

test("a shipped search description's prices, rewritten from the product's, read as they did", () => {
  for (const { data } of seedProducts()) {
    for (const lang of ["fr", "ar"] as const) {
      const summary = data[lang].metaDescription;
      expect(metaDescriptionWithPrices(summary, data, lang)).toBe(summary);
    }
  }
});

test("every shipped search description gets the current prices once, in place of its own", () => {
  for (const { data } of seedProducts()) {
    for (const lang of ["fr", "ar"] as const) {
      const text = metaDescriptionWithPrices(
        data[lang].metaDescription,
        {
          priceLocal: 1234,
          priceCloud: 567,
        },
        lang,
      );
      expect(text).toMatch(lang === "fr" ? /1\u202f234\sDT/ : /1234 دينارًا/);
      expect(text).toMatch(lang === "fr" ? /567\sDT/ : /567 دينارًا/);
      expect(text).not.toMatch(new RegExp(`\\b(${data.priceLocal}|${data.priceCloud})\\b`));
      expect(text.split(lang === "fr" ? "Licence locale" : "ترخيص محلي")).toHaveLength(2);
    }
  }
});
