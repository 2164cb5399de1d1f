/**
 * What never goes into a log line: the secrets some addresses carry (a
 * self-service link's token, a calendar feed's token, a customer's phone or
 * e-mail as the key of their record), query strings (setup links, searches),
 * e-mail addresses and phone numbers. Shared by the request log, the server's
 * own log lines about a request, and the browser error reports.
 */

/** Path segments that are a secret or a person's data: the segment after these prefixes. */
const SECRET_SEGMENT = /(\/(?:mon-rendez-vous|calendrier|admin\/clients)\/)[^\s?#"'()<>/]+/g;
const EMAIL = /[^\s@"'()<>/]+@[^\s@"'()<>/]+\.[a-z]{2,}/gi;
const DIGIT_RUN = /\+?\d[\d .-]{6,}\d/g;
const MAX_PATH = 200;

/** `text` with secret path segments, e-mail addresses and phone-like digit runs masked. */
export function maskPersonalData(text: string): string {
  return text
    .replace(SECRET_SEGMENT, "$1[masqué]")
    .replace(EMAIL, "[e-mail]")
    .replace(DIGIT_RUN, "[nombre]");
}

/**
 * The path of a URL or request target as a log line may hold it: no query
 * string or fragment, percent-escapes decoded (so `%40` is seen as `@`),
 * secrets and personal data masked, bounded length.
 */
export function loggedPath(target: string): string {
  const path = target.split(/[?#]/, 1)[0] ?? "";
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as written; the masks still apply.
  }
  return maskPersonalData(decoded).slice(0, MAX_PATH);
}
