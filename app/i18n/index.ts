import { createContext, useCallback, useContext } from "react";
import { useLocation, useNavigate, useRevalidator, useRouteLoaderData } from "react-router";
import type { Dictionary } from "./fr";
import { DEFAULT_LANGUAGE, direction, type Language } from "./language";
import { storeLanguage } from "./sync-language";

export type { Dictionary } from "./fr";
export { direction, type Language } from "./language";
export { storeLanguage } from "./sync-language";

interface RootI18nData {
  lang?: Language;
  t?: Dictionary;
}

/** Replaces `{name}` placeholders: fill("© {year}", { year: 2025 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** The page language, as the server rendered it (root loader `lang`). */
export function useLanguage(): Language {
  const data = useRouteLoaderData("root") as RootI18nData | undefined;
  return data?.lang ?? DEFAULT_LANGUAGE;
}

/**
 * Texts that replace the root loader's below it: a preview draws the home
 * page with a list the administrator has not saved yet.
 */
export const TextsOverride = createContext<Dictionary | undefined>(undefined);

/** The texts of the current language (sent by the root loader as `t`). */
export function useT(): Dictionary {
  const override = useContext(TextsOverride);
  const data = useRouteLoaderData("root") as RootI18nData | undefined;
  if (override) return override;
  if (!data?.t) throw new Error("useT: root loader data missing");
  return data.t;
}

/** The same texts inside a route's `meta` function. */
export function metaT(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): Dictionary {
  const t = (matches.find((m) => m?.id === "root")?.data as RootI18nData | undefined)?.t;
  if (!t) throw new Error("metaT: root loader data missing");
  return t;
}

/**
 * Switches the language: stores it, then reloads the route data so the
 * server-rendered texts and `<html lang dir>` follow. A `?lang=` in the
 * address would override the cookie, so it is dropped.
 */
export function useSetLanguage(): (lang: Language) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return useCallback(
    (lang: Language) => {
      storeLanguage(lang);
      document.documentElement.lang = lang;
      document.documentElement.dir = direction(lang);
      const params = new URLSearchParams(location.search);
      if (params.has("lang")) {
        params.delete("lang");
        const search = params.toString();
        void navigate(
          { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
          { replace: true, preventScrollReset: true },
        );
      } else {
        void revalidator.revalidate();
      }
    },
    [location, navigate, revalidator],
  );
}
