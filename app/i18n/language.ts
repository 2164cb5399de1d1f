export const LANGUAGES = ["fr", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "fr";
/** Cookie and localStorage key (spec §3: `language`). */
export const LANGUAGE_KEY = "language";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function direction(lang: Language): "rtl" | "ltr" {
  return lang === "ar" ? "rtl" : "ltr";
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** `?lang=` wins (crawlable Arabic URLs), then the cookie, then French. */
export function languageFromRequest(request: Request): Language {
  const fromQuery = new URL(request.url).searchParams.get("lang");
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = readCookie(request.headers.get("cookie"), LANGUAGE_KEY);
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}
