import { z } from "zod";
import { COMPANY_SIZES, QUALIFYING_LIMITS } from "~/domain/constants";
import { line, optional, withMax } from "~/features/forms/fields";
import type { ValidationMessages } from "~/i18n/forms";
import type { QualifyingAnswers } from "./qualifying-lines";

/**
 * The optional qualifying questions of pages A and B (decision 0064): one
 * set of fields and rules for both pages and both languages, the same zod
 * schema in the browser and on the server.
 */

/** The form's field names, in the form's order. */
export const QUALIFYING_FIELDS = ["company_size", "current_software", "seats", "sector"] as const;

/** The schema's part for the four questions: every one may stay empty. */
export const qualifyingShape = (m: ValidationMessages) => ({
  company_size: line().pipe(
    z
      .union([z.literal(""), z.enum(COMPANY_SIZES)], { error: m.companySizeInvalid })
      .transform((v) => (v === "" ? null : v)),
  ),
  current_software: optional(
    "line",
    QUALIFYING_LIMITS.text,
    withMax(m.currentSoftwareTooLong, QUALIFYING_LIMITS.text),
  ),
  seats: line().pipe(
    z
      .string()
      .regex(/^\d{0,5}$/, m.seatsInvalid)
      .transform((v) => (v === "" ? null : Number(v)))
      .refine((n) => n === null || (n >= 1 && n <= QUALIFYING_LIMITS.seatsMax), m.seatsInvalid),
  ),
  sector: optional(
    "line",
    QUALIFYING_LIMITS.text,
    withMax(m.sectorTooLong, QUALIFYING_LIMITS.text),
  ),
});

type QualifyingInput = z.output<z.ZodObject<ReturnType<typeof qualifyingShape>>>;

/** The schema's output as the appointment's columns. */
export function fromQualifyingInput(input: QualifyingInput): QualifyingAnswers {
  return {
    companySize: input.company_size,
    currentSoftware: input.current_software,
    seats: input.seats,
    sector: input.sector,
  };
}
