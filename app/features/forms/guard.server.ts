import type { z } from "zod";
import type { Database } from "../../../db/client.server";
import { env } from "~/config/env.server";
import { logger } from "~/lib/logger.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { appSecret } from "~/lib/secret.server";
import { firstMessage, formValues } from "./form-values";
import {
  HONEYPOT_FIELD,
  SPAM_MESSAGES,
  TICKET_FIELD,
  type FormFailure,
  type FormResult,
} from "./messages";
import { issueTicket, verifyTicket } from "./ticket.server";

export type PublicFormName = "order" | "appointment-a" | "appointment-b";

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
  schema: S;
  /** Stores the accepted input; `key` is the idempotency key from the ticket. */
  save: (data: z.output<S>, key: string) => Promise<T>;
  /** The generic message of a server failure (spec §8, per form). */
  errorMessage: string;
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
    if (name === TICKET_FIELD || name === HONEYPOT_FIELD || typeof value !== "string") continue;
    out[name] = value.slice(0, MAX_ECHO);
  }
  return out;
}

/**
 * The server side of every public form, in order: form data, honeypot,
 * signed minimum-time ticket, per-IP rate limit, the form's zod schema, then
 * one transaction that stores the record with its notifications. Never
 * throws: every outcome is a status and a French message.
 */
export async function handlePublicForm<S extends z.ZodType, T extends object>(
  options: PublicFormOptions<S, T>,
): Promise<PublicFormAnswer<T>> {
  const { request, form, db } = options;
  let values: Record<string, unknown>;
  try {
    values = formValues(await request.formData());
  } catch {
    return fail(400, "rejected", SPAM_MESSAGES.malformed);
  }

  const honeypot = values[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.warn({ form, ip: options.clientIp }, "public form: honeypot filled");
    return fail(400, "rejected", SPAM_MESSAGES.honeypot, values);
  }

  const e = env();
  const check = verifyTicket(appSecret(), form, values[TICKET_FIELD], e.FORM_MIN_SECONDS);
  if (!check.ok) {
    const message = check.reason === "too-fast" ? SPAM_MESSAGES.tooFast : SPAM_MESSAGES.expired;
    return fail(400, "rejected", message, values);
  }

  try {
    const limit = await hitRateLimit(db, `form:${options.clientIp}`, e.RATE_LIMIT_FORMS_PER_MINUTE);
    if (!limit.allowed) {
      logger.warn({ form, ip: options.clientIp }, "public form: rate limited");
      return fail(429, "rejected", SPAM_MESSAGES.rateLimited(limit.retryAfter), values);
    }
  } catch (error) {
    logger.error({ err: error, form }, "public form: rate limit check failed");
    return fail(503, "error", options.errorMessage, values);
  }

  const parsed = options.schema.safeParse(values);
  if (!parsed.success) return fail(400, "validation", firstMessage(parsed.error), values);

  try {
    const result = await options.save(parsed.data, check.ticket.id);
    return { status: 200, body: { ok: true, ...result } };
  } catch (error) {
    logger.error({ err: error, form, ticket: check.ticket.id }, "public form: could not save");
    return fail(500, "error", options.errorMessage, values);
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
