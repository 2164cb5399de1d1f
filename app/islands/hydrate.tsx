import { useLayoutEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandPageProvider } from "./router-shim";
import type { PageData } from "~/lib/page-data";
import type { IslandName } from "./names";
import { islandCode } from "./registry";

/**
 * Calls back once the island is hydrated: right after the commit, not with
 * the effects, which Preact runs after the next frame or 35 ms (neither comes
 * while a test holds the page's clock).
 */
function Hydrated({ then }: { then: () => void }): null {
  useLayoutEffect(then, [then]);
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
