import type { Language } from "../language";
import { formsAr } from "./ar";
import { formsFr, type FormsDictionary } from "./fr";

export type { FormsDictionary, ValidationMessages } from "./fr";

const FORMS: Record<Language, FormsDictionary> = { fr: formsFr, ar: formsAr };

/**
 * The form texts of a language. The appointment pages get theirs from their
 * loader; the order dialog, loaded on demand, imports this module.
 */
export function formsDictionary(lang: Language): FormsDictionary {
  return FORMS[lang];
}
