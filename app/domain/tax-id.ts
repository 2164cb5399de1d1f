/**
 * The Tunisian «matricule fiscal» (tax identifier) of a company: 7 digits,
 * the key letter, the VAT code, the category code and the 3-digit number of
 * the establishment (000 for the main one), written `1234567A/A/M/000`.
 * Typed with or without the slashes and spaces, in either case; stored in
 * that normalised form.
 */

const TYPED = /^(\d{7})([A-HJ-NP-TV-Z])([ABDNP])([CEMNP])(\d{3})$/;

/** The normalised form, or null when the text is not a matricule fiscal. */
export function normaliseTaxId(input: string): string | null {
  if (input.length > 40) return null;
  const compact = input.replace(/[\s/.\-\u00a0\u202f]/g, "").toUpperCase();
  const match = TYPED.exec(compact);
  if (!match) return null;
  const [, digits, key, vat, category, establishment] = match as unknown as string[];
  return `${digits}${key}/${vat}/${category}/${establishment}`;
}

/** What the database checks on the stored form. */
export const TAX_ID_STORED = "^[0-9]{7}[A-Z]/[A-Z]/[A-Z]/[0-9]{3}$";
