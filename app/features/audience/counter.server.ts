import { addDays, tunisInstant } from "~/domain/calendar";
import crypto from "node:crypto";
import type http from "node:http";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { isbot } from "isbot";
import proxyaddr from "proxy-addr";
import type { Database } from "../../../db/client.server";
import { audiencePageViews, audienceVisits, sessions } from "../../../db/schema";
import { languageFrom } from "~/i18n/language";
import { logger } from "~/infra/logger.server";
import { pick } from "~/lib/pick";
import {
  audienceDay,
  campaignOf,
  countedPath,
  deviceOf,
  externalReferrer,
  isPagePath,
  isPrefetch,
  isShownRequest,
  type Device,
  type VisitSource,
} from "./visit";

/**
 * Page views counted by the server itself (decisions 0062 and 0063): no
 * cookie, no script, no third party. A request is looked at once, before it
 * is answered (`candidate`: a few string tests), and counted once answered
 * (`record`) into in-memory batches that `flush` adds to the database every
 * few seconds and on shutdown, as additive upserts: any number of instances
 * add up. A visitor is a hash of the client address, the user agent and a
 * salt of the day derived from the server secret, never stored; the hashes
 * themselves are gone once their day is over (folded into daily aggregates).
 */

const FLUSH_EVERY_MS = 10_000;
/** Bounds on what waits in memory if the database is away for long: counts are dropped past them. */
const MAX_PENDING_VISITS = 50_000;
const MAX_PENDING_SIGNED_IN = 10_000;
/** User agents seen recently and whether they are bots (isbot runs a long expression). */
const MAX_KNOWN_AGENTS = 2_000;

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]*)/;

/** A request that may count as a page view, depending on its answer. */
export interface Candidate {
  req: http.IncomingMessage;
  pathname: string;
  /** A client-side navigation: React Router's data request for the next page (`/blog.data`). */
  navigation: boolean;
  userAgent: string;
  /** The session token a signed-in team member's browser sends: checked at flush, off the request. */
  sessionToken: string | undefined;
}

interface PendingVisit extends VisitSource {
  day: string;
  visitor: string;
  firstSeen: Date;
  device: Device;
  pageViews: number;
}

interface View {
  day: string;
  path: string;
  language: "fr" | "ar";
  visit: PendingVisit;
}

export interface AudienceOptions {
  /** False: nothing is counted (AUDIENCE_COUNTING=off). */
  enabled: boolean;
  db: () => Database;
  /** The server secret the daily salt is derived from (every instance has the same). */
  secret: () => string;
  /** Express's compiled TRUST_PROXY: the client address is the one every other part trusts. */
  trustProxy: (address: string, hop: number) => boolean;
  now?: () => Date;
  flushEveryMs?: number;
}

export class AudienceCounter {
  private views = new Map<string, number>();
  private visits = new Map<string, PendingVisit>();
  private signedIn: { token: string; view: View }[] = [];
  private agents = new Map<string, boolean>();
  private salt = { day: "", value: Buffer.alloc(0) };
  /** The Tunis day of the last view and the instants it spans (one date computation a day). */
  private today = { day: "", start: 0, end: 0 };
  /** Today's hashes by address and user agent: one HMAC per visitor, not per page (cleared daily). */
  private hashes = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly now: () => Date;

  constructor(private readonly options: AudienceOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * The request, if it may be a page view: a GET of a page address, or the
   * HEAD a page shown from a prefetch sends of itself (shown.ts), not a
   * prefetch, not a bot.
   */
  candidate(req: http.IncomingMessage): Candidate | undefined {
    if (!this.options.enabled) return undefined;
    if (req.method !== "GET" && !(req.method === "HEAD" && isShownRequest(req.headers))) {
      return undefined;
    }
    const url = req.url ?? "/";
    const queryStart = url.indexOf("?");
    let pathname = queryStart < 0 ? url : url.slice(0, queryStart);
    const navigation = pathname.endsWith(".data");
    if (navigation) {
      pathname = pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length);
      // The page the visitor is on asked again (after a form, a revalidation): not a new view.
      if (pathOf(req.headers.referer) === pathname) return undefined;
    }
    if (!isPagePath(pathname) || isPrefetch(req.headers)) return undefined;
    const userAgent = req.headers["user-agent"] ?? "";
    if (this.isBot(userAgent)) return undefined;
    const cookie = req.headers.cookie;
    const token = cookie ? SESSION_COOKIE.exec(cookie)?.[1] : undefined;
    return {
      req,
      pathname,
      navigation,
      userAgent,
      sessionToken: token ? tokenOf(token) : undefined,
    };
  }

