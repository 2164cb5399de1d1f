import {
  hasLanguageCookie,
  isLanguage,
  languageCookie,
  LANGUAGE_KEY,
  type Language,
} from "./language";

/** Remembers the choice where both the browser and the server can read it. */
export function storeLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Storage disabled: the cookie alone still carries the choice.
  }
  document.cookie = languageCookie(lang);
}

/**
 * Keeps the browser's stored language and the server's cookie in step, once
 * per page load: a `?lang=` address is remembered, and a language kept only
 * in localStorage (cookie expired or cleared) is sent to the server again,
 * after which the page is drawn again in it (`redraw`).
 */
export function syncStoredLanguage(lang: Language, redraw: () => void): void {
  const fromQuery = new URLSearchParams(window.location.search).get("lang");
  if (isLanguage(fromQuery)) {
    storeLanguage(fromQuery);
    return;
  }
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return;
  }
  const hasCookie = hasLanguageCookie(document.cookie);
  if (hasCookie) {
    if (stored !== lang) storeLanguage(lang);
  } else if (isLanguage(stored) && stored !== lang) {
    storeLanguage(stored);
    redraw();
  } else {
    storeLanguage(lang);
  }
}
