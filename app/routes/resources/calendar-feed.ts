import { siteConfig } from "~/config/site.server";
import { feedCalendar, tokenOfSegment } from "~/features/appointments/calendar-feed.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { db } from "~/lib/db.server";
import type { Route } from "./+types/calendar-feed";

/** Calendar apps refresh a subscription every few minutes at most: more is a probe. */
const REQUESTS_PER_MINUTE = 30;

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "private, no-store",
      ...headers,
    },
  });

/**
 * An administrator's private calendar subscription, `/calendrier/<token>.ics`:
 * the token is the only credential (calendar apps send no cookie).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const limit = await hitRateLimit(db(), `calendar-feed:${context.clientIp}`, REQUESTS_PER_MINUTE);
  if (!limit.allowed) {
    return text("Trop de requêtes : réessayez dans une minute.", 429, {
      "Retry-After": String(limit.retryAfter),
    });
  }
  const token = tokenOfSegment(params.feed);
  const calendar = token ? await feedCalendar(db(), token, siteConfig()) : null;
  if (calendar === null) return text("Calendrier introuvable.", 404);
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="rendez-vous.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
