import { parse, serialize, type SerializeOptions } from "cookie";

/*
 * The one way the site reads and writes cookies: the `cookie` package (the
 * one React Router itself uses), never template strings or a parser of our own.
 */

/** A value that cannot be decoded (a broken escape such as `%E0%A4%A`) is dropped, not thrown. */
function decode(value: string): string | undefined {
  const unquoted =
    value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  try {
    return unquoted.includes("%") ? decodeURIComponent(unquoted) : unquoted;
  } catch {
    return undefined;
  }
}

/**
 * The cookies of a Cookie header. It never throws: a hostile or corrupted
 * cookie is ignored instead of failing every page. The first occurrence of a
 * name wins, as browsers send the most specific cookie first.
 */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const [name, value] of Object.entries(parse(header, { decode }))) {
    if (name && value !== undefined) cookies.set(name, value);
  }
  return cookies;
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return parseCookies(header).get(name);
}

/** A Set-Cookie header (or a `document.cookie` assignment); values are percent-encoded. */
export function writeCookie(name: string, value: string, options: SerializeOptions): string {
  return serialize(name, value, options);
}
