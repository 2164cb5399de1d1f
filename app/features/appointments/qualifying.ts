import { z } from "zod";
import { COMPANY_SIZES, QUALIFYING_LIMITS, type CompanySize } from "~/domain/constants";
import { line, optional, withMax } from "~/features/forms/fields";
import type { FormsDictionary, ValidationMessages } from "~/i18n/forms";
import type { Language } from "~/i18n/language";

/**
 * The optional qualifying questions of pages A and B (decision 0064): one
 * set of fields and rules for both pages and both languages, the same zod
 * schema in the browser and on the server.
 */
export interface QualifyingAnswers {
  companySize: CompanySize | null;
  currentSoftware: string | null;
  seats: number | null;
  sector: string | null;
}

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

/** A stored row's answers. */
export function qualifyingAnswers(row: QualifyingAnswers): QualifyingAnswers {
  return {
    companySize: row.companySize,
    currentSoftware: row.currentSoftware,
    seats: row.seats,
    sector: row.sector,
  };
}

/** Whether the visitor answered at least one question. */
export const hasAnswers = (a: QualifyingAnswers) =>
  a.companySize !== null || a.currentSoftware !== null || a.seats !== null || a.sector !== null;

/** A medical service asks for a speciality rather than a sector. */
export const asksSpeciality = (service: string) => service === "digimed";

/**
 * The answers as label–value lines in a language, the unanswered ones left
 * out: the customer's page, the back office (French) and the CSV share them.
 */
export function qualifyingLines(
  answers: QualifyingAnswers,
  service: string,
  texts: FormsDictionary["qualifying"],
  lang: Language,
): [label: string, value: string][] {
  const lines: [string, string][] = [];
  if (answers.companySize) lines.push([texts.companySize, texts.companySizes[answers.companySize]]);
  if (answers.currentSoftware) lines.push([texts.currentSoftware, answers.currentSoftware]);
  if (answers.seats !== null)
    lines.push([
      texts.seats,
      lang === "fr" ? answers.seats.toLocaleString("fr-FR") : String(answers.seats),
    ]);
  if (answers.sector)
    lines.push([asksSpeciality(service) ? texts.speciality : texts.sectorShort, answers.sector]);
  return lines;
}
