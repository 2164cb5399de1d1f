import { useCallback, useSyncExternalStore } from "react";

export const CONSENT_KEY = "cookieConsent";
export type Consent = "accepted" | "rejected";

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

function readConsent(): Consent | null {
  try {
    const stored = localStorage.getItem(CONSENT_KEY);
    return stored === "accepted" || stored === "rejected" ? stored : null;
  } catch {
    // Storage disabled: ask every time.
    return null;
  }
}

/**
 * The stored consent: `undefined` until read in the browser (the server
 * never renders the banner, so it cannot flash for returning visitors),
 * `null` when nothing is stored yet.
 */
export function useConsent() {
  const consent = useSyncExternalStore<Consent | null | undefined>(
    subscribe,
    readConsent,
    () => undefined,
  );
  const decide = useCallback((value: Consent) => {
    try {
      localStorage.setItem(CONSENT_KEY, value);
    } catch {
      // Storage disabled: nothing to remember.
    }
    for (const listener of listeners) listener();
  }, []);
  return { consent, decide };
}
