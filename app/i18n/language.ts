import { readCookie } from "../infra/cookies";

export const LANGUAGES = ["fr", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "fr";
/** Cookie and localStorage key of the visitor's language. */
export const LANGUAGE_KEY = "language";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function direction(lang: Language): "rtl" | "ltr" {
  return lang === "ar" ? "rtl" : "ltr";
}

/** `?lang=` wins (crawlable Arabic URLs), then the cookie, then French. */
export function languageFrom(fromQuery: string | null, cookieHeader: string | null): Language {
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = readCookie(cookieHeader, LANGUAGE_KEY);
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}

export function languageFromRequest(request: Request): Language {
  return languageFrom(new URL(request.url).searchParams.get("lang"), request.headers.get("cookie"));
}

/**
 * The cookie that remembers the visitor's language, for the browser and the
 * server alike. The one cookie not written through the cookie package: the
 * browser writes it on every public page, whose first visit has a JavaScript
 * budget the package alone would overrun (1.5 KB), and its value is one of
 * two ASCII words that need no encoding (decision 0074).
 */
export function languageCookie(lang: Language): string {
  return `${LANGUAGE_KEY}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Whether a `document.cookie` string holds the language cookie (the browser's side of the above). */
export function hasLanguageCookie(cookies: string): boolean {
  return cookies.split(";").some((pair) => pair.trim().startsWith(`${LANGUAGE_KEY}=`));
}

/**
 * The cookie a `?lang=` address must set when the visitor's cookie says
 * otherwise (or nothing): without JavaScript the next page, reached by a
 * link without `?lang=`, is in the language chosen. Undefined when the
 * cookie already agrees, so such a page stays cacheable.
 */
export function languageCookieFor(fromQuery: string | null, cookieHeader: string | null) {
  if (!isLanguage(fromQuery)) return undefined;
  return readCookie(cookieHeader, LANGUAGE_KEY) === fromQuery
    ? undefined
    : languageCookie(fromQuery);
}
