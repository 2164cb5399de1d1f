import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { ToastsReadyHandle } from "~/components/ui/deferred-toaster";
import type { FormFailure } from "~/features/forms/messages";

/**
 * What a public form page posting through React Router declares, so that an
 * outage (the visitor offline, the server stopped, a proxy's 502 page to
 * every request) leaves the page, what was typed and the spec's error on
 * screen: its `clientAction`, its `shouldRevalidate`, and a `handle` that
 * has the toasts fetched as soon as the page is interactive, while the site
 * still answers:
 * `clientAction = (args) => submitKeepingForm(args)`,
 * `shouldRevalidate = keepDataAfterFailure`, `handle = FORM_PAGE`.
 */

/**
 * The `clientAction`: posts to the server action as usual, but a dropped
 * connection or an answer that is not the server's (a proxy's 502 page)
 * becomes the spec's generic error instead of the error page. The message
 * itself is the page's `appointment.error` text, which the page shows for
 * this kind.
 */
export async function submitKeepingForm<T>({
  serverAction,
}: {
  serverAction: () => Promise<T>;
}): Promise<T | FormFailure> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, kind: "error", message: "" } satisfies FormFailure;
  }
}

/** A refused or failed submission: the answer of a form that stored nothing. */
export function isFailedSubmission(actionResult: unknown): boolean {
  return (
    typeof actionResult === "object" &&
    actionResult !== null &&
    (actionResult as { ok?: unknown }).ok === false
  );
}

/**
 * After such a failure the page keeps its loader data, the ticket included:
 * the server may be unreachable (a reload would fail and replace the page
 * with the error page), and a retry with the same ticket cannot store the
 * appointment twice. The root applies the same rule.
 */
export function keepDataAfterFailure({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return isFailedSubmission(actionResult) ? false : defaultShouldRevalidate;
}

/** The route `handle` of a page with a form: its toasts are ready before they are needed. */
export const FORM_PAGE: ToastsReadyHandle = { toastsReady: true };
