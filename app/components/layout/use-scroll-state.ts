import { useEffect, useState } from "react";
import { nextTask } from "~/lib/next-task";
import {
  HEADER_SHADOW_AFTER_PX,
  SCROLL_SPY_THROTTLE_MS,
  NAV_SECTIONS,
  sectionInView,
  throttle,
  type NavSection,
} from "./scroll";

/**
 * Whether the page has scrolled past 20 px (header shadow) and, when `spy`
 * is on (home page), which navigation section is in view; both updated at
 * most every 66 ms.
 */
export function useScrollState(spy: boolean, headerHeight = 64) {
  const [scrolled, setScrolled] = useState(false);
  // A page opens at its top, where the first section is in view: starting
  // there leaves nothing to change once hydrated, so the header is not drawn twice.
  const [active, setActive] = useState<NavSection | null>(spy ? NAV_SECTIONS[0] : null);
  useEffect(() => {
    const update = () => {
      setScrolled(window.scrollY > HEADER_SHADOW_AFTER_PX);
      setActive(spy ? sectionInView(headerHeight) : null);
    };
    const throttled = throttle(update, SCROLL_SPY_THROTTLE_MS);
    // Reading the scroll position lays the page out: not in the task that
    // hydrates the header, which would then count the whole layout too.
    let mounted = true;
    void nextTask().then(() => mounted && update());
    window.addEventListener("scroll", throttled.run, { passive: true });
    window.addEventListener("resize", throttled.run, { passive: true });
    return () => {
      mounted = false;
      throttled.cancel();
      window.removeEventListener("scroll", throttled.run);
      window.removeEventListener("resize", throttled.run);
    };
  }, [spy, headerHeight]);
  return { scrolled, active };
}
