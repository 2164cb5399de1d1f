import { z } from "zod";
import type { Result } from "~/domain/result";

export const NOTE_MAX_LENGTH = 2000;

export const NOTE_MESSAGES = {
  added: "Note ajoutée",
  empty: "Écrivez la note avant de l'ajouter.",
  tooLong: `La note ne doit pas dépasser ${NOTE_MAX_LENGTH} caractères.`,
  failure: "Erreur lors de l'ajout de la note",
} as const;

/** An internal note posted from an order or appointment page. */
export const noteSchema = z.object({
  intent: z.literal("note"),
  body: z
    .string({ error: NOTE_MESSAGES.empty })
    .trim()
    .min(1, NOTE_MESSAGES.empty)
    .max(NOTE_MAX_LENGTH, NOTE_MESSAGES.tooLong),
});

/** What the note action answers; the note form turns it into a toast or an inline error. */
export type NoteActionData = Result<{ message: string }>;
