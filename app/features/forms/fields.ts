import { z } from "zod";

/**
 * Building blocks of the public forms' zod schemas, shared by the browser and
 * the server. Every text is cleaned before it is checked: control and
 * bidirectional-override characters are removed (they cannot be typed, and
 * would corrupt mails, CSV exports or the back office display), line breaks
 * are kept only where the field is a text area, and the result is trimmed,
 * so emptiness is judged after trimming as the spec says.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

export function cleanLine(value: string): string {
  return value
    .replace(/[\r\n\t\u2028\u2029]+/g, " ")
    .replace(INVISIBLE, "")
    .trim();
}

export function cleanText(value: string): string {
  return value
    .replace(/\r\n?|[\u2028\u2029]/g, "\n")
    .replace(INVISIBLE, "")
    .trim();
}

/** Anything that is not a string (absent field, file upload) counts as empty. */
const asString = (value: unknown) => (typeof value === "string" ? value : "");

/** A single-line input, cleaned; chain `.pipe(z.string()...)` for its rules. */
export const line = () => z.preprocess(asString, z.string()).transform(cleanLine);

/** A text area, cleaned; line breaks kept. */
export const text = () => z.preprocess(asString, z.string()).transform(cleanText);

/** An optional text: `null` when empty after cleaning. */
export function optional(kind: "line" | "text", max: number, tooLong: string) {
  return (kind === "line" ? line() : text())
    .pipe(z.string().max(max, tooLong))
    .transform((v) => (v === "" ? null : v));
}

/** One of a fixed list of values; anything else, absence included, gets `message`. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(asString, z.enum(values, { error: message }));
}

/** A cap message: `{max}` replaced by the field's limit. */
export function withMax(message: string, max: number): string {
  return message.replace("{max}", String(max));
}

/** Zod's own address pattern (no spaces, no commas, a dotted domain). */
export const EMAIL_PATTERN = z.regexes.email;

/** Digits, spaces and the usual separators of a phone number. */
export const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
