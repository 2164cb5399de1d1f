import type { z } from "zod";
import { focusField } from "~/components/ui/focus-field";

/*
 * Helpers the browser needs around a form, kept apart from the zod schema
 * builders in fields.ts so a page can use them without loading zod.
 */

/** The first issue of a refused form: what the visitor reads first and the control it is about. */
export interface FirstIssue {
  message: string;
  /** The control's name (nested paths joined with dots); none for a form-wide issue. */
  field?: string;
  /** The issue's path, for a form whose controls are named otherwise. */
  path: readonly PropertyKey[];
}

/**
 * The one reading of a failed parse, in the browser and on the server: the
 * specification's order of checks is the schema's, so its first issue is
 * the message shown. (A zod refusal always has one; `fallback` satisfies the types.)
 */
export function firstIssue(error: z.ZodError, fallback = "Formulaire invalide."): FirstIssue {
  const issue = error.issues[0];
  const path = issue?.path ?? [];
  return {
    message: issue?.message ?? fallback,
    field: path.length ? path.map(String).join(".") : undefined,
    path,
  };
}

/**
 * The one client check before a form is sent: the server's own schema on the
 * form's values. A refusal focuses its field and is returned, for the form to
 * show (a toast, FieldIssue); undefined when the form may go.
 */
export function checkForm(schema: z.ZodType, form: HTMLFormElement): FirstIssue | undefined {
  const parsed = schema.safeParse(formValues(new FormData(form)));
  if (parsed.success) return undefined;
  const issue = firstIssue(parsed.error);
  if (issue.field) focusField(form, issue.field);
  return issue;
}

/** A submitted form as the schemas parse it: every action reads its form through formValues. */
export type FormFields = Record<string, unknown>;

/**
 * Turns form data into the plain object the schemas parse (first value of each
 * name). A name ending in `[]` (checkboxes) gives the list of its values under
 * the name without the brackets, at most 50.
 */
export function formValues(form: FormData): FormFields {
  const values: FormFields = {};
  for (const [name, value] of form.entries()) {
    if (name.endsWith("[]")) {
      const key = name.slice(0, -2);
      const list = Array.isArray(values[key]) ? (values[key] as unknown[]) : [];
      if (list.length < 50) list.push(value);
      values[key] = list;
    } else if (!(name in values)) values[name] = value;
  }
  return values;
}
