import { MAX_MESSAGE, MAX_STACK } from "./report";

/**
 * Removes what could identify a visitor from a browser error before it is
 * logged: query strings and fragments of URLs (tokens, search terms), e-mail
 * addresses and long digit runs (phone numbers), and caps the length.
 */
export function scrub(text: string, max: number): string {
  return text
    .replace(/([a-z][a-z0-9+.-]*:\/\/[^\s?#"'()]*|\/[^\s?#"'()]*)[?#][^\s"'()]*/gi, "$1")
    .replace(/[^\s@"'()<>]+@[^\s@"'()<>]+\.[a-z]{2,}/gi, "[e-mail]")
    .replace(/\+?\d[\d .-]{6,}\d/g, "[nombre]")
    .slice(0, max);
}

export const scrubMessage = (text: string) => scrub(text, MAX_MESSAGE);
export const scrubStack = (text: string) => scrub(text, MAX_STACK);

/** A page path without query or fragment, or "/" when it is not a path. */
export function pagePath(value: string): string {
  const path = value.split(/[?#]/, 1)[0] ?? "";
  return path.startsWith("/") ? path.slice(0, 200) : "/";
}
