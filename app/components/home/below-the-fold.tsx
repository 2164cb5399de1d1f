import { useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { whenNear } from "~/components/ui/when-near";
import { useHydrated } from "~/lib/use-hydrated";
import { scrollToSection } from "./scroll-to-section";

const Sections = whenNear(() =>
  import("./below-the-fold-sections").then((module) => module.BelowTheFoldSections),
);

/**
 * The home sections under the products': their code comes when the visitor
 * scrolls near them, and each is laid out only when it comes near the
 * screen (render-when-near), which keeps the first paint light. An address
 * naming a section (/#contact, from another page or a fresh load) needs the
 * real heights of everything above it: then every section is laid out (in
 * the browser only, so hydration matches the server's HTML) and the section
 * scrolled to again. After a client navigation the sections appear only once
 * their code has come, and scroll to the section themselves.
 */
export function BelowTheFold() {
  const { hash } = useLocation();
  const layAllOut = useHydrated() && hash !== "";
  useLayoutEffect(() => {
    if (layAllOut) scrollToSection(hash);
  }, [layAllOut, hash]);
  return <Sections className={layAllOut ? undefined : "*:render-when-near"} />;
}
