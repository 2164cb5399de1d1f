import { tunisWallClock } from "~/domain/calendar";
import { SHOWN_HEADER, SHOWN_VALUE } from "./shown";

/**
 * What a page view says about its visit, read from the request alone: the
 * day (in Tunis), the page, the device, and where the visitor came from.
 * Nothing here identifies a person (decision 0062).
 */

export type Device = "phone" | "desktop";

/** Where a visit came from, as stored on the visit and on what it led to. */
export interface VisitSource {
  landingPath: string;
  language: "fr" | "ar";
  /** The referring site's host name ("" when direct or from this site). */
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

/** Campaign values and host names are cut to this many characters. */
const MAX_VALUE = 100;
const MAX_PATH = 200;

/** The Tunis calendar day (YYYY-MM-DD) of an instant: visitors are recognised within it. */
export function audienceDay(instant: Date): string {
  return tunisWallClock(instant).date;
}

/** Phones say so in their user agent; tablets and computers count as desktop. */
const PHONE = /\bMobi|iPhone|iPod|Android.+Mobile|Windows Phone|BlackBerry|Opera Mini/i;

export function deviceOf(userAgent: string): Device {
  return PHONE.test(userAgent) ? "phone" : "desktop";
}

/** Printable, trimmed and bounded: a campaign name or a host as the back office shows it. */
export function cleanValue(value: string | null | undefined): string {
  if (!value) return "";
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .trim()
      .slice(0, MAX_VALUE)
  );
}

/**
 * The referring site's host (without `www.`), or "" when there is none, it
 * cannot be read, or it is this site (a link from one page to another).
 */
export function externalReferrer(referer: string | undefined, host: string | undefined): string {
  if (!referer) return "";
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return "";
  }
  const referrerHost = url.host.toLowerCase();
  if (!referrerHost || referrerHost === (host ?? "").toLowerCase()) return "";
  return cleanValue(url.hostname.toLowerCase().replace(/^www\./, ""));
}

/**
 * Pages whose address carries something personal are counted under their
 * pattern (a self-service link's token names one appointment).
 */
const PERSONAL_PATH = /^\/mon-rendez-vous\/.*/;

/** The page as it is counted: no query, no trailing slash, no personal token, bounded. */
export function countedPath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (PERSONAL_PATH.test(path)) return "/mon-rendez-vous/…";
  return path.slice(0, MAX_PATH) || "/";
}

/**
 * Addresses that are never a public page: the back office and its sign-in,
 * APIs, React Router data requests, files (anything with an extension),
 * built assets, health and metrics, calendar feeds.
 */
const NOT_A_PAGE =
  /^\/(?:admin|auth|setup|account|logout|api|assets|healthz|metrics|calendrier|apercu)(?:[/.]|$)|\.[a-z0-9]+$/i;

export function isPagePath(pathname: string): boolean {
  return !NOT_A_PAGE.test(pathname);
}

/** The campaign of a landing address (`utm_source`, `utm_medium`, `utm_campaign`). */
export function campaignOf(
  query: URLSearchParams,
): Pick<VisitSource, "utmSource" | "utmMedium" | "utmCampaign"> {
  return {
    utmSource: cleanValue(query.get("utm_source")).toLowerCase(),
    utmMedium: cleanValue(query.get("utm_medium")).toLowerCase(),
    utmCampaign: cleanValue(query.get("utm_campaign")),
  };
}

/**
 * A request made ahead of a visit (a browser's prefetch or prerender,
 * speculation rules, `<link rel=prefetch>`): the page may never be seen.
 */
export function isPrefetch(headers: { [name: string]: string | string[] | undefined }): boolean {
  const purpose = headers["sec-purpose"] ?? headers["purpose"] ?? headers["x-purpose"];
  if (typeof purpose === "string" && /prefetch|prerender|preview/i.test(purpose)) return true;
  const moz = headers["x-moz"];
  return typeof moz === "string" && /prefetch/i.test(moz);
}

/**
 * The request a page shown from a prefetch sends of itself (shown.ts), from
 * this site: a browser names another site in Sec-Fetch-Site (and could not
 * send the header from there without a preflight the server refuses).
 */
export function isShownRequest(headers: {
  [name: string]: string | string[] | undefined;
}): boolean {
  const site = headers["sec-fetch-site"];
  return (
    headers[SHOWN_HEADER.toLowerCase()] === SHOWN_VALUE &&
    (site === undefined || site === "same-origin")
  );
}
