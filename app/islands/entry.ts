/**
 * The browser entry of a public page (docs/decisions/0053). The page is
 * complete without it; it wakes the islands the server marked
 * (`[data-island]`), each on its own: those marked `load` once the page has
 * painted, those marked `use` (the order buttons) when the visitor reaches
 * for them. A click on an island still asleep is kept and given to it once
 * it is hydrated, as are those the page's bootstrap kept before this file came. React and each island's code are fetched only by the
 * first island that needs them (hydrate.tsx), so this file stays small.
 */
import { countShownPrefetch } from "~/features/audience/shown";
import { installClientErrorReporting } from "~/features/client-errors/reporter";
import { syncStoredLanguage } from "~/i18n/sync-language";
import type { PageData } from "~/lib/page-data";
import { KEPT_CLICKS, WHOLE_STYLESHEET, type KeptClicks } from "~/island-marks/names";
import { nextTask } from "~/lib/next-task";
import { prefetchOnIntent } from "./prefetch";

/** `hydrating`: React has the island's events from then on. */
type State = "asleep" | "waking" | "hydrating" | "awake";
const states = new WeakMap<HTMLElement, State>();
/** The last click on an island still asleep, given back once it is awake. */
const pendingClicks = new WeakMap<HTMLElement, Element>();
const USE_EVENTS = ["pointerover", "pointerdown", "focusin", "touchstart"] as const;

let page: PageData | undefined;
function pageData(): PageData {
  page ??= JSON.parse(document.getElementById("page-data")?.textContent ?? "{}") as PageData;
  return page;
}

/** The first frame painted (a hidden tab, or a browser that cannot say: at once). */
function afterPaint(): Promise<void> {
  return new Promise((go) => {
    if (document.hidden || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return go();
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      go();
    }).observe({ type: "paint", buffered: true });
  });
}

/**
 * The whole stylesheet the bootstrap added (the page's inline one holds only
 * the rules of its HTML): loaded, or failed, before an island draws anything new.
 */
let stylesheet: Promise<void> | undefined;
function wholeStylesheet(): Promise<void> {
  // One promise for every island: one pair of listeners on the link.
  stylesheet ??= new Promise((go) => {
    const link = document.querySelector<HTMLLinkElement>("link[data-whole-stylesheet]");
    if (!link || link.dataset[WHOLE_STYLESHEET] === "ready") return go();
    link.addEventListener("load", () => go());
    link.addEventListener("error", () => go());
  });
  return stylesheet;
}

/** One wake per island at a time: a second caller waits for the first. */
const wakings = new WeakMap<HTMLElement, Promise<void>>();

function wake(root: HTMLElement): Promise<void> {
  const state = states.get(root) ?? "asleep";
  if (state === "awake") return Promise.resolve();
  if (state !== "asleep") return wakings.get(root) ?? Promise.resolve();
  states.set(root, "waking");
  const waking = hydrateAndReplay(root);
  wakings.set(root, waking);
  return waking;
}

async function hydrateAndReplay(root: HTMLElement): Promise<void> {
  try {
    const [{ hydrateIsland }] = await Promise.all([import("./hydrate"), wholeStylesheet()]);
    await hydrateIsland(root, pageData(), () => states.set(root, "hydrating"));
  } catch (error) {
    // Offline or a new deployment: the island stays as the server drew it, and may try again.
    states.set(root, "asleep");
    throw error;
  }
  states.set(root, "awake");
  const click = pendingClicks.get(root);
  pendingClicks.delete(root);
  // The click lands where it was aimed (an icon inside a button bubbles up to it).
  if (click?.isConnected) {
    click.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
  }
}

const islandOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>("[data-island]") : null;

/** Home sections laid out only when near: an address naming one needs them all laid out first. */
function scrollToNamedSection(): void {
  if (!location.hash) return;
  for (const part of document.querySelectorAll(".\\*\\:render-when-near")) {
    part.classList.remove("*:render-when-near");
  }
  document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
}

/** A click on an island still asleep waits for it; the last one is given back once it is awake. */
function keepClick(root: HTMLElement, target: Element): void {
  pendingClicks.set(root, target);
  void wake(root);
}

function start(): void {
  installClientErrorReporting();
  document.addEventListener(
    "click",
    (event) => {
      const root = islandOf(event.target);
      if (!root) return;
      const state = states.get(root) ?? "asleep";
      if (state === "hydrating" || state === "awake") return;
      const target = event.target as Element;
      // A link does what a link does; a button's click waits for its island,
      // and what the page alone would do (a button that submits its form) waits too.
      if (target.closest("a[href]")) return;
      event.preventDefault();
      keepClick(root, target);
    },
    true,
  );
  // The clicks the page's bootstrap kept while this file was on its way.
  const early = (window as unknown as Record<string, KeptClicks | undefined>)[KEPT_CLICKS];
  early?.stop();
  for (const target of early?.kept ?? []) {
    const root = islandOf(target);
    if (root) keepClick(root, target);
  }
  for (const type of USE_EVENTS) {
    document.addEventListener(
      type,
      (event) => {
        const root = islandOf(event.target);
        if (root?.dataset.when === "use") void wake(root);
      },
      { capture: true, passive: true },
    );
  }
  prefetchOnIntent();
  countShownPrefetch();
  void afterPaint().then(async () => {
    scrollToNamedSection();
    const first = [...document.querySelectorAll<HTMLElement>("[data-island][data-when=load]")];
    const waking = Promise.allSettled(first.map(wake));
    // Storage and cookies are slow to open the first time: a task of their own.
    await nextTask();
    syncStoredLanguage(pageData().lang, () => location.reload());
    const woken = await waking;
    // Tests (and scripts) know the page is interactive, or that a part of it could not wake.
    document.documentElement.dataset.hydrated = woken.every((one) => one.status === "fulfilled")
      ? "true"
      : "partly";
  });
}

start();
