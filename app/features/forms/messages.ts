import type { Refusal } from "~/domain/result";

/** Names of the hidden fields every public form carries. */
export const HONEYPOT_FIELD = "website";
export const TICKET_FIELD = "_ticket";
/** The language of the page that posted the form: the server answers in it. */
export const LANGUAGE_FIELD = "lang";

/**
 * What a public form's server answers. `validation`: the schema refused the
 * input; `rejected`: an anti-spam check refused the request; `error`: the
 * server failed (the form keeps its input and the spec's generic message shows);
 * `slots`: not a failure, page A without JavaScript asked for a day's free
 * slots and gets the form back with them.
 */
export type FormFailureKind = "validation" | "rejected" | "error" | "slots";

export interface FormFailure extends Refusal {
  kind: FormFailureKind;
  /** The visitor's input, so a page without JavaScript can show it again. */
  values?: Record<string, string>;
}

export type FormResult<T> = ({ ok: true } & T) | FormFailure;
