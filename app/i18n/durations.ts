import type { Language } from "./language";

type Unit = "second" | "minute" | "hour" | "dinar";

/**
 * Counted units in each language's plural forms (CLDR categories, as
 * Intl.PluralRules gives them): French « 1 seconde, 2 secondes »; Arabic
 * has six forms (ثانية واحدة، ثانيتين، 3 ثوانٍ، 11 ثانية…). The Arabic dual
 * is in the oblique case, as after بعد or في.
 */
const FORMS: Record<Language, Record<Unit, Partial<Record<Intl.LDMLPluralRule, string>>>> = {
  fr: {
    second: { one: "{n} seconde", other: "{n} secondes" },
    minute: { one: "{n} minute", other: "{n} minutes" },
    hour: { one: "{n} heure", other: "{n} heures" },
    dinar: { one: "{n} dinar", other: "{n} dinars" },
  },
  ar: {
    second: {
      zero: "{n} ثانية",
      one: "ثانية واحدة",
      two: "ثانيتين",
      few: "{n} ثوانٍ",
      many: "{n} ثانية",
      other: "{n} ثانية",
    },
    minute: {
      zero: "{n} دقيقة",
      one: "دقيقة واحدة",
      two: "دقيقتين",
      few: "{n} دقائق",
      many: "{n} دقيقة",
      other: "{n} دقيقة",
    },
    hour: {
      zero: "{n} ساعة",
      one: "ساعة واحدة",
      two: "ساعتين",
      few: "{n} ساعات",
      many: "{n} ساعة",
      other: "{n} ساعة",
    },
    // Amounts: always in figures («159 دينارًا», «600 دينار», «1205 دنانير»).
    dinar: {
      zero: "{n} دينار",
      one: "{n} دينار",
      two: "{n} دينار",
      few: "{n} دنانير",
      many: "{n} دينارًا",
      other: "{n} دينار",
    },
  },
};

export function countOf(lang: Language, n: number, unit: Unit): string {
  const forms = FORMS[lang][unit];
  const form = forms[new Intl.PluralRules(lang).select(n)] ?? forms.other!;
  return form.replace("{n}", String(n));
}

/** A wait in seconds, in whole minutes from one minute up (rounded up). */
export function formatWait(lang: Language, seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return s < 60 ? countOf(lang, s, "second") : countOf(lang, Math.ceil(s / 60), "minute");
}
