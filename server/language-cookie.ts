import type http from "node:http";
import { languageCookieFor } from "../app/i18n/language";

/** The back office is French whatever the address says. */
const BACK_OFFICE = /^\/(?:admin|auth|setup)(?:[/.?]|$)/;

/**
 * A `?lang=` address is remembered by the server too (decision 0039): a
 * visitor without JavaScript keeps the language on the next page, reached by
 * a link without `?lang=`. Set before the page cache answers, so a cached
 * page gets it too (`writeHead` adds its headers to this one); nothing when
 * the visitor's cookie already says it.
 */
export function rememberLanguage(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = req.url ?? "";
  if (!url.includes("lang=") || (req.method !== "GET" && req.method !== "HEAD")) return;
  if (BACK_OFFICE.test(url)) return;
  const query = new URLSearchParams(url.slice(url.indexOf("?") + 1));
  const cookie = languageCookieFor(query.get("lang"), req.headers.cookie ?? null);
  if (cookie) res.setHeader("Set-Cookie", cookie);
}
