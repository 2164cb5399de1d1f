/**
 * Phone numbers as customers type them («+216 55 111 222», «00216 55111222»,
 * «55-111-222»): one key to compare and search them, and the links that
 * reach the person. `phoneKey` mirrors the SQL function `phone_key()` of
 * migration 0008 (a test checks they agree).
 */

const TUNISIA = "216";

/** Digits only; Tunisian numbers in 8-digit national form, others with their country code. */
export function phoneKey(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  if (/^00216\d{8}$/.test(digits)) return digits.slice(5);
  if (/^216\d{8}$/.test(digits)) return digits.slice(3);
  if (digits.startsWith("00")) return digits.slice(2);
  return digits;
}

/**
 * The digits to search a phone column with, or undefined when the text is
 * not a phone number. A typed prefix (+216, 00216) is dropped even on a
 * partial number, since the stored keys never carry it.
 */
export function phoneSearchDigits(text: string): string | undefined {
  if (!/^[\d\s+().\-/]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, "");
  const national = /^(\+|00)216/.test(text.replace(/[\s().\-/]/g, ""))
    ? digits.replace(/^(00)?216/, "")
    : phoneKey(text);
  return national.length >= 2 ? national : undefined;
}

/** `tel:` target: the international form when known (dialable from abroad), else the digits. */
export function telHref(phone: string): string {
  const international = internationalNumber(phone);
  return international ? `tel:+${international}` : `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The number in international form for wa.me (216XXXXXXXX), or undefined when unknown. */
export function internationalNumber(phone: string): string | undefined {
  const key = phoneKey(phone);
  if (/^\d{8}$/.test(key)) return `${TUNISIA}${key}`;
  // A foreign number is usable only when written with its country code.
  return /^\s*(\+|00)/.test(phone) && key.length >= 8 ? key : undefined;
}

/** A WhatsApp chat with the number and a prefilled message, or undefined without a usable number. */
export function whatsappHref(phone: string, message: string): string | undefined {
  const number = internationalNumber(phone);
  return number && `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