  /**
   * Counts a candidate once its answer is known: a 200 HTML page, or a 304
   * from the page cache (the browser shows the page it kept: a view too).
   */
  record(candidate: Candidate, res: http.ServerResponse, fromPageCache = false): void {
    const status = res.statusCode;
    if (status === 304 ? !fromPageCache : status !== 200) return;
    const html = String(res.getHeader("content-type") ?? "").startsWith("text/html");
    if (!fromPageCache && !candidate.navigation && !html) return;
    try {
      this.add(candidate);
    } catch (error) {
      logger.error({ err: error }, "audience: page view not counted");
    }
  }

  /** Calls `record` when the response is finished (pages rendered by Express). */
  recordWhenFinished(candidate: Candidate, res: http.ServerResponse): void {
    res.once("finish", () => this.record(candidate, res));
  }

  /**
   * The source of the visit this client is on today, for an order or an
   * appointment request: this instance's batch first, then the database
   * (another instance may have counted the visit). Null when none is known;
   * never throws (a request is never refused for its statistics).
   */
  async sourceFor(clientIp: string, userAgent: string): Promise<VisitSource | null> {
    if (!this.options.enabled) return null;
    try {
      const day = audienceDay(this.now());
      const visitor = this.visitorHash(day, clientIp, userAgent);
      const [stored] = await this.options
        .db()
        .select()
        .from(audienceVisits)
        .where(and(eq(audienceVisits.day, day), eq(audienceVisits.visitor, visitor)));
      const visit = stored ?? this.visits.get(`${day}\n${visitor}`);
      return visit ? pick(visit, SOURCE_FIELDS) : null;
    } catch (error) {
      logger.error({ err: error }, "audience: visit source not found");
      return null;
    }
  }

  /** Writes what was counted since the last flush; concurrent calls run one after the other. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  /** Stops the periodic flush and writes what is left (graceful shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private isBot(userAgent: string): boolean {
    if (!userAgent) return true;
    let bot = this.agents.get(userAgent);
    if (bot === undefined) {
      if (this.agents.size >= MAX_KNOWN_AGENTS) this.agents.clear();
      bot = isbot(userAgent);
      this.agents.set(userAgent, bot);
    }
    return bot;
  }

  /** The day's salt: derived from the secret and the day, kept in memory, never written. */
  private saltOf(day: string): Buffer {
    if (this.salt.day !== day) {
      const value = crypto
        .createHmac("sha256", this.options.secret())
        .update(`audience visitor salt ${day}`)
        .digest();
      this.salt = { day, value };
    }
    return this.salt.value;
  }

  /** 128 bits of HMAC(salt of the day, address and user agent): the same visitor all day, on every instance. */
  visitorHash(day: string, clientIp: string, userAgent: string): string {
    return crypto
      .createHmac("sha256", this.saltOf(day))
      .update(`${clientIp}\n${userAgent}`)
      .digest("base64url")
      .slice(0, 22);
  }

  /** The Tunis day of an instant, recomputed only when the instant leaves the last one's day. */
  private dayOf(now: Date): string {
    const ms = now.getTime();
    if (ms < this.today.start || ms >= this.today.end) {
      const day = audienceDay(now);
      const start = tunisInstant(day, "00:00").getTime();
      this.today = { day, start, end: tunisInstant(addDays(day, 1), "00:00").getTime() };
      this.hashes.clear();
    }
    return this.today.day;
  }

