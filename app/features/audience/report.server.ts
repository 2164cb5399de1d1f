import { addDays, tunisInstant } from "~/domain/calendar";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../../db/client.server";
import { serviceShortLabels } from "~/features/content/services.server";
import { siteContent } from "~/features/content/store.server";
import { periodColumns, type Period } from "./period";
import { RECORDS } from "~/domain/records";

/**
 * What the Audience page shows for a period: visitors and page views per
 * day (or month), top pages, sources, campaigns, languages, devices, and the
 * orders and appointment requests each landing page, source, campaign,
 * language and product brought, with the previous period's totals.
 * Visitors come from the daily aggregates plus today's visits.
 */

export interface Totals {
  visitors: number;
  pageViews: number;
  orders: number;
  appointments: number;
}

/** One line of a breakdown: visitors, and what they led to. */
export interface Breakdown {
  label: string;
  visitors: number;
  orders: number;
  appointments: number;
}

export interface AudienceReport {
  totals: Totals;
  previous: Totals;
  columns: { column: string; visitors: number; pageViews: number }[];
  pages: { path: string; fr: number; ar: number }[];
  sources: Breakdown[];
  campaigns: Breakdown[];
  landingPages: Breakdown[];
  languages: (Breakdown & { pageViews: number })[];
  devices: { label: string; visitors: number }[];
  products: Breakdown[];
}

/** The label of a visit's source: its campaign source, else the referring site, else direct. */
export const DIRECT = "Accès direct";
const TOP = 10;

/** Today's visits and the daily counts, one shape (`visitors` is 1 for a visit of today). */
const VISITS = sql.raw(`(
  SELECT day, landing_path, language, referrer, utm_source, utm_medium, utm_campaign, device,
         visitors, page_views
    FROM audience_daily_visits
  UNION ALL
  SELECT day, landing_path, language, referrer, utm_source, utm_medium, utm_campaign, device,
         1, page_views
    FROM audience_visits)`);

interface VisitGroup {
  landing_path: string;
  language: string;
  source: string;
  utm_campaign: string;
  utm_source: string;
  utm_medium: string;
  device: string;
  visitors: number;
}

interface RequestRow {
  kind: "order" | "appointment";
  product: string;
  landing_path: string | null;
  language: string | null;
  source: string | null;
  utm_campaign: string | null;
}

/** The instants that bound a period of Tunis days: its first midnight and the one after its end. */
function bounds(from: string, to: string) {
  return {
    start: tunisInstant(from, "00:00").toISOString(),
    end: tunisInstant(addDays(to, 1), "00:00").toISOString(),
  };
}

const sourceSql = (prefix = "") =>
  `COALESCE(NULLIF(${prefix}utm_source, ''), NULLIF(${prefix}referrer, ''), '${DIRECT}')`;

async function totals(db: Database, from: string, to: string): Promise<Totals> {
  const { start, end } = bounds(from, to);
  const [row] = await queryRows<Totals>(
    db,
    sql`SELECT
      (SELECT COALESCE(sum(visitors), 0)::int FROM ${VISITS} v WHERE day BETWEEN ${from} AND ${to}) AS "visitors",
      (SELECT COALESCE(sum(views), 0)::int FROM audience_page_views WHERE day BETWEEN ${from} AND ${to}) AS "pageViews",
      (SELECT count(*)::int FROM orders WHERE created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz) AS "orders",
      (SELECT count(*)::int FROM appointments WHERE created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz) AS "appointments"`,
  );
  return row!;
}

function breakdown(
  groups: VisitGroup[],
  requests: RequestRow[],
  visitKey: (g: VisitGroup) => string | undefined,
  requestKey: (r: RequestRow) => string | null | undefined,
): Breakdown[] {
  const lines = new Map<string, Breakdown>();
  const line = (label: string) => {
    let found = lines.get(label);
    if (!found) lines.set(label, (found = { label, visitors: 0, orders: 0, appointments: 0 }));
    return found;
  };
  for (const g of groups) {
    const key = visitKey(g);
    if (key) line(key).visitors += g.visitors;
  }
  for (const r of requests) {
    const key = requestKey(r);
    if (!key) continue;
    line(key)[RECORDS[r.kind].plural]++;
  }
  return [...lines.values()]
    .sort(
      (a, b) =>
        b.orders + b.appointments - (a.orders + a.appointments) ||
        b.visitors - a.visitors ||
        a.label.localeCompare(b.label),
    )
    .slice(0, TOP * 2);
}

