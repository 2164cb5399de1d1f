import { describe, expect, test } from "vitest";
import { dictionary } from "./dictionaries.server";
import { fr } from "./fr";
import { frenchSpacing, inGuillemets, splitLatinRuns, typesetFrench } from "./typography";

describe("French typography", () => {
  test("a narrow no-break space before high punctuation and inside guillemets", () => {
    expect(frenchSpacing("« oui » : 200 000 DT ; 60 % ?")).toBe(
      "«\u202Foui\u202F»\u202F: 200\u202F000\u00A0DT\u202F; 60\u202F%\u202F?",
    );
  });

  test("strings the specification quotes keep their ordinary spaces", () => {
    for (const quoted of ["Commande enregistrée !", "Demande envoyée !", "Rendez-vous confirmé !"])
      expect(frenchSpacing(quoted)).toBe(quoted);
  });

  test("applied once to every value of the French dictionary, never to the Arabic one", () => {
    const typeset = dictionary("fr");
    expect(typeset.whyChoose.heading).toBe("Pourquoi choisir {brand}\u202F?");
    expect(typeset.faq.items[0]!.question).toMatch(/cloud\u202F\?$/);
    expect(typeset.stats.items[3]!.value).toBe("98\u202F%");
    expect(typeset).toEqual(typesetFrench(fr));
    // Nothing French is left with an ordinary space before « : ; ? ! ».
    expect(JSON.stringify(typeset)).not.toMatch(/ [:;?!»]/);
    expect(JSON.stringify(dictionary("ar"))).not.toContain("\u202F");
  });
});

describe("Latin runs in Arabic text", () => {
  const runs = (text: string) =>
    splitLatinRuns(text)
      .filter((p) => p.ltr)
      .map((p) => p.text);

  test("keep their signs: A+, 95+, prices, percentages, phone numbers, acronyms", () => {
    expect(runs("أداء A+")).toEqual(["A+"]);
    expect(runs("PageSpeed 95+")).toEqual(["PageSpeed 95+"]);
    expect(runs("ابتداءً من 49 DT شهريًا")).toEqual(["49 DT"]);
    expect(runs("توفير بنسبة 60% في المتوسط")).toEqual(["60%"]);
    expect(runs("اتصلوا بنا على +216 00 000 000")).toEqual(["+216 00 000 000"]);
    expect(runs("نظام تخطيط موارد المؤسسة (ERP)")).toEqual(["(ERP)"]);
  });

  test("the Arabic around them is kept whole and in order", () => {
    const text = "منصة «الفاتورة» (El Fatoora) التابعة لشبكة تونس للتجارة (TTN).";
    expect(
      splitLatinRuns(text)
        .map((p) => p.text)
        .join(""),
    ).toBe(text);
    expect(runs(text)).toEqual(["(El Fatoora)", "(TTN)"]);
  });
});

test("quotations: narrow spaces inside French guillemets, none in Arabic", () => {
  expect(inGuillemets("sans stress.", "fr")).toBe("«\u202Fsans stress.\u202F»");
  expect(inGuillemets("دون أي توتر.", "ar")).toBe("«دون أي توتر.»");
});