  private add(candidate: Candidate): void {
    const { req, pathname, userAgent } = candidate;
    const now = this.now();
    const day = this.dayOf(now);
    // Without a forwarded header the trusted address is the socket's (what proxy-addr returns).
    const ip = req.headers["x-forwarded-for"]
      ? proxyaddr(req, this.options.trustProxy)
      : (req.socket.remoteAddress ?? "");
    const client = `${ip}\n${userAgent}`;
    let visitor = this.hashes.get(client);
    if (visitor === undefined) {
      visitor = this.visitorHash(day, ip, userAgent);
      if (this.hashes.size >= MAX_PENDING_VISITS) this.hashes.clear();
      this.hashes.set(client, visitor);
    }
    const url = req.url ?? "/";
    const queryStart = url.indexOf("?");
    const query = queryStart < 0 ? undefined : new URLSearchParams(url.slice(queryStart + 1));
    const cookie = req.headers.cookie;
    const language =
      query || cookie ? languageFrom(query?.get("lang") ?? null, cookie ?? null) : "fr";
    const path = countedPath(pathname);
    const key = `${day}\n${visitor}`;
    let visit = this.visits.get(key);
    if (!visit) {
      if (this.visits.size >= MAX_PENDING_VISITS) return;
      visit = {
        day,
        visitor,
        firstSeen: now,
        landingPath: path,
        language,
        referrer: externalReferrer(req.headers.referer, req.headers.host),
        ...campaignOf(query ?? new URLSearchParams()),
        device: deviceOf(userAgent),
        pageViews: 0,
      };
    }
    const view: View = { day, path, language, visit };
    if (candidate.sessionToken) {
      if (this.signedIn.length < MAX_PENDING_SIGNED_IN) {
        this.signedIn.push({ token: candidate.sessionToken, view });
      }
    } else {
      this.count(view);
    }
    this.timer ??= setInterval(
      () => void this.flush(),
      this.options.flushEveryMs ?? FLUSH_EVERY_MS,
    ).unref();
  }

  private count(view: View): void {
    const key = `${view.day}\n${view.visit.visitor}`;
    let visit = this.visits.get(key);
    if (!visit) {
      visit = view.visit;
      this.visits.set(key, visit);
    }
    visit.pageViews++;
    const page = `${view.day}\n${view.path}\n${view.language}`;
    this.views.set(page, (this.views.get(page) ?? 0) + 1);
  }

  private async write(): Promise<void> {
    const db = this.options.db();
    if (this.signedIn.length > 0) {
      const waiting = this.signedIn;
      this.signedIn = [];
      // A team member's session, valid now, means their pages are not counted; any other cookie is a visitor's.
      const tokens = [...new Set(waiting.map((w) => w.token))];
      let valid = new Set<string>(tokens);
      try {
        const rows = await db
          .select({ token: sessions.token })
          .from(sessions)
          .where(and(inArray(sessions.token, tokens), gt(sessions.expiresAt, this.now())));
        valid = new Set(rows.map((r) => r.token));
      } catch (error) {
        logger.error({ err: error }, "audience: sessions unreadable, their page views dropped");
      }
      for (const { token, view } of waiting) if (!valid.has(token)) this.count(view);
    }
    const views = this.views;
    const visits = this.visits;
    this.views = new Map();
    this.visits = new Map();
    try {
      if (visits.size > 0) await upsertVisits(db, [...visits.values()]);
      if (views.size > 0) await upsertViews(db, views);
      await foldPastVisits(db, audienceDay(this.now()));
    } catch (error) {
      logger.error({ err: error }, "audience: counts not written, kept for the next flush");
      this.mergeBack(views, visits);
    }
  }

  private mergeBack(views: Map<string, number>, visits: Map<string, PendingVisit>) {
    for (const [key, n] of views) this.views.set(key, (this.views.get(key) ?? 0) + n);
    for (const [key, visit] of visits) {
      const newer = this.visits.get(key);
      if (newer) {
        visit.pageViews += newer.pageViews;
      } else if (this.visits.size >= MAX_PENDING_VISITS) {
        continue;
      }
      this.visits.set(key, visit);
    }
  }
}

