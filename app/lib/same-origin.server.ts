import { env } from "~/config/env.server";

export const CROSS_ORIGIN_MESSAGE = "Requête refusée : origine non autorisée.";

/**
 * A state-changing request must come from our own pages: a browser always
 * sends Origin on a cross-origin POST (and Sec-Fetch-Site), so either one
 * naming another site is refused, as is an empty Origin, which no browser
 * sends. Non-browser clients send neither.
 */
export function isSameOrigin(
  origin: string | null,
  fetchSite: string | null,
  requestOrigin: string,
): boolean {
  // A page sent with `Referrer-Policy: no-referrer` (the visitor's appointment page) posts its
  // plain forms with `Origin: null`; the browser's own Sec-Fetch-Site still tells where from.
  if (origin === "null") return fetchSite === "same-origin";
  if (origin !== null) return [requestOrigin, new URL(env().SITE_URL).origin].includes(origin);
  return !fetchSite || fetchSite === "same-origin" || fetchSite === "none";
}

export function isSameOriginRequest(request: Request): boolean {
  return isSameOrigin(
    request.headers.get("origin"),
    request.headers.get("sec-fetch-site"),
    new URL(request.url).origin,
  );
}
