import { expect, test } from "vitest";
import { metaDescriptionWithPrices } from "./pages.server";
import { seedProducts } from "./seed-source";

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
      expect(text).toMatch(/1\u202f234\sDT/);
      expect(text).toMatch(/567\sDT/);
      expect(text).not.toMatch(new RegExp(`\\b(${data.priceLocal}|${data.priceCloud})\\b`));
      expect(text.split(lang === "fr" ? "Licence locale" : "ترخيص محلي")).toHaveLength(2);
    }
  }
});
