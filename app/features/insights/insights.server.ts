import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../../db/client.server";
import { appointments, orders } from "../../../db/schema";
import { APPOINTMENT_STATUSES, DEPLOYMENT_TYPES, TIME_ZONE } from "~/domain/constants";
import { serviceShortLabels } from "~/features/content/services.server";
import { siteContent } from "~/features/content/store.server";
import { DEMO_FOLLOW_UP_DAYS, INSIGHT_WEEKS, type Insights, type Split } from "./insights";

/**
 * The period's calendar, read from the database's clock: the Monday (Tunis
 * calendar) of each week the pictures cover, the instants that bound them
 * (one more than the weeks: the end of the last one) and today in Tunis. The
 * passes get them as values, so the planner sees how much of a table they
 * cover, and no row needs time-zone work.
 */
interface Calendar {
  starts: string[];
  bounds: string[];
  today: string;
}

async function calendar(db: Database): Promise<Calendar> {
  const rows = await queryRows<{ start: string; bound: string; today: string }>(
    db,
    sql`select to_char((first.instant at time zone ${TIME_ZONE})::date + 7 * i, 'YYYY-MM-DD') as start,
          (first.instant + make_interval(weeks => i))::text as bound,
          (now() at time zone ${TIME_ZONE})::date::text as today
        from (select (date_trunc('week', now() at time zone ${TIME_ZONE})
                      - make_interval(weeks => ${INSIGHT_WEEKS - 1})) at time zone ${TIME_ZONE} as instant) as first,
          generate_series(0, ${INSIGHT_WEEKS}) as i
        order by i`,
  );
  return {
    starts: rows.slice(0, INSIGHT_WEEKS).map((row) => row.start),
    bounds: rows.map((row) => row.bound),
    today: rows[0]!.today,
  };
}

/** One group of a table's pass: the records of one week, label, part and language. */
interface PassRow {
  /** 0 before the period, 1 to INSIGHT_WEEKS within it, one more after it. */
  week: number;
  label: string;
  part: string;
  language: string;
  all: number;
  pending: number;
  /** Appointments only: those that count as demos (not cancelled, not erased). */
  demos: number;
  /** Appointments only: of the last 30 days (Tunis dates), marked absent, and with an outcome. */
  noShows: number;
  outcomes: number;
}

interface SplitRow {
  label: string;
  part: string;
  n: number;
}

/**
 * Everything the dashboard counts in a table, in one scan and one hash: the
 * records grouped by week, label, part and language (a few hundred groups),
 * with FILTER counts; the weeks' bounds are a sub-select, converted once, and
 * no row needs time-zone work.
 */
function tablePass(db: Database, table: "orders" | "appointments", period: Calendar) {
  const bounds = sql`(select array[${sql.join(
    period.bounds.map((bound) => sql`${bound}::timestamptz`),
    sql`, `,
  )}])`;
  const today = sql`(select ${period.today}::date)`;
  const recent = sql`preferred_date between ${today} - 30 and ${today}`;
  const fields =
    table === "orders"
      ? sql`product_name as label, deployment_type as part, false as demo,
            false as no_show, false as outcome`
      : sql`service as label, status as part,
            status <> 'cancelled' and anonymised_at is null as demo,
            status = 'no_show' and ${recent} as no_show,
            status in ('done', 'no_show') and ${recent} as outcome`;
  return queryRows<PassRow>(
    db,
    sql`select week, label, part, language,
          count(*)::int as all,
          (count(*) filter (where status = 'pending'))::int as pending,
          (count(*) filter (where demo))::int as demos,
          (count(*) filter (where no_show))::int as "noShows",
          (count(*) filter (where outcome))::int as outcomes
        from (
          select width_bucket(created_at, ${bounds}) as week, language, status, ${fields}
          from ${sql.identifier(table)}
        ) as activity
        group by week, label, part, language`,
  );
}

/**
 * The appointments of the period (cancelled ones aside) whose customer then
 * ordered within DEMO_FOLLOW_UP_DAYS of the appointment's day: one semi-join
 * on a hash of the period's orders by customer, not one index probe per
 * appointment (an order at or after the request is in the period too).
 */
async function demosFollowed(db: Database, period: Calendar): Promise<number> {
  // A sub-select: converted once, not for every row compared.
  const start = sql`(select ${period.bounds[0]!}::timestamptz)`;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${appointments} a
        where a.created_at >= ${start} and a.status <> 'cancelled' and a.anonymised_at is null
          and exists (
            select 1 from ${orders} o
            where o.customer_key = a.customer_key
              and o.created_at >= ${start}
              and o.created_at >= a.created_at
              and o.created_at < (a.preferred_date::timestamp at time zone ${TIME_ZONE})
                                 + make_interval(days => ${DEMO_FOLLOW_UP_DAYS})
          )`,
  );
  return row?.n ?? 0;
}

/** What the dashboard counts: the totals of its cards and the figures of its pictures. */
export interface Activity {
  orders: { total: number; pending: number };
  appointments: { total: number; pending: number; noShows: number; outcomes: number };
  insights: Insights;
}

/** One pass per table and one semi-join, so the dashboard stays fast with hundreds of thousands of records. */
export async function activity(db: Database): Promise<Activity> {
  const period = await calendar(db);
  const [orderPass, appointmentPass, followed, content] = await Promise.all([
    tablePass(db, "orders", period),
    tablePass(db, "appointments", period),
    demosFollowed(db, period),
    siteContent(db),
  ]);
  const serviceLabels = serviceShortLabels(content);
  type Counted = "all" | "pending" | "demos" | "noShows" | "outcomes";
  const inPeriod = (row: PassRow) => row.week > 0;
  const sum = (rows: PassRow[], field: Counted = "all") =>
    rows.reduce((total, row) => total + row[field], 0);
  const week = (pass: PassRow[], index: number) =>
    sum(pass.filter((row) => row.week === index + 1));
  const splits = (pass: PassRow[]): SplitRow[] =>
    pass.filter(inPeriod).map((row) => ({ label: row.label, part: row.part, n: row.all }));
  const language = (key: string) =>
    sum([...orderPass, ...appointmentPass].filter((row) => inPeriod(row) && row.language === key));
  return {
    orders: { total: sum(orderPass), pending: sum(orderPass, "pending") },
    appointments: {
      total: sum(appointmentPass),
      pending: sum(appointmentPass, "pending"),
      noShows: sum(appointmentPass, "noShows"),
      outcomes: sum(appointmentPass, "outcomes"),
    },
    insights: {
      weeks: period.starts.map((start, index) => ({
        start,
        orders: week(orderPass, index),
        appointments: week(appointmentPass, index),
      })),
      ordersByProduct: splitBy(splits(orderPass), DEPLOYMENT_TYPES),
      appointmentsByService: splitBy(
        splits(appointmentPass).map((row) => ({
          ...row,
          label: serviceLabels[row.label] ?? row.label,
        })),
        APPOINTMENT_STATUSES,
      ),
      languages: { fr: language("fr"), ar: language("ar") },
      demos: {
        total: sum(appointmentPass.filter(inPeriod), "demos"),
        followedByOrder: followed,
      },
    },
  };
}

/** The figures behind the dashboard's pictures (the last weeks). */
export async function insights(db: Database): Promise<Insights> {
  return (await activity(db)).insights;
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
