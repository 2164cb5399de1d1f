import { describe, expect, test } from "vitest";
import { ar } from "./ar";
import { fr } from "./fr";
import { fill } from "./index";

/** Every leaf of a dictionary as "path → value", arrays indexed. */
function leaves(value: unknown, path = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const [p, v] of leaves(child, path ? `${path}.${key}` : key)) out.set(p, v);
    }
  } else {
    out.set(path, value);
  }
  return out;
}

describe("dictionaries", () => {
  const frLeaves = leaves(fr);
  const arLeaves = leaves(ar);

  test("French and Arabic have exactly the same keys", () => {
    expect([...arLeaves.keys()].sort()).toEqual([...frLeaves.keys()].sort());
  });

  test.each([
    ["fr", frLeaves],
    ["ar", arLeaves],
  ])("no %s value is empty", (_lang, map) => {
    const empty = [...map].filter(([, v]) => typeof v !== "string" || v.trim() === "");
    expect(empty).toEqual([]);
  });

  test("pipe-separated lists have the same number of items in both languages", () => {
    for (const [path, value] of frLeaves) {
      if (typeof value === "string" && value.includes("|")) {
        expect(String(arLeaves.get(path)).split("|"), path).toHaveLength(value.split("|").length);
      }
    }
  });

  test("placeholders are the same in both languages", () => {
    const placeholders = (s: unknown) => (String(s).match(/\{\w+\}/g) ?? []).sort();
    for (const [path, value] of frLeaves) {
      expect(placeholders(arLeaves.get(path)), path).toEqual(placeholders(value));
    }
  });

  test("the home page content has the spec's counts", () => {
    for (const d of [fr, ar]) {
      expect(d.hero.slides).toHaveLength(3);
      expect(d.faq.items).toHaveLength(8);
      expect(d.testimonials.items).toHaveLength(3);
      expect(d.services.items).toHaveLength(4);
      expect(d.whyChoose.items).toHaveLength(4);
      expect(d.stats.items).toHaveLength(4);
      expect(d.partners.items.split("|")).toHaveLength(6);
      expect(d.trust.items).toHaveLength(4);
      expect(d.trust.badges).toHaveLength(4);
    }
  });

  test("the language button shows the other language", () => {
    expect(fr.common.languageSwitch).toBe("العربية");
    expect(ar.common.languageSwitch).toBe("FR");
  });
});

describe("fill", () => {
  test("replaces known placeholders and keeps unknown ones", () => {
    expect(fill("© {year} {brand} {x}", { year: 2025, brand: "Digi" })).toBe("© 2025 Digi {x}");
  });
});
