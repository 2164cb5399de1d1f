import { ar } from "./ar";
import { fr, type Dictionary } from "./fr";
import type { Language } from "./language";
import { typesetFrench } from "./typography";

/** French texts get French typography once, here, instead of by hand in fr.ts. */
const DICTIONARIES: Record<Language, Dictionary> = { fr: typesetFrench(fr), ar };

/**
 * Server side only: the root loader sends the one dictionary the page needs,
 * so the browser never downloads both languages' texts as JavaScript.
 */
export function dictionary(lang: Language): Dictionary {
  return DICTIONARIES[lang];
}
