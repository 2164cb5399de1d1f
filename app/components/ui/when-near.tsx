import { type ComponentType, Suspense, lazy, memo, useEffect, useRef } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/** How far ahead of the screen a part's code starts loading: a flick, not a whole page. */
const AHEAD = "50% 0px";

/** The browser's router, which React Router's HydratedRouter publishes on `window`. */
interface RouterState {
  navigation: { state: string };
  revalidation: string;
  fetchers: Map<string, { state: string }>;
}
interface RouterWindow {
  __reactRouterDataRouter?: { subscribe(listener: (state: RouterState) => void): () => void };
}

/** A navigation, a revalidation or a form on its way (not the router learning routes). */
const busy = (state: RouterState) =>
  state.navigation.state !== "idle" ||
  state.revalidation !== "idle" ||
  [...state.fetchers.values()].some((fetcher) => fetcher.state !== "idle");

/** Parts whose code has not been asked for yet. */
const waiting = new Set<() => void>();
let watching = false;

/** Asks for every waiting part's code at the router's first real change (see whenNear). */
function watchRouter(): void {
  if (watching) return;
  watching = true;
  const fetchAll = () => {
    for (const arrive of waiting) arrive();
    waiting.clear();
  };
  const router = (window as RouterWindow).__reactRouterDataRouter;
  if (!router) return fetchAll();
  const stop = router.subscribe((state) => {
    if (!busy(state)) return;
    fetchAll();
    stop();
  });
}

/**
 * A part of the page far below the first screen whose code is fetched only
 * when the visitor comes near it, so a phone that reads the first screen
 * never downloads or hydrates it.
 *
 * The server renders the part in full. In the browser React keeps a
 * suspended boundary's server HTML as it is, so the visitor sees and reads it
 * (its links work as plain links) while its code is away; once the code
 * arrives React hydrates it in the background, in slices that leave the main
 * thread free.
 *
 * Any change of the router (a link followed, a form sent, the language
 * switched, back and forward) renders the whole page again, and React holds
 * that render until every part still waiting for its code has it, even a
 * part inside a boundary not hydrated yet, whose own effects have not run:
 * the router's first change therefore asks for every waiting part's code at
 * once. The router is watched directly, outside React (a React state would
 * itself be held), from the first render in the browser. Without the router
 * (never so in a built page) the code is fetched at once, and so it is when
 * the part first appears after a client navigation: there is no server HTML
 * to show then.
 */
export function whenNear<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & { className?: string }> {
  let arrive = () => {};
  const near =
    typeof document === "undefined"
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          arrive = resolve;
          waiting.add(resolve);
        });
  const Part = lazy(() =>
    near.then(load).then((Component) => ({ default: Component as ComponentType<P> })),
  );
  // Rendered again with new props while its code is away, the boundary would
  // lose its server HTML: memo keeps it untouched when its parent re-renders.
  const Boundary = memo(function Boundary(props: P) {
    return (
      <Suspense>
        <Part {...props} />
      </Suspense>
    );
  });

  return function WhenNear({ className, ...props }: P & { className?: string }) {
    const box = useRef<HTMLDivElement>(null);
    const hydrated = useHydrated();
    const mountedAfterHydration = useRef(hydrated);
    if (typeof document !== "undefined") watchRouter();
    if (mountedAfterHydration.current) arrive();
    useEffect(() => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) arrive();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(box.current!);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={box} className={className}>
        <Boundary {...(props as P)} />
      </div>
    );
  };
}
