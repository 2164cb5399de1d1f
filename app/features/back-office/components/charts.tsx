import { useId, type ReactNode } from "react";
import { cx } from "~/components/ui";
import { mutedClass } from "./ui";
import { frenchSpacing } from "~/i18n/typography";

/**
 * Small server-rendered charts: bars drawn in SVG that stretches to its box
 * (so the figures stay sharp at any width), labels in HTML (so they stay
 * readable on a phone), and the same numbers in a table for whoever does not
 * read pictures. No chart library: the back office needs bars, not a toolkit.
 */

/** Colours with at least 3:1 contrast on the card, in both themes. */
const TONES = {
  blue: { fill: "fill-blue-700 dark:fill-blue-400", swatch: "bg-blue-700 dark:bg-blue-400" },
  orange: {
    fill: "fill-orange-600 dark:fill-orange-400",
    swatch: "bg-orange-600 dark:bg-orange-400",
  },
  emerald: {
    fill: "fill-emerald-700 dark:fill-emerald-400",
    swatch: "bg-emerald-700 dark:bg-emerald-400",
  },
  rose: { fill: "fill-rose-600 dark:fill-rose-400", swatch: "bg-rose-600 dark:bg-rose-400" },
  slate: { fill: "fill-slate-500 dark:fill-slate-400", swatch: "bg-slate-500 dark:bg-slate-400" },
  violet: {
    fill: "fill-violet-600 dark:fill-violet-400",
    swatch: "bg-violet-600 dark:bg-violet-400",
  },
} as const;
export type Tone = keyof typeof TONES;

export interface ChartSeries {
  name: string;
  tone: Tone;
}

/** One category of a chart (a week, a product) and its value for each series, in order. */
export interface ChartRow {
  label: string;
  values: number[];
}

interface ChartProps {
  title: string;
  /** A sentence under the title: the period, what is counted. */
  description?: ReactNode;
  series: ChartSeries[];
  rows: ChartRow[];
  /** The first column's heading in the table alternative. */
  categoryName: string;
  /** Column charts: on a phone, one axis label in this many is shown (2 by default). */
  phoneLabelEvery?: number;
}

/** Grouped columns, one group per row: what changes over time. */
export function ColumnChart(props: ChartProps) {
  const { rows, series, phoneLabelEvery = 2 } = props;
  const top = roundedMaximum(Math.max(0, ...rows.flatMap((r) => r.values)));
  const slot = 10;
  const barWidth = (slot * 0.7) / series.length;
  return (
    <ChartFrame {...props}>
      <div className="flex gap-2" aria-hidden="true">
        <div className={cx("flex h-40 flex-col justify-between text-end text-xs", mutedClass)}>
          <span>{top}</span>
          <span>{top / 2}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${rows.length * slot} 100`}
            preserveAspectRatio="none"
            className="h-40 w-full border-b border-slate-300 dark:border-slate-600"
          >
            {[0, 50].map((y) => (
              <line
                key={y}
                x1={0}
                x2={rows.length * slot}
                y1={y}
                y2={y}
                vectorEffect="non-scaling-stroke"
                className="stroke-slate-200 dark:stroke-slate-700"
                strokeDasharray="4 4"
              />
            ))}
            {rows.map((row, i) =>
              row.values.map((value, j) => {
                const height = (value / top) * 100;
                return (
                  <rect
                    key={`${i}-${j}`}
                    x={i * slot + slot * 0.15 + j * barWidth}
                    width={barWidth * 0.9}
                    y={100 - height}
                    height={height}
                    className={TONES[series[j]!.tone].fill}
                  />
                );
              }),
            )}
          </svg>
          <div className={cx("mt-1 flex text-xs", mutedClass)}>
            {rows.map((row, i) => (
              // On a phone every other label (or more) is left out: twelve do not fit.
              <span
                key={row.label}
                className={cx(
                  "min-w-0 flex-1 basis-0 whitespace-nowrap text-center",
                  i % phoneLabelEvery !== 0 && "max-sm:invisible",
                )}
              >
                {row.label}
              </span>
            ))}
          </div>
        </div>
      </div>
    </ChartFrame>
  );
}

/** Stacked horizontal bars, one per row, scaled to the largest total: shares of a whole. */
export function BarChart(props: ChartProps) {
  const { rows, series } = props;
  const top = Math.max(1, ...rows.map((r) => sum(r.values)));
  return (
    <ChartFrame {...props}>
      <ul className="space-y-3" aria-hidden="true">
        {rows.map((row) => {
          let x = 0;
          return (
            <li
              key={row.label}
              className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 sm:grid-cols-[10rem_1fr_auto]"
            >
              <span className="truncate text-sm max-sm:col-span-2">{row.label}</span>
              <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="h-4 w-full">
                {row.values.map((value, j) => {
                  const width = (value / top) * 100;
                  const rect = (
                    <rect
                      key={j}
                      x={x}
                      width={width}
                      y={0}
                      height={10}
                      className={TONES[series[j]!.tone].fill}
                    />
                  );
                  x += width;
                  return rect;
                })}
              </svg>
              <span className="text-sm font-medium tabular-nums">{sum(row.values)}</span>
            </li>
          );
        })}
      </ul>
    </ChartFrame>
  );
}

/** Title, legend, the picture, or a sentence when there is nothing to draw, and the table. */
function ChartFrame({
  title,
  description,
  series,
  rows,
  categoryName,
  children,
}: ChartProps & { children: ReactNode }) {
  const titleId = useId();
  const empty = rows.every((r) => sum(r.values) === 0);
  return (
    <figure aria-labelledby={titleId} className="min-w-0">
      <h3 id={titleId} className="font-semibold">
        {title}
      </h3>
      {description && <p className={cx("mt-1 text-sm", mutedClass)}>{description}</p>}
      {empty ? (
        <p className={cx("mt-4 text-sm", mutedClass)}>Aucune donnée sur la période.</p>
      ) : (
        <>
          {series.length > 1 && (
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
              {series.map((s) => (
                <li key={s.name} className="inline-flex items-center gap-1.5">
                  <span className={cx("size-3 rounded-sm", TONES[s.tone].swatch)} />
                  {s.name}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-4">{children}</div>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer rounded-sm text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-100">
              Voir les données<span className="sr-only">{`\u202F: ${title}`}</span>
            </summary>
            {/* Focusable: on a phone the table may scroll sideways, by keyboard too. */}
            <div
              className="mt-2 overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-brand-500"
              tabIndex={0}
              role="region"
              aria-label={frenchSpacing(`Données : ${title}`)}
            >
              <table className="w-full text-start text-sm tabular-nums">
                <caption className="sr-only">{title}</caption>
                <thead>
                  <tr className="border-b border-slate-200 dark:border-slate-700">
                    <th scope="col" className="py-1 pe-3 text-start font-medium">
                      {categoryName}
                    </th>
                    {series.map((s) => (
                      <th key={s.name} scope="col" className="px-2 py-1 text-end font-medium">
                        {s.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.label} className="border-b border-slate-100 dark:border-slate-800">
                      <th scope="row" className="py-1 pe-3 text-start font-normal">
                        {row.label}
                      </th>
                      {row.values.map((v, j) => (
                        <td key={j} className="px-2 py-1 text-end">
                          {v}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </figure>
  );
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** The axis top: an even round number at least as large as the largest value (2, 4, 10, 20, 40, 50…). */
export function roundedMaximum(value: number): number {
  if (value <= 2) return 2;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 4, 5, 10]) {
    const candidate = step * power;
    if (candidate >= value && candidate % 2 === 0) return candidate;
  }
  return 10 * power;
}
