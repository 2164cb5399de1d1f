/**
 * A page the browser fetched ahead (the prefetch on intent, decision 0054)
 * reaches the server with `Sec-Purpose: prefetch`, which is not counted: it
 * may never be seen. When it is shown, the page says so once, by asking for
 * itself again (HEAD, no body) with this header: the server counts that
 * request under the rules of any page view (decision 0076). A cross-site
 * page cannot send the header without a preflight the server refuses.
 */
export const SHOWN_HEADER = "X-Audience-View";
export const SHOWN_VALUE = "shown";

/** Chromium says how the document came: from a prefetch, or a prerender activated. */
type Navigation = PerformanceNavigationTiming & { deliveryType?: string; activationStart?: number };

/** Sends the «shown» request if this document came from a prefetch or a prerender; never throws. */
export function countShownPrefetch(): void {
  const send = () => {
    try {
      void fetch(location.href, {
        method: "HEAD",
        headers: { [SHOWN_HEADER]: SHOWN_VALUE },
        // The browser's copy would answer without asking the server.
        cache: "no-store",
        credentials: "same-origin",
        keepalive: true,
      }).catch(() => {});
    } catch {
      // Counting must never add an error of its own.
    }
  };
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", send, { once: true });
    return;
  }
  const entry = performance.getEntriesByType?.("navigation")[0] as Navigation | undefined;
  if (!entry) return;
  if (entry.deliveryType === "navigational-prefetch" || (entry.activationStart ?? 0) > 0) send();
}
