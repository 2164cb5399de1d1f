/** Smooth scroll and scroll-spy timings (500 ms scroll, as the product requires). */
export const SMOOTH_SCROLL_MS = 500;
export const SCROLL_SPY_THROTTLE_MS = 66;
export const HEADER_SHADOW_AFTER_PX = 20;

/** Home sections the navigation scrolls to, in page order. */
export const NAV_SECTIONS = ["hero", "solutions", "services", "about", "contact"] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

function reducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls to the element with this id in 500 ms (ease-in-out), respecting
 * its scroll-margin (room for the fixed header), then moves focus to it so
 * keyboard and screen-reader users land there too. The destination is read
 * again on every frame: sections laid out only when they come near the
 * screen (render-when-near) take their real height during the scroll.
 */
export function smoothScrollTo(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const destination = () =>
    Math.max(0, target.getBoundingClientRect().top + window.scrollY - margin);
  const start = window.scrollY;
  const focus = () => target.focus({ preventScroll: true });
  if (reducedMotion() || Math.abs(destination() - start) < 2) {
    target.scrollIntoView({ block: "start" });
    focus();
    return true;
  }
  const t0 = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / SMOOTH_SCROLL_MS);
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    window.scrollTo(0, start + (destination() - start) * eased);
    if (p < 1) requestAnimationFrame(step);
    else focus();
  };
  requestAnimationFrame(step);
  return true;
}

/** Calls `fn` at most once per `ms`, always running the last call. */
export function throttle(fn: () => void, ms: number): { run: () => void; cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    run() {
      const wait = last + ms - Date.now();
      if (wait <= 0) {
        last = Date.now();
        fn();
      } else if (!timer) {
        timer = setTimeout(() => {
          timer = undefined;
          last = Date.now();
          fn();
        }, wait);
      }
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}

/** The section currently under the header: the last one whose top has passed it. */
export function sectionInView(headerHeight: number): NavSection {
  let current: NavSection = NAV_SECTIONS[0];
  for (const id of NAV_SECTIONS) {
    const el = document.getElementById(id);
    if (el && el.getBoundingClientRect().top <= headerHeight + 8) current = id;
  }
  return current;
}
