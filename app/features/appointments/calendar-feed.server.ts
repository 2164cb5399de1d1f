import { addDays, tunisWallClock } from "~/domain/calendar";
import crypto from "node:crypto";
import { and, asc, count, eq, gte, inArray, lte } from "drizzle-orm";

/** Who may hold a calendar feed: the roles that see the agenda. */
export const FEED_ROLES = ["admin", "sales"] as const;
import type { Database } from "../../../db/client.server";
import { appointments, calendarFeeds, statusEvents, userRoles } from "../../../db/schema";
import { SLOT_MINUTES } from "~/domain/availability";
import { APPOINTMENT_STATUS_LABELS } from "~/domain/status-machine";
import { serviceShortLabels } from "~/features/content/services.server";
import { siteContent } from "~/features/content/store.server";
import { buildCalendar } from "~/features/notifications/ics";

/** The feed shows this window around today (Tunis). */
export const FEED_DAYS_BEFORE = 30;
export const FEED_DAYS_AFTER = 90;

/**
 * Confirmed appointments and the outcomes that follow them: a cancelled or
 * still pending one is absent, so a calendar drops it on its next refresh.
 */
const LISTED_STATUSES = ["confirmed", "done", "no_show"] as const;

/** 32 random bytes in base64url: 43 characters, nothing else accepted. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

export interface FeedState {
  enabled: boolean;
  since: Date | null;
}

export async function feedState(db: Database, userId: string): Promise<FeedState> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { enabled: Boolean(row), since: row?.createdAt ?? null };
}

/**
 * Turns the administrator's feed on with a new secret token, replacing any
 * previous one (whose address stops working). The token is returned once:
 * only its hash is stored.
 */
export async function issueFeedToken(db: Database, userId: string): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const tokenHash = hashOf(token);
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash, createdAt: new Date() },
    });
  return token;
}

/**
 * Ends the account's feed: turned off in the settings, or its owner's access
 * changed (administrator role removed, access reset), so a
 * role given back later does not bring an old address back to life.
 */
export async function revokeFeed(db: Database, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The subscription address of a token. */
export const feedUrl = (siteUrl: string, token: string) => `${siteUrl}/calendrier/${token}.ics`;

/** The token of a feed address's last segment (`<token>.ics`), or null when malformed. */
export function tokenOfSegment(segment: string | undefined): string | null {
  const token = segment?.endsWith(".ics") ? segment.slice(0, -4) : undefined;
  return token !== undefined && TOKEN.test(token) ? token : null;
}

/**
 * The iCalendar text of a token's feed, or null when no administrator has
 * that token (unknown, revoked or replaced, or its owner no longer an
 * administrator: the role is checked on every read, whatever removed it).
 */
export async function feedCalendar(
  db: Database,
  token: string,
  site: { url: string; name: string },
  now = new Date(),
): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(
      userRoles,
      and(eq(userRoles.userId, calendarFeeds.userId), inArray(userRoles.role, FEED_ROLES)),
    )
    .where(eq(calendarFeeds.tokenHash, hashOf(token)));
  if (!feed) return null;
  const today = tunisWallClock(now).date;
  const labels = serviceShortLabels(await siteContent(db));
  const rows = await db
    .select({
      id: appointments.id,
      name: appointments.name,
      phone: appointments.phone,
      company: appointments.company,
      service: appointments.service,
      date: appointments.preferredDate,
      time: appointments.preferredTime,
      status: appointments.status,
      updatedAt: appointments.updatedAt,
      // Each status change is one more version of the event.
      changes: count(statusEvents.id),
    })
    .from(appointments)
    .leftJoin(
      statusEvents,
      and(eq(statusEvents.entity, "appointment"), eq(statusEvents.entityId, appointments.id)),
    )
    .where(
      and(
        inArray(appointments.status, [...LISTED_STATUSES]),
        gte(appointments.preferredDate, addDays(today, -FEED_DAYS_BEFORE)),
        lte(appointments.preferredDate, addDays(today, FEED_DAYS_AFTER)),
      ),
    )
    .groupBy(appointments.id)
    .orderBy(asc(appointments.preferredDate), asc(appointments.preferredTime));
  const host = new URL(site.url).hostname;
  return buildCalendar({
    method: "PUBLISH",
    name: `Rendez-vous ${site.name}`,
    events: rows.map((a) => {
      const record = `${site.url}/admin/appointments/${a.id}`;
      return {
        // The same UID as the customer's mail attachment: one appointment, one event.
        uid: `${a.id}@${host}`,
        date: a.date,
        time: a.time,
        durationMinutes: SLOT_MINUTES,
        summary: `${labels[a.service] ?? a.service} : ${a.name}`,
        description: [
          `Téléphone : ${a.phone}`,
          ...(a.company ? [`Entreprise : ${a.company}`] : []),
          `Statut : ${APPOINTMENT_STATUS_LABELS[a.status]}`,
          `Fiche : ${record}`,
        ].join("\n"),
        url: record,
        status: a.status,
        sequence: Number(a.changes),
        stamp: now,
        lastModified: a.updatedAt,
      };
    }),
  });
}
