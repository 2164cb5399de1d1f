import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { Language } from "~/i18n/language";
import { syncStoredLanguage } from "~/i18n/sync-language";

/**
 * Keeps the browser's stored language and the server's cookie in step (see
 * syncStoredLanguage) on a page the router hydrates whole; an island page
 * does the same from its entry. A component that draws nothing rather than
 * a hook of the layout: useRevalidator follows the router's state, and each
 * change of it (a navigation starting, routes discovered) would draw the
 * whole layout again.
 */
export function LanguageSync({ lang }: { lang: Language }): null {
  const revalidator = useRevalidator();
  useEffect(() => {
    syncStoredLanguage(lang, () => void revalidator.revalidate());
    // Once per page load: later switches go through useSetLanguage.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