export async function audienceReport(db: Database, period: Period): Promise<AudienceReport> {
  const { from, to } = period;
  const { start, end } = bounds(from, to);
  const columnOf = period.step === "day" ? "to_char(day, 'YYYY-MM-DD')" : "to_char(day, 'YYYY-MM')";
  const [current, previous, visitorColumns, viewColumns, pages, groups, requests, content] =
    await Promise.all([
      totals(db, from, to),
      totals(db, period.previousFrom, period.previousTo),
      queryRows<{ column: string; n: number }>(
        db,
        sql`SELECT ${sql.raw(columnOf)} AS "column", sum(visitors)::int AS n
              FROM ${VISITS} v WHERE day BETWEEN ${from} AND ${to} GROUP BY 1`,
      ),
      queryRows<{ column: string; n: number }>(
        db,
        sql`SELECT ${sql.raw(columnOf)} AS "column", sum(views)::int AS n
              FROM audience_page_views WHERE day BETWEEN ${from} AND ${to} GROUP BY 1`,
      ),
      queryRows<{ path: string; fr: number; ar: number }>(
        db,
        sql`SELECT path,
                   COALESCE(sum(views) FILTER (WHERE language = 'fr'), 0)::int AS fr,
                   COALESCE(sum(views) FILTER (WHERE language = 'ar'), 0)::int AS ar
              FROM audience_page_views WHERE day BETWEEN ${from} AND ${to}
             GROUP BY path ORDER BY sum(views) DESC, path LIMIT ${TOP}`,
      ),
      queryRows<VisitGroup>(
        db,
        sql`SELECT landing_path, language, ${sql.raw(sourceSql())} AS source, utm_campaign,
                   utm_source, utm_medium, device, sum(visitors)::int AS visitors
              FROM ${VISITS} v WHERE day BETWEEN ${from} AND ${to}
             GROUP BY 1, 2, 3, 4, 5, 6, 7`,
      ),
      queryRows<RequestRow>(
        db,
        sql`SELECT 'order' AS kind, product_name AS product, source_landing_path AS landing_path,
                   source_language AS language,
                   CASE WHEN source_landing_path IS NULL THEN NULL
                        ELSE ${sql.raw(sourceSql("source_"))} END AS source,
                   source_utm_campaign AS utm_campaign
              FROM orders WHERE created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz
            UNION ALL
            SELECT 'appointment', service, source_landing_path, source_language,
                   CASE WHEN source_landing_path IS NULL THEN NULL
                        ELSE ${sql.raw(sourceSql("source_"))} END,
                   source_utm_campaign
              FROM appointments WHERE created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz`,
      ),
      siteContent(db),
    ]);

  const visitorsBy = new Map(visitorColumns.map((r) => [r.column, r.n]));
  const viewsBy = new Map(viewColumns.map((r) => [r.column, r.n]));
  const serviceLabels = serviceShortLabels(content);
  const productOf = (r: RequestRow) =>
    r.kind === "order" ? r.product : (serviceLabels[r.product] ?? r.product);

  const languages = breakdown(
    groups,
    requests,
    (g) => g.language,
    (r) => r.language,
  ).map((b) => ({ ...b, pageViews: 0 }));
  const [viewsByLanguage] = await queryRows<{ fr: number; ar: number }>(
    db,
    sql`SELECT COALESCE(sum(views) FILTER (WHERE language = 'fr'), 0)::int AS fr,
               COALESCE(sum(views) FILTER (WHERE language = 'ar'), 0)::int AS ar
          FROM audience_page_views WHERE day BETWEEN ${from} AND ${to}`,
  );
  for (const line of languages) {
    line.pageViews = viewsByLanguage?.[line.label as "fr" | "ar"] ?? 0;
  }

  const devices = new Map<string, number>();
  for (const g of groups) devices.set(g.device, (devices.get(g.device) ?? 0) + g.visitors);

  return {
    totals: current,
    previous,
    columns: periodColumns(period).map((column) => ({
      column,
      visitors: visitorsBy.get(column) ?? 0,
      pageViews: viewsBy.get(column) ?? 0,
    })),
    pages,
    sources: breakdown(
      groups,
      requests,
      (g) => g.source,
      (r) => r.source,
    ),
    campaigns: breakdown(
      groups,
      requests,
      (g) => (g.utm_campaign ? g.utm_campaign : undefined),
      (r) => r.utm_campaign || undefined,
    ),
    landingPages: breakdown(
      groups,
      requests,
      (g) => g.landing_path,
      (r) => r.landing_path,
    ),
    languages,
    devices: [...devices].map(([label, visitors]) => ({ label, visitors })),
    products: breakdown(groups, requests, () => undefined, productOf),
  };
}
