import type { Page } from "playwright-core";

/** One React commit seen in the page: how many components and elements it holds, and how many it drew again. */
export interface Commit {
  at: number;
  /** Fibers (components and elements) in the committed tree. */
  total: number;
  /** Fibers that existed before this commit and were drawn again by it. */
  redrawn: number;
  /**
   * What the root was hydrated into: `document` for a whole page, the
   * island's name for an island (decision 0053), `other` for any element else.
   */
  container: string;
}

/**
 * Installs, before any script of the page, the hook React's developer tools
 * use (React calls it after every commit, production builds included) and
 * records each commit. A fiber React drew again is a new object in the
 * committed tree; one it skipped is the very object of the previous tree.
 * Each root is followed on its own (a page of islands has several).
 * A string, not a function: the test runner would wrap named helpers.
 */
export async function recordReactCommits(page: Page): Promise<void> {
  await page.addInitScript(`(() => {
    const previousOf = new WeakMap();
    window.__reactCommits = [];
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false, supportsFiber: true, renderers: new Map(),
      inject() { return 1; }, checkDCE() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
      onCommitFiberRoot(id, root) {
        const fibers = [];
        for (const stack = [root.current]; stack.length; ) {
          const fiber = stack.pop();
          fibers.push(fiber);
          if (fiber.sibling) stack.push(fiber.sibling);
          if (fiber.child) stack.push(fiber.child);
        }
        const previous = previousOf.get(root) ?? new Set();
        const redrawn = fibers.filter((f) => !previous.has(f) && f.alternate && previous.has(f.alternate)).length;
        previousOf.set(root, new Set(fibers));
        const node = root.containerInfo;
        const container = node.nodeType === 9 ? "document" : node.dataset?.island ?? "other";
        window.__reactCommits.push({ at: performance.now(), total: fibers.length, redrawn, container });
      },
    };
  })()`);
}

/** The commits recorded so far, once none has come for `quietMs`. */
export async function reactCommitsWhenQuiet(page: Page, quietMs = 500): Promise<Commit[]> {
  await page.waitForFunction((quiet) => {
    const commits = (window as unknown as { __reactCommits: Commit[] }).__reactCommits;
    return commits.length > 0 && performance.now() - commits[commits.length - 1]!.at > quiet;
  }, quietMs);
  return page.evaluate(() => (window as unknown as { __reactCommits: Commit[] }).__reactCommits);
}
