import { data, redirect } from "react-router";
import type { z } from "zod";
import { Refused, refuse, type Refusal } from "~/domain/result";
import { firstIssue } from "~/features/forms/form-values";
import { logger } from "~/infra/logger.server";
import { setFlash, type Flash } from "~/lib/flash.server";

/** What the log line of an answer says: the command, who ran it, and what it ran on. */
export interface AnswerLog {
  /** The command, as the log names it («role change», «note»). */
  what: string;
  /** The French message of an unexpected failure (the error itself is only logged). */
  failure: string;
  [context: string]: unknown;
}

/**
 * A success: its message (toasted) and any field the page reads, or the
 * page it sends the person to and the flash that page toasts.
 */
export interface Success {
  ok: true;
  message?: string;
  redirect?: string;
  flash?: Flash;
}

/** A refusal's answer body: what the page shows; its status is the response's. */
type RefusalBody<R> = R extends Refusal ? Omit<R, "status"> : never;

/**
 * The one way an administrator's action answers: `run` parses and calls the
 * command, and gives back a success or a refusal (or throws `Refused`, or
 * fails). The answer is the HTTP response, and one log line with the
 * context: `<what>: done` (info), `<what>: refused` (info, with the status;
 * the message may name a person) or `<what>: failed` (error, with the error; the person reads
 * `failure`, never the error).
 */
export async function answer<S extends Success, R extends Refusal = Refusal>(
  log: AnswerLog,
  run: () => Promise<S | R>,
) {
  const { what, failure, ...context } = log;
  let outcome: S | R | Refusal;
  try {
    outcome = await run();
  } catch (error) {
    if (!(error instanceof Refused)) {
      logger.error({ err: error, ...context }, `${what}: failed`);
      const body: RefusalBody<Refusal> = { ok: false, message: failure };
      return data<S | RefusalBody<R | Refusal>>(body, { status: 500 });
    }
    outcome = error.refusal;
  }
  if (outcome.ok) {
    logger.info(context, `${what}: done`);
    if (outcome.redirect) {
      const headers = outcome.flash ? { "Set-Cookie": setFlash(outcome.flash) } : undefined;
      return redirect(outcome.redirect, { headers });
    }
    return data<S | RefusalBody<R | Refusal>>(outcome);
  }
  const { status = 400, ...body } = outcome as R | Refusal;
  logger.info({ ...context, status }, `${what}: refused`);
  return data<S | RefusalBody<R | Refusal>>(body as RefusalBody<R | Refusal>, { status });
}

/** The refusal of a form the schema rejects: its first issue's message and field, 400. */
export function refusedInput(error: z.ZodError, fallback?: string) {
  const { message, field } = firstIssue(error, fallback);
  return refuse.invalid(message, field);
}

/**
 * A command's refusal told under the action's own heading: the toast's title
 * says what failed («Erreur lors de la modification du rôle»), the command's
 * message why.
 */
export function refusedAs(message: string, refusal: Refusal): Refusal & { reason: string } {
  return { ok: false, status: refusal.status, message, reason: refusal.message };
}
