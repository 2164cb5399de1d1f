import type { ClientErrorKind } from "./report";

/**
 * Reports an uncaught error to the server. The scrubbing and sending code
 * (`send.ts`) is fetched on the first error, so pages that raise none never
 * download it; never throws.
 */
export function reportClientError(kind: ClientErrorKind, error: unknown): void {
  import("./send")
    .then(({ sendClientError }) => sendClientError(kind, error))
    .catch(() => {
      // Not fetched (offline, a new deployment): reporting must never add an error of its own.
    });
}

/** Listens for uncaught errors and unhandled promise rejections; returns the clean-up. */
export function installClientErrorReporting(): () => void {
  const onError = (event: ErrorEvent) => {
    // "Script error." without a file: another origin's script (an extension), nothing to learn.
    if (!event.error && !event.filename) return;
    reportClientError("error", event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) =>
    reportClientError("unhandledrejection", event.reason);
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  return () => {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
  };
}
