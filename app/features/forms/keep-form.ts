import type { ToastsReadyHandle } from "~/components/ui/deferred-toaster";

/**
 * A public form survives an outage (the visitor offline, the server
 * stopped, a proxy's 502 page to every request): the page, what was typed
 * and the spec's error stay on screen. The form islands post by themselves
 * and turn such an answer into the generic error (app/island-marks/posting.tsx);
 * their page declares `handle = FORM_PAGE`, so that its toasts are fetched
 * as soon as it is interactive, while the site still answers.
 */

/** A refused or failed submission: the answer of a form that stored nothing. */
export function isFailedSubmission(actionResult: unknown): boolean {
  return (
    typeof actionResult === "object" &&
    actionResult !== null &&
    (actionResult as { ok?: unknown }).ok === false
  );
}

/** The route `handle` of a page with a form: its toasts are ready before they are needed. */
export const FORM_PAGE: ToastsReadyHandle = { toastsReady: true };
