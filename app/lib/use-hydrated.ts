import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False while the server renders and React hydrates; true from then on in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
