import { useEffect, useEffectEvent, useRef } from "react";
import type { ExternalToast } from "sonner";
import { toast } from "./lazy-toast";

/**
 * The answer shape of most actions (a `Result` with its French message): a
 * success, whose message (if any) shows as a success toast, or a refusal,
 * whose message and reason show as an error toast.
 */
export interface ActionAnswer {
  ok: boolean;
  message?: string;
  reason?: string;
}

/** One toast: its tone, its title, and sonner's options (description, toaster). */
export interface ToastSpec extends ExternalToast {
  tone: "success" | "error";
  title: string;
}

export interface FeedbackOptions<A extends { ok: boolean }> {
  /**
   * Whether the submission has fully settled; the answer waits until it has.
   * Leave it out to react as soon as the answer arrives (before the reload
   * that may remove the row it came from).
   */
  settled?: boolean;
  /** The toast an answer shows, for answers of another shape; `null` shows none. */
  toast?: (answer: A) => ToastSpec | null;
  /** After the toast of a success: reset or close the form, focus a field… */
  onSuccess?: (answer: Extract<A, { ok: true }>) => void;
  /** After the toast of a refusal. */
  onFailure?: (answer: Exclude<A, { ok: true }>) => void;
}

/** The default toast of an answer of the common shape. */
export function answerToast(answer: ActionAnswer): ToastSpec | null {
  if (answer.ok) return answer.message ? { tone: "success", title: answer.message } : null;
  return { tone: "error", title: answer.message ?? "", description: answer.reason };
}

function show({ tone, title, ...options }: ToastSpec) {
  // The lazy module keeps sonner off the public pages' first load (it is
  // already there in the back office, where the import costs nothing).
  if (tone === "success") toast.success(title, options);
  else toast.error(title, options);
}

/**
 * Turns an action's or a fetcher's answer into its toast and its follow-up,
 * once per answer: React Router hands a new object for each submission, so
 * the same answer seen again (a re-render, a reload of the page's data)
 * does nothing, and the next submission's answer reacts again.
 */
export function useActionFeedback<A extends { ok: boolean }>(
  answer: A | undefined,
  options: FeedbackOptions<A> = {},
): void {
  const { settled = true } = options;
  const taken = useRef<A | undefined>(undefined);
  // The latest callbacks, without making each render's new closures a new answer.
  const react = useEffectEvent((answer: A) => {
    const spec = options.toast ? options.toast(answer) : answerToast(answer as ActionAnswer);
    if (spec) show(spec);
    if (answer.ok) options.onSuccess?.(answer as Extract<A, { ok: true }>);
    else options.onFailure?.(answer as Exclude<A, { ok: true }>);
  });
  useEffect(() => {
    if (!answer || !settled || taken.current === answer) return;
    taken.current = answer;
    react(answer);
  }, [answer, settled]);
}