/** The path of a Referer header, or undefined. */
function pathOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).pathname;
  } catch {
    return undefined;
  }
}

/** better-auth's cookie holds `token.signature`, URL-encoded: the sessions table holds the token. */
function tokenOf(value: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  const token = decoded.split(".")[0];
  return token && token.length <= 200 ? token : undefined;
}

/** What a request keeps of its visit (a stored row holds more). */
const SOURCE_FIELDS = [
  "landingPath",
  "language",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
] as const satisfies readonly (keyof VisitSource)[];

/** The `source_*` columns of an order or an appointment request. */
export function sourceColumns(source: VisitSource | null | undefined) {
  if (!source) return {};
  return {
    sourceLandingPath: source.landingPath,
    sourceLanguage: source.language,
    sourceReferrer: source.referrer,
    sourceUtmSource: source.utmSource,
    sourceUtmMedium: source.utmMedium,
    sourceUtmCampaign: source.utmCampaign,
  };
}

/** The earlier of two rows of one visit gives its source (instances may flush in any order). */
const earlier = (column: string) =>
  sql.raw(
    `CASE WHEN excluded.first_seen < audience_visits.first_seen THEN excluded.${column} ELSE audience_visits.${column} END`,
  );

async function upsertVisits(db: Database, visits: PendingVisit[]) {
  for (let i = 0; i < visits.length; i += 1000) {
    await db
      .insert(audienceVisits)
      .values(visits.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [audienceVisits.day, audienceVisits.visitor],
        set: {
          pageViews: sql`audience_visits.page_views + excluded.page_views`,
          landingPath: earlier("landing_path"),
          language: earlier("language"),
          referrer: earlier("referrer"),
          utmSource: earlier("utm_source"),
          utmMedium: earlier("utm_medium"),
          utmCampaign: earlier("utm_campaign"),
          device: earlier("device"),
          firstSeen: sql`least(audience_visits.first_seen, excluded.first_seen)`,
        },
      });
  }
}

async function upsertViews(db: Database, views: Map<string, number>) {
  const rows = [...views].map(([key, n]) => {
    const [day, path, language] = key.split("\n") as [string, string, string];
    return { day, path, language, views: n };
  });
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(audiencePageViews)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [audiencePageViews.day, audiencePageViews.path, audiencePageViews.language],
        set: { views: sql`audience_page_views.views + excluded.views` },
      });
  }
}

/**
 * The visits of days before `today` become daily counts, and their hashes
 * are deleted, in one statement: two instances folding at once cannot count
 * a visit twice (the second finds the rows gone).
 */
export async function foldPastVisits(db: Database, today: string): Promise<void> {
  const exists = await db
    .select({ day: audienceVisits.day })
    .from(audienceVisits)
    .where(lt(audienceVisits.day, today))
    .limit(1);
  if (exists.length === 0) return;
  await db.execute(sql`
    WITH gone AS (
      DELETE FROM audience_visits WHERE day < ${today}
      RETURNING day, landing_path, language, referrer, utm_source, utm_medium, utm_campaign,
                device, page_views)
    INSERT INTO audience_daily_visits
      (day, landing_path, language, referrer, utm_source, utm_medium, utm_campaign, device,
       visitors, page_views)
    SELECT day, landing_path, language, referrer, utm_source, utm_medium, utm_campaign, device,
           count(*)::int, sum(page_views)::int
      FROM gone
     GROUP BY day, landing_path, language, referrer, utm_source, utm_medium, utm_campaign, device
    ON CONFLICT (day, landing_path, language, referrer, utm_source, utm_medium, utm_campaign, device)
    DO UPDATE SET visitors = audience_daily_visits.visitors + excluded.visitors,
                  page_views = audience_daily_visits.page_views + excluded.page_views`);
}
