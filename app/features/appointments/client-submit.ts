import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { FormFailure, FormResult } from "~/features/forms/messages";

/**
 * The appointment pages' `clientAction`: posts to the server action as usual,
 * but a dropped connection or an answer that is not the server's (a proxy's
 * 502 page) becomes the spec's generic error instead of the error page, so
 * the form and what the visitor typed stay on screen. The message itself is
 * the page's `appointment.error` text, which the page shows for this kind.
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

/**
 * After such a failure the page keeps its loader data, the ticket included:
 * the server may be unreachable, and a retry with the same ticket cannot
 * store the appointment twice.
 */
export function keepDataAfterFailure({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const failed = (actionResult as FormResult<object> | undefined)?.ok === false;
  return failed ? false : defaultShouldRevalidate;
}
