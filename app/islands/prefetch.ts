import { NOT_PREFETCHED } from "~/island-marks/names";

const NEVER = new RegExp(`^/(${NOT_PREFETCHED.join("|")})(/|$)`);

/**
 * Moving between public pages is a page load (from the page cache), made
 * quick by fetching the next page as the visitor shows the intent to go
 * there. Browsers that read speculation rules (written in the page, see
 * SpeculationRules) do it themselves; elsewhere a hover, a touch or a focus
 * on a link to one of the site's pages adds a prefetch of it, once (never
 * the addresses of `NOT_PREFETCHED`).
 */
export function prefetchOnIntent(): void {
  if (HTMLScriptElement.supports?.("speculationrules")) return;
  const done = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || NEVER.test(url.pathname)) return;
    url.hash = "";
    if (url.href === location.href.split("#")[0] || done.has(url.href)) return;
    done.add(url.href);
    const prefetch = document.createElement("link");
    prefetch.rel = "prefetch";
    prefetch.href = url.href;
    document.head.append(prefetch);
  };
  for (const type of ["pointerover", "touchstart", "focusin"]) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}
