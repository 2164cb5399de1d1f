import { describe, expect, test } from "vitest";
import type { SiteConfig } from "~/config/site";
import { LEGAL_PAGES, LEGAL_PAGES_AR, legalPage } from "./legal/index.server";
import { figures, internalLinks } from "../../tests/support/text-checks";
import { plainText } from "./rich-text";

const site: SiteConfig = {
  name: "MarqueTest",
  url: "https://exemple.tn",
  phone: "+216 00 000 000",
  whatsappNumber: "21600000000",
  email: "contact@exemple.tn",
};

/** Every path a legal page may link to: the legal pages themselves. */
const KNOWN_PATHS = new Set(Object.keys(LEGAL_PAGES));

describe("legal pages", () => {
  const page = (path: string) => legalPage(path, site)!;

  test("section counts, last update and brand", () => {
    expect(page("/cgv").sections).toHaveLength(8);
    expect(page("/politique-confidentialite").sections).toHaveLength(10);
    expect(page("/mentions-legales").sections.map((s) => s.title)).toEqual([
      "Éditeur du site",
      "Directeur de la publication",
      "Hébergement",
      "Propriété intellectuelle",
      "Protection des données personnelles",
      "Cookies",
      "Responsabilité",
    ]);
    for (const path of Object.keys(LEGAL_PAGES)) {
      expect(page(path).updated).toBe("mars 2025");
      expect(JSON.stringify(page(path))).toContain("MarqueTest");
    }
    expect(legalPage("/autre", site)).toBeUndefined();
  });

  test("the CGV and privacy policy state the sales and retention terms", () => {
    const text = (path: string) => plainText(JSON.stringify(LEGAL_PAGES[path]!(site)));
    const cgv = text("/cgv");
    for (const term of [
      "hors taxes",
      "virement",
      "chèque",
      "espèces",
      "30 %",
      "24 à 48 heures",
      "trois (3) mois",
      "trente (30) jours",
      "limitée au montant effectivement payé",
    ])
      expect(cgv).toContain(term);
    const privacy = text("/politique-confidentialite");
    for (const term of [
      "5 ans après la fin de la relation",
      "3 ans sans interaction",
      "13 mois au maximum",
      "2004-63",
      "INPDP",
      "droit d'accès",
      "droit de rectification",
      "droit d'opposition",
      // The audience is counted by the site itself, without cookies (decision 0062).
      "sans cookie et sans outil tiers",
      "n'est jamais enregistrée",
      "l'empreinte est effacée à la fin de la journée",
      "Statistiques de visite (totaux par jour)",
    ])
      expect(privacy).toContain(term);
    const privacyAr = JSON.stringify(legalPage("/politique-confidentialite", site, "ar", "", {}));
    for (const term of ["قيس الجمهور", "ولا يُسجَّل أبدًا", "وتُحذف البصمة في نهاية اليوم"])
      expect(privacyAr).toContain(term);
  });

  test("the legal notice publishes the company's identity and its host: the operator's facts, or a visible placeholder", () => {
    const notice = (lang: "fr" | "ar", facts = {}) =>
      JSON.stringify(legalPage("/mentions-legales", site, lang, "", facts)).replace(/\u202F/g, " ");
    const facts = {
      rne: "1234567A",
      taxId: "1234567/A/M/000",
      registeredAddress: "12 rue du Lac, 1053 Tunis",
      hostName: "Hébergeur SA",
      hostAddress: "1 avenue des Serveurs, Tunis",
      hostPhone: "+216 71 000 000",
    };
    for (const lang of ["fr", "ar"] as const) {
      for (const value of Object.values(facts)) expect(notice(lang, facts)).toContain(value);
      expect(notice(lang)).not.toMatch(/simple demande|بمجرد طلب/);
    }
    expect(notice("fr").match(/\[à compléter\]/g)).toHaveLength(6);
    expect(notice("ar").match(/\[غير محدد بعد\]/g)).toHaveLength(6);
  });

  test("internal links of legal pages resolve", () => {
    for (const source of [...Object.values(LEGAL_PAGES), ...Object.values(LEGAL_PAGES_AR)]) {
      for (const link of internalLinks(JSON.stringify(source(site))))
        expect(KNOWN_PATHS).toContain(link);
    }
  });

  test.each(Object.keys(LEGAL_PAGES).map((p) => [p]))(
    "%s in Arabic: same sections and figures, and the French text prevails",
    (path) => {
      const fr = legalPage(path, site, "fr")!;
      const ar = legalPage(path, site, "ar")!;
      expect(ar.sections).toHaveLength(fr.sections.length);
      expect(ar.updated).toBe("مارس 2025");
      expect(ar.title).toMatch(/[\u0600-\u06FF]/);
      const source = (lang: "fr" | "ar") =>
        JSON.stringify((lang === "ar" ? LEGAL_PAGES_AR : LEGAL_PAGES)[path]!(site));
      // The notice links to the French page, which the Arabic one must name as prevailing.
      expect(source("ar")).toContain(`(${path}?lang=fr)`);
      expect(source("ar")).toContain("يُعتمد");
      expect(figures(source("ar"))).toEqual(figures(source("fr")));
      expect(new Set(ar.sections.map((s) => s.id)).size).toBe(ar.sections.length);
    },
  );
});
