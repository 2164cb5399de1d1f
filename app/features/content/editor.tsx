import { useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { buttonClass, cx } from "~/components/ui";
import { Card } from "~/features/back-office/components/ui";
import type { z } from "zod";
import { TextField } from "~/components/ui/field";
import { FormNotice } from "~/components/ui/form-notice";
import { formValues, firstIssue } from "~/features/forms/form-values";
import type { Language } from "~/i18n/language";
import { openPreview } from "./preview";
import type { Revision } from "./revision-history";

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

/** The first issue of a zod schema's refusal, as an editor shows it; nothing when the values pass. */
export function schemaRefusal(schema: z.ZodType, values: unknown): EditorError | undefined {
  const parsed = schema.safeParse(values);
  if (parsed.success) return undefined;
  const { message, field } = firstIssue(parsed.error);
  return { message, field };
}

/**
 * The content editors' check before the round trip: `refusal` applies the
 * server's own rules to the form's values; a refused form is not sent, its
 * message shows and its field takes the focus. A preview button's submit is
 * the preview's, not checked.
 */
export function useFormCheck(
  refusal: (values: Record<string, unknown>) => EditorError | undefined,
  serverError: EditorError | undefined,
) {
  const [clientError, setClientError] = useState<EditorError>();
  function check(event: React.FormEvent<HTMLFormElement>) {
    if (openPreview(event)) return;
    const refused = refusal(formValues(new FormData(event.currentTarget)));
    setClientError(refused);
    if (!refused) return;
    event.preventDefault();
    const field = refused.field;
    if (field) event.currentTarget.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }
  return { error: clientError ?? serverError, check };
}

/** The refusal of a content editor's last save or check, above its form. */
export function SaveRefusal({ error, testId }: { error: EditorError | undefined; testId: string }) {
  if (!error) return null;
  return (
    <div className="mb-4" data-testid={testId}>
      <FormNotice tone="error">{error.message}</FormNotice>
    </div>
  );
}

/** The way back from an editor to its list, in the page header. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass({ variant: "secondary" })}>
      {children}
    </Link>
  );
}

/**
 * A product's or an article's form: its last refusal above it, the version
 * the page was drawn from (a save from a stale page is refused), the
 * editor's sections.
 */
export function EditorFrame({
  error,
  testId,
  check,
  version,
  children,
}: {
  error: EditorError | undefined;
  testId: string;
  check: (event: React.FormEvent<HTMLFormElement>) => void;
  version: string | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <SaveRefusal error={error} testId={testId} />
      <Form method="post" noValidate onSubmit={check} className="space-y-6">
        <input type="hidden" name="version" value={version} />
        {children}
      </Form>
    </>
  );
}

/** What a product's or an article's editor is drawn from: the item (none yet for a new one), its last refusal. */
export interface EditorProps {
  id: string | null;
  values: Record<string, string>;
  history: Revision[];
  serverError?: EditorError;
}

/** An editor's state: whether a save is on its way, and its schema's check before the round trip. */
export function useEditor(schema: z.ZodType, serverError: EditorError | undefined) {
  const busy = useNavigation().state !== "idle";
  const { error, check } = useFormCheck((posted) => schemaRefusal(schema, posted), serverError);
  return { busy, error, check };
}

/** One titled card of an editor's form. */
export function EditorSection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className={cx("mt-4", className)}>{children}</div>
    </Card>
  );
}
