import { useState } from "react";
import type { z } from "zod";
import { formValues } from "~/features/forms/form-values";

/** A refused save as the editors show it: the message, and the field to focus. */
export interface EditorError {
  message: string;
  field?: string;
}

/**
 * The content editors' check before the round trip: the same zod schema as
 * the server; on failure the first message shows and its field takes the focus.
 */
export function useSchemaCheck(schema: () => z.ZodType, serverError: EditorError | undefined) {
  const [clientError, setClientError] = useState<EditorError>();
  function check(event: React.FormEvent<HTMLFormElement>) {
    const parsed = schema().safeParse(formValues(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientError(undefined);
      return;
    }
    event.preventDefault();
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".");
    setClientError({ message: issue?.message ?? "Formulaire invalide.", field });
    if (field) event.currentTarget.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }
  return { error: clientError ?? serverError, check };
}

/** The saved confirmation or the refusal above a content editor's form. */
export function SaveNotices({
  saved,
  savedMessage,
  error,
  testId,
}: {
  saved: boolean;
  savedMessage: string;
  error: EditorError | undefined;
  testId: string;
}) {
  return (
    <>
      {saved && !error && (
        <p
          role="status"
          className="mb-4 rounded-lg bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100"
        >
          {savedMessage}
        </p>
      )}
      {error && (
        <p
          role="alert"
          data-testid={testId}
          className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {error.message}
        </p>
      )}
    </>
  );
}
