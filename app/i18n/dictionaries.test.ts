import { describe, expect, test } from "vitest";
import { ar } from "./ar";
import { formsAr } from "./forms/ar";
import { formsFr } from "./forms/fr";
import { fr } from "./fr";
import { fill } from "./index";
import { mailsAr } from "./mails/ar";
import { mailsFr } from "./mails/fr";

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

/** Every dictionary a visitor or customer reads: the site, the forms, the mails. */
const PAIRS = [
  ["site", fr, ar],
  ["forms", formsFr, formsAr],
  ["mails", mailsFr, mailsAr],
] as const;

describe.each(PAIRS)("%s dictionaries", (_name, frDictionary, arDictionary) => {
  const frLeaves = leaves(frDictionary);
  const arLeaves = leaves(arDictionary);

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
});

describe("form and mail texts", () => {
  // Latin script allowed in Arabic: product names, acronyms, placeholders.
  // Product names, the video app and the spreadsheet visitors name as their software.
  const ALLOWED_LATIN = /Digi(?:Fact|ERP|Med)|\b(?:ERP|TTN|CNAM|Excel)\b|Jitsi Meet|\{\w+\}/g;

  test.each([
    ["forms", formsAr],
    ["mails", mailsAr],
  ])("the Arabic %s hold no Latin-script word", (_name, dictionary) => {
    const latin = [...leaves(dictionary)].filter(([, v]) =>
      /[A-Za-zÀ-ÿ]{2,}/.test(String(v).replace(ALLOWED_LATIN, "")),
    );
    expect(latin).toEqual([]);
  });

  test("the French forms keep the specification's strings exactly", () => {
    const v = formsFr.validation;
    expect([
      v.orderNameRequired,
      v.orderPhoneRequired,
      v.cityRequired,
      v.addressRequired,
      v.orderEmailInvalid,
      v.nameTooShort,
      v.emailInvalid,
      v.phoneInvalid,
      v.serviceRequired,
      v.dateRequired,
      v.timeRequired,
    ]).toEqual([
      "Le nom complet est requis",
      "Le numéro de téléphone est requis",
      "La ville est requise",
      "L'adresse complète est requise",
      "L'adresse email n'est pas valide",
      "Le nom doit contenir au moins 2 caractères",
      "Email invalide",
      "Numéro invalide",
      "Veuillez sélectionner un service",
      "Veuillez sélectionner une date",
      "Veuillez sélectionner une heure",
    ]);
    const { order, appointment, pageA, pageB } = formsFr;
    expect([order.errorTitle, order.error, order.successTitle, order.success]).toEqual([
      "Erreur",
      "Une erreur est survenue lors de l'enregistrement de votre commande",
      "Commande enregistrée !",
      "Votre commande a été enregistrée avec succès. Nous vous contacterons bientôt.",
    ]);
    expect([appointment.validationTitle, appointment.errorTitle, appointment.error]).toEqual([
      "Erreur de validation",
      "Erreur",
      "Une erreur est survenue. Veuillez réessayer.",
    ]);
    expect([appointment.sending, pageA.heading, pageA.formTitle, pageA.another]).toEqual([
      "Envoi en cours...",
      "Prendre Rendez-vous",
      "Informations de rendez-vous",
      "Prendre un autre rendez-vous",
    ]);
    expect([pageA.successTitle, pageA.success, pageB.formTitle]).toEqual([
      "Rendez-vous confirmé !",
      "Nous vous contacterons bientôt pour confirmer votre rendez-vous.",
      "Formulaire de rendez-vous",
    ]);
    expect([pageB.successTitle, pageB.success]).toEqual([
      "Demande envoyée !",
      "Nous vous contacterons sous 2h pour confirmer votre rendez-vous.",
    ]);
  });
});

describe("dictionaries", () => {
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

  test("the trust row claims the specification's 24/7 support, in both languages", () => {
    expect(fr.trust.items[2]!.title).toBe("Support 24/7");
    expect(ar.trust.items[2]!.title).toBe("دعم 24/7");
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
