import { isIsoDate } from "~/domain/calendar";
import { z } from "zod";
import type { Result } from "~/domain/result";

export const CALL_MAX_LENGTH = 1000;
export const TASK_MAX_LENGTH = 500;

export const TEAM_FORM_MESSAGES = {
  owner: "Responsable invalide",
  callEmpty: "Résumez l'appel avant de l'enregistrer.",
  callTooLong: `Le résumé ne doit pas dépasser ${CALL_MAX_LENGTH} caractères.`,
  taskEmpty: "Écrivez ce qu'il faut faire.",
  taskTooLong: `La relance ne doit pas dépasser ${TASK_MAX_LENGTH} caractères.`,
  due: "Choisissez une date d'échéance valide.",
  taskId: "Relance introuvable",
} as const;

/** «Attribuer»: a team member's id, or empty for nobody. */
export const assignSchema = z.object({
  intent: z.literal("assign"),
  owner: z.string().trim().max(64, TEAM_FORM_MESSAGES.owner),
});

/** «Noter un appel». */
export const callSchema = z.object({
  intent: z.literal("call"),
  summary: z
    .string({ error: TEAM_FORM_MESSAGES.callEmpty })
    .trim()
    .min(1, TEAM_FORM_MESSAGES.callEmpty)
    .max(CALL_MAX_LENGTH, TEAM_FORM_MESSAGES.callTooLong),
});

/** «Programmer une relance»: when, what, and for whom (oneself when empty). */
export const taskSchema = z.object({
  intent: z.literal("task"),
  due: z.string().refine(isIsoDate, TEAM_FORM_MESSAGES.due),
  note: z
    .string({ error: TEAM_FORM_MESSAGES.taskEmpty })
    .trim()
    .min(1, TEAM_FORM_MESSAGES.taskEmpty)
    .max(TASK_MAX_LENGTH, TEAM_FORM_MESSAGES.taskTooLong),
  owner: z.string().trim().max(64, TEAM_FORM_MESSAGES.owner).optional(),
});

export const taskDoneSchema = z.object({
  intent: z.literal("task-done"),
  id: z.string().uuid(TEAM_FORM_MESSAGES.taskId),
});

export type TeamActionData = Result<{ message: string }>;
