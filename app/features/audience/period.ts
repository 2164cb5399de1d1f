/** The periods the Audience page offers; a custom one is any span of whole days. */
export const PERIOD_KEYS = ["7d", "30d", "12m", "custom"] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

export const PERIOD_LABELS: Record<PeriodKey, string> = {
  "7d": "7 jours",
  "30d": "30 jours",
  "12m": "12 mois",
  custom: "Personnalisée",
};

/** A span of whole Tunis days, both ends included, and the span of the same length just before. */
export interface Period {
  key: PeriodKey;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** Columns of the chart: days, or months past two months. */
  step: "day" | "month";
  days: number;
}

/** The longest custom period: the 13 months the data is kept. */
export const MAX_DAYS = 400;

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The first day of the month twelve months before `today`'s month ends with today: 12 months. */
function twelveMonthsBefore(today: string): string {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const month = m === 12 ? 1 : m + 1;
  const year = m === 12 ? y : y - 1;
  return `${year}-${String(month).padStart(2, "0")}-01`;
}

/**
 * The period a query string asks for (`?period=7d|30d|12m` or
 * `?period=custom&from=…&to=…`), 30 days by default; a custom span that is
 * not two valid dates in order, or is longer than the data kept, falls back
 * to 30 days with a message.
 */
export function periodFrom(
  query: URLSearchParams,
  today: string,
): { period: Period; problem?: string } {
  const key = (PERIOD_KEYS as readonly string[]).includes(query.get("period") ?? "")
    ? (query.get("period") as PeriodKey)
    : "30d";
  let from: string;
  let to = today;
  let problem: string | undefined;
  if (key === "custom") {
    const asked = { from: query.get("from") ?? "", to: query.get("to") ?? "" };
    if (!isIsoDate(asked.from) || !isIsoDate(asked.to)) {
      problem = "Indiquez une date de début et une date de fin.";
    } else if (asked.from > asked.to) {
      problem = "La date de début doit précéder la date de fin.";
    } else if (daysBetween(asked.from, asked.to) + 1 > MAX_DAYS) {
      problem = "La période ne peut dépasser 13 mois (durée de conservation).";
    }
    if (problem) return { ...periodFrom(new URLSearchParams("period=30d"), today), problem };
    from = asked.from;
    to = asked.to;
  } else if (key === "12m") {
    from = twelveMonthsBefore(today);
  } else {
    from = addDays(today, key === "7d" ? -6 : -29);
  }
  const days = daysBetween(from, to) + 1;
  return {
    period: {
      key,
      from,
      to,
      previousFrom: addDays(from, -days),
      previousTo: addDays(from, -1),
      step: days > 62 ? "month" : "day",
      days,
    },
  };
}

/** The columns of the chart: each day, or each month, of the period. */
export function periodColumns(period: Period): string[] {
  const columns: string[] = [];
  if (period.step === "day") {
    for (let day = period.from; day <= period.to; day = addDays(day, 1)) columns.push(day);
  } else {
    for (let day = period.from; day <= period.to;) {
      const month = day.slice(0, 7);
      columns.push(month);
      const [y, m] = month.split("-").map(Number) as [number, number];
      day = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
    }
  }
  return columns;
}

const MONTHS = [
  "janv.",
  "févr.",
  "mars",
  "avr.",
  "mai",
  "juin",
  "juil.",
  "août",
  "sept.",
  "oct.",
  "nov.",
  "déc.",
];

/** «28/11» for a day, «nov. 26» for a month: short enough for a chart's axis. */
export function columnLabel(column: string): string {
  if (column.length === 7) return `${MONTHS[Number(column.slice(5)) - 1]} ${column.slice(2, 4)}`;
  return `${column.slice(8)}/${column.slice(5, 7)}`;
}

/** «12 %» with a narrow no-break space, «—» without a base. */
export function rateText(part: number, whole: number): string {
  if (whole === 0) return "—";
  const rate = (part / whole) * 100;
  const text = rate < 10 && rate > 0 ? rate.toFixed(1).replace(".", ",") : String(Math.round(rate));
  return `${text}\u202F%`;
}

/** «+12 %», «−5 %», «=» against the previous period, «nouveau» when it had none. */
export function changeText(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? "=" : "nouveau";
  const change = Math.round(((current - previous) / previous) * 100);
  if (change === 0) return "=";
  return `${change > 0 ? "+" : "\u2212"}${Math.abs(change)}\u202F%`;
}
import { addDays, isIsoDate } from "~/domain/calendar";
