import { ar } from "./ar";
import { fr, type Dictionary } from "./fr";
import type { Language } from "./language";

const DICTIONARIES: Record<Language, Dictionary> = { fr, ar };

/**
 * Server side only: the root loader sends the one dictionary the page needs,
 * so the browser never downloads both languages' texts as JavaScript.
 */
export function dictionary(lang: Language): Dictionary {
  return DICTIONARIES[lang];
}
