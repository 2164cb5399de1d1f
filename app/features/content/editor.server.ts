import { data } from "react-router";
import type { z } from "zod";
import { logger } from "~/infra/logger.server";
import { contentSaveRefusal } from "./revisions.server";
import type { Refusal } from "~/domain/result";
import { firstIssue } from "~/features/forms/form-values";

export type EditorAnswer = Refusal;

/** A form the schema refused: its first message, 400. */
export function invalidForm(error: z.ZodError) {
  const { message, field } = firstIssue(error);
  return data<EditorAnswer>({ ok: false, message, field }, { status: 400 });
}

/**
 * What a content editor's action answers when a save throws: the
 * administrator's message for a refused save (stale version, address taken,
 * item gone), a generic one (logged) for anything else.
 */
export function failedSave(error: unknown, what: string, context: Record<string, unknown>) {
  const refusal = contentSaveRefusal(error);
  if (refusal) {
    const field = refusal.kind === "slug-taken" ? "slug" : undefined;
    return data<EditorAnswer>(
      { ok: false, message: refusal.message, field },
      { status: refusal.status },
    );
  }
  logger.error({ err: error, ...context }, `${what} save failed`);
  return data<EditorAnswer>(
    { ok: false, message: "Erreur lors de l'enregistrement. Réessayez." },
    { status: 500 },
  );
}
