import type { Page } from "playwright-core";

/** One drawing of a hydrated root seen in the page: how many nodes its tree holds, and how many it drew again. */
export interface Render {
  at: number;
  /** Virtual nodes (components, elements and texts) in the root's tree. */
  total: number;
  /** Nodes that were already in the tree before this drawing and were drawn again by it. */
  redrawn: number;
  /**
   * What the root was hydrated into: `document` for a whole page, the
   * island's name for an island (decision 0053), `other` for any element else.
   */
  container: string;
}

/**
 * Installs, before any script of the page, a recorder of the islands'
 * drawings. The islands run on Preact (decision 0086), which keeps a root's
 * tree on its container (`__k`) and, in each virtual node, its children
 * (`__k`), its component (`__c`) and its element (`__e`): stable names,
 * which Preact's own developer tools read. A node drawn again is a new
 * object holding a component or an element of the previous tree; one left
 * alone is the very object of the previous tree.
 *
 * Preact draws in a microtask (`queueMicrotask`) after a state change: the
 * recorder looks at every root just before and just after each microtask it
 * queues, so a hydration and the drawing right after it are two records, and
 * at every frame for roots drawn without one (the hydration itself).
 * A string, not a function: the test runner would wrap named helpers.
 */
export async function recordIslandRenders(page: Page): Promise<void> {
  await page.addInitScript(`(() => {
    const previousOf = new Map();
    window.__islandRenders = [];
    const containerName = (node) =>
      node.nodeType === 9 || node === document.documentElement || node === document.body
        ? "document"
        : node.dataset?.island ?? "other";
    const look = () => {
      const roots = [document, ...document.querySelectorAll("*")].filter((n) => n.__k);
      for (const root of roots) {
        const nodes = [];
        for (const stack = [root.__k]; stack.length; ) {
          const vnode = stack.pop();
          if (!vnode || typeof vnode !== "object") continue;
          nodes.push(vnode);
          for (const child of vnode.__k ?? []) stack.push(child);
        }
        const previous = previousOf.get(root);
        if (previous && nodes.every((n) => previous.nodes.has(n))) continue;
        const kept = previous ?? { nodes: new Set(), parts: new Set() };
        const redrawn = nodes.filter(
          (n) => !kept.nodes.has(n) && (kept.parts.has(n.__c) || kept.parts.has(n.__e)),
        ).length;
        const parts = new Set(nodes.flatMap((n) => [n.__c, n.__e].filter(Boolean)));
        previousOf.set(root, { nodes: new Set(nodes), parts });
        window.__islandRenders.push({
          at: performance.now(),
          total: nodes.length,
          redrawn,
          container: containerName(root),
        });
      }
    };
    const queue = window.queueMicrotask.bind(window);
    window.queueMicrotask = (task) => queue(() => { look(); task(); look(); });
    const everyFrame = () => { look(); requestAnimationFrame(everyFrame); };
    requestAnimationFrame(everyFrame);
  })()`);
}

/** The drawings recorded so far, once none has come for `quietMs`. */
export async function islandRendersWhenQuiet(page: Page, quietMs = 500): Promise<Render[]> {
  await page.waitForFunction((quiet) => {
    const renders = (window as unknown as { __islandRenders: Render[] }).__islandRenders;
    return renders.length > 0 && performance.now() - renders[renders.length - 1]!.at > quiet;
  }, quietMs);
  return page.evaluate(() => (window as unknown as { __islandRenders: Render[] }).__islandRenders);
}
