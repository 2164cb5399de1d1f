import { useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The home sections under the hero, each laid out only when it comes near
 * the screen (render-when-near), which keeps the first paint light. An
 * address naming a section (/#contact, from another page or a fresh load)
 * needs the real heights of everything above it: then every section is laid
 * out (in the browser only, so hydration matches the server's HTML) and the
 * section scrolled to again.
 */
export function BelowTheFold({ children }: { children: React.ReactNode }) {
  const { hash } = useLocation();
  const layAllOut = useHydrated() && hash !== "";
  useLayoutEffect(() => {
    if (layAllOut) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [layAllOut, hash]);
  return <div className={layAllOut ? undefined : "*:render-when-near"}>{children}</div>;
}
