import { CLIENT_ERRORS_PATH, type ClientErrorKind } from "./report";
import { scrubMessage, scrubStack } from "./sanitize";

/** A page in a loop of errors sends a few reports, not thousands. */
const MAX_PER_PAGE = 5;
let sent = 0;
const seen = new Set<string>();

/** Posts an uncaught error to the server, scrubbed here already; never throws. */
export function sendClientError(kind: ClientErrorKind, error: unknown): void {
  const message =
    error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? "inconnue");
  // The server logged its own failures already: React Router passes them on as this.
  if (message.includes("Unexpected Server Error")) return;
  const key = `${kind} ${message}`;
  if (sent >= MAX_PER_PAGE || seen.has(key)) return;
  seen.add(key);
  sent++;
  const stack = error instanceof Error && error.stack ? scrubStack(error.stack) : undefined;
  try {
    void fetch(CLIENT_ERRORS_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        kind,
        message: scrubMessage(message),
        stack,
        page: location.pathname,
      }),
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Reporting must never add an error of its own.
  }
}
