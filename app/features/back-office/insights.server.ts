import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../../db/client.server";
import { appointments, orders } from "../../../db/schema";
import { APPOINTMENT_STATUSES, DEPLOYMENT_TYPES, TIME_ZONE } from "~/domain/constants";
import { serviceShortLabels } from "~/features/content/services.server";
import { siteContent } from "~/features/content/store.server";
import { DEMO_FOLLOW_UP_DAYS, INSIGHT_WEEKS, type Insights, type Split } from "./insights";

/** The first instant of the first week the pictures cover, in Tunis time. */
const PERIOD_START = sql.raw(
  `((date_trunc('week', now() at time zone '${TIME_ZONE}') - interval '${INSIGHT_WEEKS - 1} weeks') at time zone '${TIME_ZONE}')`,
);

interface WeekRow {
  start: string;
  orders: number;
  appointments: number;
}
interface SplitRow {
  label: string;
  part: string;
  n: number;
}

/**
 * The figures behind the dashboard's pictures, each counted by the database
 * over the period (an index range on `created_at`, never loading rows), so
 * they stay fast with hundreds of thousands of records.
 */
export async function insights(db: Database): Promise<Insights> {
  const [weeks, byProduct, byService, languages, demos, content] = await Promise.all([
    queryRows<WeekRow>(
      db,
      sql`with week as (
            select generate_series(0, ${INSIGHT_WEEKS - 1}) as i
          ), bounds as (
            select to_char((${PERIOD_START} at time zone ${TIME_ZONE})::date + 7 * i, 'YYYY-MM-DD') as start,
                   ${PERIOD_START} + make_interval(weeks => i) as lower,
                   ${PERIOD_START} + make_interval(weeks => i + 1) as upper
            from week
          )
          select start,
            (select count(*) from ${orders} o where o.created_at >= lower and o.created_at < upper)::int as orders,
            (select count(*) from ${appointments} a where a.created_at >= lower and a.created_at < upper)::int as appointments
          from bounds order by start`,
    ),
    queryRows<SplitRow>(
      db,
      sql`select product_name as label, deployment_type as part, count(*)::int as n
          from ${orders} where created_at >= ${PERIOD_START}
          group by 1, 2`,
    ),
    queryRows<SplitRow>(
      db,
      sql`select service as label, status as part, count(*)::int as n
          from ${appointments} where created_at >= ${PERIOD_START}
          group by 1, 2`,
    ),
    queryRows<{ part: string; n: number }>(
      db,
      sql`select language as part, count(*)::int as n from (
            select language from ${orders} where created_at >= ${PERIOD_START}
            union all
            select language from ${appointments} where created_at >= ${PERIOD_START}
          ) as requests group by 1`,
    ),
    queryRows<{ total: number; followed: number }>(
      db,
      sql`select count(*)::int as total,
            (count(*) filter (where exists (
              select 1 from ${orders} o
              where o.customer_key = a.customer_key
                and o.created_at >= a.created_at
                and o.created_at < (a.preferred_date::timestamp at time zone ${TIME_ZONE})
                                   + make_interval(days => ${DEMO_FOLLOW_UP_DAYS})
            )))::int as followed
          from ${appointments} a
          where a.created_at >= ${PERIOD_START} and a.status <> 'cancelled' and a.anonymised_at is null`,
    ),
    siteContent(db),
  ]);
  const serviceLabels = serviceShortLabels(content);
  return {
    weeks: weeks.map((w) => ({ start: w.start, orders: w.orders, appointments: w.appointments })),
    ordersByProduct: splitBy(byProduct, DEPLOYMENT_TYPES),
    appointmentsByService: splitBy(
      byService.map((row) => ({ ...row, label: serviceLabels[row.label] ?? row.label })),
      APPOINTMENT_STATUSES,
    ),
    languages: {
      fr: languages.find((l) => l.part === "fr")?.n ?? 0,
      ar: languages.find((l) => l.part === "ar")?.n ?? 0,
    },
    demos: { total: demos[0]?.total ?? 0, followedByOrder: demos[0]?.followed ?? 0 },
  };
}

/** Rows of (label, part, count) as one entry per label, every part present, largest first. */
function splitBy(rows: SplitRow[], parts: readonly string[]): Split[] {
  const byLabel = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const counts = byLabel.get(row.label) ?? Object.fromEntries(parts.map((p) => [p, 0]));
    counts[row.part] = (counts[row.part] ?? 0) + row.n;
    byLabel.set(row.label, counts);
  }
  const total = (counts: Record<string, number>) =>
    Object.values(counts).reduce((a, b) => a + b, 0);
  return [...byLabel]
    .map(([label, counts]) => ({ label, counts }))
    .sort((a, b) => total(b.counts) - total(a.counts) || a.label.localeCompare(b.label));
}
