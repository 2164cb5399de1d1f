import type { Page } from "playwright-core";

export interface LayoutShift {
  value: number;
  /** Each moved node: an element's test id, else its tag name (lower case); a text's first words. */
  sources: string[];
}

/** Records the page's layout shifts from its first frame on; call before `goto`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      // LayoutShift entries (not in TypeScript's DOM types).
      const entries = list.getEntries() as unknown as {
        value: number;
        sources: { node: Node | null }[];
      }[];
      for (const entry of entries) {
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(({ node }) => {
            if (node instanceof HTMLElement)
              return node.dataset.testid ?? node.tagName.toLowerCase();
            return node ? `text: ${node.textContent?.trim().slice(0, 30)}` : "";
          }),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts recorded so far (see recordLayoutShifts). */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(
    () =>
      (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts,
  );
}
