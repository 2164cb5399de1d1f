import { readCookie } from "../lib/cookies";

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
