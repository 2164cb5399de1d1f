import { loggedPath, maskPersonalData } from "~/infra/log-redaction";
import { MAX_MESSAGE, MAX_STACK } from "./report";

/**
 * Removes what could identify a visitor from a browser error before it is
 * logged: query strings and fragments of URLs (tokens, search terms), tokens
 * and customer keys in paths, e-mail addresses and long digit runs (phone
 * numbers), and caps the length.
 */
export function scrub(text: string, max: number): string {
  return maskPersonalData(
    text.replace(/([a-z][a-z0-9+.-]*:\/\/[^\s?#"'()]*|\/[^\s?#"'()]*)[?#][^\s"'()]*/gi, "$1"),
  ).slice(0, max);
}

export const scrubMessage = (text: string) => scrub(text, MAX_MESSAGE);
export const scrubStack = (text: string) => scrub(text, MAX_STACK);

/** A page path as logs may hold it (see loggedPath), or "/" when it is not a path. */
export function pagePath(value: string): string {
  return value.startsWith("/") ? loggedPath(value) : "/";
}
