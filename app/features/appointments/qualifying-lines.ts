import type { CompanySize } from "~/domain/constants";
import type { FormsDictionary } from "~/i18n/forms";
import type { Language } from "~/i18n/language";

/**
 * The optional qualifying answers of an appointment as pages and exports show
 * them (decision 0064). Without zod: the self-service page's browser code
 * imports it, and the schema stays out of that page's first load.
 */
export interface QualifyingAnswers {
  companySize: CompanySize | null;
  currentSoftware: string | null;
  seats: number | null;
  sector: string | null;
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
