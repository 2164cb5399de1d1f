import type { z } from "zod";
import type { Database } from "../../../db/client.server";
import { env } from "~/config/env.server";
import { logger } from "~/infra/logger.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { appSecret } from "~/lib/secret.server";
import { formatWait } from "~/i18n/durations";
import { formsDictionary, type FormsDictionary, type ValidationMessages } from "~/i18n/forms";
import { isLanguage, languageFromRequest, type Language } from "~/i18n/language";
import { Refused } from "~/domain/result";
import { firstIssue, formValues } from "./form-values";
import {
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  TICKET_FIELD,
  type FormFailure,
  type FormResult,
} from "./messages";
import { issueTicket, verifyTicket } from "./ticket.server";

export type PublicFormName = "order" | "appointment-a" | "appointment-b" | "appointment-manage";

/** A fresh ticket for a form the server renders (or the order dialog fetches). */
export function newFormTicket(form: PublicFormName): string {
  return issueTicket(appSecret(), form);
}

export interface PublicFormOptions<S extends z.ZodType, T> {
  request: Request;
  clientIp: string;
  db: Database;
  /** Which form: names its tickets and its log lines. */
  form: PublicFormName;
  /** The form's schema with the messages of the page's language. */
  schema: (messages: ValidationMessages) => S;
  /**
   * Stores the accepted input; `key` is the idempotency key from the ticket,
   * `lang` the language of the page that posted (kept with the record). A
   * business rule that refuses valid input throws `Refused`, its message the
   * visitor's in that language; nothing is stored.
   */
  save: (data: z.output<S>, key: string, lang: Language) => Promise<T>;
  /** The generic message of a server failure (one per form), in the page's language. */
  errorMessage: (texts: FormsDictionary) => string;
  /**
   * Checks the schema cannot make without the database (the ordered product
   * exists and is on sale): a message refuses the input as a validation error.
   */
  verify?: (data: z.output<S>, texts: FormsDictionary) => Promise<string | undefined>;
}

export interface PublicFormAnswer<T> {
  status: number;
  body: FormResult<T>;
}

const MAX_ECHO = 1000;

/** The visitor's own input, echoed so a page without JavaScript keeps it. */
function echo(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name === TICKET_FIELD || name === HONEYPOT_FIELD || name === LANGUAGE_FIELD) continue;
    if (typeof value !== "string") continue;
    out[name] = value.slice(0, MAX_ECHO);
  }
  return out;
}

/**
 * The language of the page that posted: its hidden `lang` field when it is
 * one of ours, otherwise what the request says (`?lang=`, cookie, French).
 */
export function formLanguage(request: Request, values: Record<string, unknown>): Language {
  const posted = values[LANGUAGE_FIELD];
  return isLanguage(posted) ? posted : languageFromRequest(request);
}

/** Each form's schema is built once per language and reused. */
const schemas = new WeakMap<object, Map<Language, z.ZodType>>();

function schemaFor<S extends z.ZodType>(
  build: (messages: ValidationMessages) => S,
  lang: Language,
): S {
  let byLanguage = schemas.get(build);
  if (!byLanguage) schemas.set(build, (byLanguage = new Map()));
  let schema = byLanguage.get(lang);
  if (!schema) byLanguage.set(lang, (schema = build(formsDictionary(lang).validation)));
  return schema as S;
}

/**
 * The server side of every public form, in order: form data, honeypot,
 * signed minimum-time ticket, per-IP rate limit, the form's zod schema, then
 * one transaction that stores the record with its notifications. Never
 * throws: every outcome is a status and a message in the page's language.
 */
export async function handlePublicForm<S extends z.ZodType, T extends object>(
  options: PublicFormOptions<S, T>,
): Promise<PublicFormAnswer<T>> {
  const { request, form, db } = options;
  let values: Record<string, unknown>;
  try {
    values = formValues(await request.formData());
  } catch {
    return fail(400, "rejected", formsDictionary(languageFromRequest(request)).spam.malformed);
  }
  const lang = formLanguage(request, values);
  const texts = formsDictionary(lang);

  const honeypot = values[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.warn({ form, ip: options.clientIp }, "public form: honeypot filled");
    return fail(400, "rejected", texts.spam.honeypot, values);
  }

  const e = env();
  const check = verifyTicket(appSecret(), form, values[TICKET_FIELD], e.FORM_MIN_SECONDS);
  if (!check.ok) {
    const message = check.reason === "too-fast" ? texts.spam.tooFast : texts.spam.expired;
    return fail(400, "rejected", message, values);
  }

  try {
    const limit = await hitRateLimit(db, `form:${options.clientIp}`, e.RATE_LIMIT_FORMS_PER_MINUTE);
    if (!limit.allowed) {
      logger.warn({ form, ip: options.clientIp }, "public form: rate limited");
      const wait = formatWait(lang, limit.retryAfter);
      return fail(429, "rejected", texts.spam.rateLimited.replace("{duration}", wait), values);
    }
  } catch (error) {
    logger.error({ err: error, form }, "public form: rate limit check failed");
    return fail(503, "error", options.errorMessage(texts), values);
  }

  const parsed = schemaFor(options.schema, lang).safeParse(values);
  if (!parsed.success) {
    const message = firstIssue(parsed.error, texts.validation.formInvalid).message;
    return fail(400, "validation", message, values);
  }

  try {
    const refused = await options.verify?.(parsed.data, texts);
    if (refused) return fail(400, "validation", refused, values);
    const result = await options.save(parsed.data, check.ticket.id, lang);
    return { status: 200, body: { ok: true, ...result } };
  } catch (error) {
    // A business rule refused valid input (the slot is taken, the link expired):
    // the visitor reads its message, in the page's language, with their input kept.
    if (error instanceof Refused) {
      return fail(error.refusal.status, "validation", error.message, values);
    }
    logger.error({ err: error, form, ticket: check.ticket.id }, "public form: could not save");
    return fail(500, "error", options.errorMessage(texts), values);
  }
}

function fail(
  status: number,
  kind: FormFailure["kind"],
  message: string,
  values?: Record<string, unknown>,
): PublicFormAnswer<never> {
  return {
    status,
    body: { ok: false, kind, message, ...(values ? { values: echo(values) } : {}) },
  };
}
