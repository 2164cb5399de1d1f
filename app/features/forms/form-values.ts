import type { z } from "zod";

/*
 * Helpers the browser needs around a form, kept apart from the zod schema
 * builders in fields.ts so a page can use them without loading zod.
 */

/** The spec's "first failure" message of a failed parse (`fallback` if it has none). */
export function firstMessage(error: z.ZodError, fallback: string): string {
  return error.issues[0]?.message ?? fallback;
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
