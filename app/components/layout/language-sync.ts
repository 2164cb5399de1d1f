import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { isLanguage, LANGUAGE_KEY, type Language } from "~/i18n/language";
import { parseCookies } from "~/lib/cookies";
import { storeLanguage } from "~/i18n";

/**
 * Keeps the browser's stored language and the server's cookie in step:
 * a `?lang=` address is remembered, and a language kept only in
 * localStorage (cookie expired or cleared) is re-sent to the server.
 * A component that draws nothing rather than a hook of the layout:
 * useRevalidator follows the router's state, and each change of it (a
 * navigation starting, routes discovered) would draw the whole layout again.
 */
export function LanguageSync({ lang }: { lang: Language }): null {
  const revalidator = useRevalidator();
  useEffect(() => {
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
    const hasCookie = parseCookies(document.cookie).has(LANGUAGE_KEY);
    if (hasCookie) {
      if (stored !== lang) storeLanguage(lang);
    } else if (isLanguage(stored) && stored !== lang) {
      storeLanguage(stored);
      void revalidator.revalidate();
    } else {
      storeLanguage(lang);
    }
    // Once per page load: later switches go through useSetLanguage.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
