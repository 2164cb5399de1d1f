import { options } from "preact";
import { useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandPageProvider } from "./router-shim";
import type { PageData } from "~/lib/page-data";
import type { IslandName } from "~/island-marks/names";
import { nextTask } from "~/lib/next-task";
import { islandCode } from "./registry";

/**
 * The islands run on Preact (decision 0086), which runs effects after the
 * next frame. React runs those of a click or a key at once: a menu opened by
 * a click has its Escape listener before the next key. So here, in a
 * microtask after each commit (which a test holding the page's clock does not
 * hold either).
 */
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

/** Calls back once the island is hydrated (its effects run after the commit). */
function Hydrated({ then }: { then: () => void }): null {
  useEffect(then, [then]);
  return null;
}

/**
 * Hydrates one island: its component, the props the server wrote on its
 * element, and the page's data in place of the root loader's.
 */
export async function hydrateIsland(
  root: HTMLElement,
  page: PageData,
  /** From then on React takes the island's events itself, and replays those of its hydration. */
  onHydrating: () => void,
): Promise<void> {
  const Component = (await islandCode(root.dataset.island as IslandName)) as ComponentType<object>;
  const props = JSON.parse(root.dataset.props ?? "{}") as object;
  // Each island in a task of its own: islands whose code came together would
  // otherwise hydrate in one long task.
  await nextTask();
  await new Promise<void>((done) => {
    onHydrating();
    hydrateRoot(
      root,
      <IslandPageProvider value={page}>
        <Component {...props} />
        <Hydrated then={done} />
      </IslandPageProvider>,
    );
  });
}
