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

/** Some sections of the form texts: what a form's island reads. */
export type FormTexts<K extends keyof FormsDictionary> = Pick<FormsDictionary, K>;

/**
 * The sections a form's island reads, for its props: the page carries them
 * as JSON, and the whole dictionary (the order's, the other pages', the
 * anti-spam answers) would add about 16 KB to it.
 */
export function formTexts<K extends keyof FormsDictionary>(
  texts: FormsDictionary,
  sections: readonly K[],
): FormTexts<K> {
  return Object.fromEntries(sections.map((key) => [key, texts[key]])) as FormTexts<K>;
}
