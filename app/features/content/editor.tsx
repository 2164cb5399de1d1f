import { useState, type ReactNode } from "react";
import type { z } from "zod";
import { TextField } from "~/components/ui/field";
import { formValues } from "~/features/forms/form-values";
import type { Language } from "~/i18n/language";

/** A refused save as the editors show it: the message, and the field to focus. */
export interface EditorError {
  message: string;
  field?: string;
}

/** The stored values an editor's form starts from, and the refusal of its last save or check. */
export interface EditorForm {
  values: Record<string, string>;
  error?: EditorError;
}

/** The refusal's message when it names the field `name` (the field shows it and is marked invalid). */
export function errorFor(error: EditorError | undefined, name: string): string | undefined {
  return error?.field === name ? error.message : undefined;
}

/** What ties a TextField to the editor's form: its name, stored value and refusal. */
export function storedField(form: EditorForm, name: string) {
  return { name, defaultValue: form.values[name], error: errorFor(form.error, name) };
}

export const LANGUAGE_TITLE: Record<Language, string> = { fr: "Français", ar: "Arabe (العربية)" };

/** One text of an editor, written in each language: the field is named `<lang>.<key>`. */
export interface LanguageText {
  key: string;
  label: string;
  rows?: number;
  hint?: string;
}

/**
 * The texts of one language in a product's or an article's editor, in that
 * language's direction; `onInput` follows the typing (the article's live
 * preview), `children` come after the texts.
 */
export function LanguageColumn<T extends LanguageText>({
  lang,
  form,
  texts,
  onInput,
  children,
}: {
  lang: Language;
  form: EditorForm;
  texts: readonly T[];
  onInput?: (text: T, value: string) => void;
  children?: ReactNode;
}) {
  return (
    <fieldset className="space-y-4" data-testid={`texts-${lang}`}>
      <legend className="text-lg font-semibold">{LANGUAGE_TITLE[lang]}</legend>
      {texts.map((text) => (
        <TextField
          key={text.key}
          {...storedField(form, `${lang}.${text.key}`)}
          label={text.label}
          rows={text.rows}
          hint={text.hint}
          lang={lang}
          onInput={onInput && ((event) => onInput(text, event.currentTarget.value))}
        />
      ))}
      {children}
    </fieldset>
  );
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
