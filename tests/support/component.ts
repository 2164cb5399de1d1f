import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Waits (findBy…, waitFor) as long as a loaded two-core machine may need.
configure({ asyncUtilTimeout: 10_000 });

// Unmounted first, then the stubs removed (Testing Library unmounts by itself
// only when the test globals are on): a component still mounted would
// otherwise reach the real network with what it sends on unmount or later.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
