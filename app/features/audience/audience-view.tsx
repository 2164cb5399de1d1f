import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui";
import { cx } from "~/components/ui";
import { BarChart, ColumnChart, type Tone } from "~/features/back-office/components/charts";
import { FilterField } from "~/features/back-office/components/filter-form";
import {
  Card,
  Cell,
  ErrorNotice,
  mutedClass,
  Table,
  Row,
} from "~/features/back-office/components/ui";
import { frenchSpacing } from "~/i18n/typography";
import {
  changeText,
  columnLabel,
  PERIOD_KEYS,
  PERIOD_LABELS,
  rateText,
  type Period,
} from "./period";
import type { AudienceReport, Breakdown, Totals } from "./report.server";

const LANGUAGE_NAMES: Record<string, string> = { fr: "Français", ar: "Arabe" };
const DEVICE_NAMES: Record<string, string> = { phone: "Téléphone", desktop: "Ordinateur" };

/** «du 29/10/2026 au 27/11/2026» for a span of Tunis days. */
function spanText(from: string, to: string): string {
  const day = (d: string) => `${d.slice(8)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
  return `du ${day(from)} au ${day(to)}`;
}

function PeriodPicker({ period }: { period: Period }) {
  return (
    <nav aria-label="Période" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {PERIOD_KEYS.filter((k) => k !== "custom").map((key) => (
          <li key={key}>
            <Link
              to={`?period=${key}`}
              aria-current={period.key === key ? "page" : undefined}
              className={cx(
                "inline-flex min-h-10 items-center rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500",
                period.key === key
                  ? "border-brand-600 bg-brand-50 text-brand-900 dark:border-brand-100 dark:bg-slate-800 dark:text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
              )}
            >
              {PERIOD_LABELS[key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CustomPeriod({ period }: { period: Period }) {
  return (
    <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
      <input type="hidden" name="period" value="custom" />
      <FilterField name="from" label="Du" type="date" value={period.from} />
      <FilterField name="to" label="Au" type="date" value={period.to} />
      <Button type="submit" variant="secondary">
        Afficher la période
      </Button>
    </Form>
  );
}

function Figure({
  title,
  value,
  previous,
  testId,
  detail,
}: {
  title: string;
  value: number | string;
  previous: number | string;
  testId: string;
  detail: string;
}) {
  return (
    <Card>
      <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">{title}</h2>
      <p className="mt-2 text-3xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </p>
      <p className={`mt-1 text-sm ${mutedClass}`}>{detail}</p>
      <p className={`text-sm ${mutedClass}`}>
        {frenchSpacing("Période précédente : ")}
        <span className="tabular-nums">{previous}</span>
      </p>
    </Card>
  );
}

/** A card of visitors by one attribute (source, language, device), a label's name when it has one. */
function VisitorBars({
  rows,
  names,
  tone,
  ...chart
}: {
  title: string;
  description: ReactNode;
  categoryName: string;
  tone: Tone;
  rows: { label: string; visitors: number }[];
  names?: Record<string, string>;
}) {
  return (
    <Card>
      <BarChart
        {...chart}
        series={[{ name: "Visiteurs", tone }]}
        rows={rows.map((r) => ({ label: names?.[r.label] ?? r.label, values: [r.visitors] }))}
      />
    </Card>
  );
}

/** The counts of the summary shown with their change since the previous period. */
const COUNTS = [
  { key: "visitors", title: "Visiteurs", testId: "audience-visitors" },
  { key: "pageViews", title: "Pages vues", testId: "audience-page-views" },
] as const;

function Summary({ totals, previous }: { totals: Totals; previous: Totals }) {
  const requests = totals.orders + totals.appointments;
  const before = previous.orders + previous.appointments;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {COUNTS.map(({ key, ...figure }) => (
        <Figure
          key={key}
          {...figure}
          value={totals[key]}
          previous={previous[key]}
          detail={frenchSpacing(`Évolution : ${changeText(totals[key], previous[key])}`)}
        />
      ))}
      <Figure
        title="Commandes et rendez-vous"
        testId="audience-requests"
        value={requests}
        previous={before}
        detail={`${totals.orders} commande(s), ${totals.appointments} rendez-vous`}
      />
      <Figure
        title="Taux de conversion"
        testId="audience-rate"
        value={rateText(requests, totals.visitors)}
        previous={rateText(before, previous.visitors)}
        detail="Demandes reçues pour 100 visiteurs"
      />
    </div>
  );
}

/** A breakdown with its conversions, as a table (it is already the data). */
function ConversionTable({
  title,
  description,
  category,
  lines,
  showVisitors = true,
  visitorsTotal,
}: {
  title: string;
  description: string;
  category: string;
  lines: Breakdown[];
  showVisitors?: boolean;
  /** For products: the rate is taken on every visitor of the period. */
  visitorsTotal?: number;
}) {
  return (
    <Card>
      <h3 className="font-semibold">{title}</h3>
      <p className={cx("mt-1 text-sm", mutedClass)}>{description}</p>
      {lines.length === 0 ? (
        <p className={cx("mt-4 text-sm", mutedClass)}>Aucune donnée sur la période.</p>
      ) : (
        <Table
          columns={[
            category,
            ...(showVisitors ? [{ label: "Visiteurs", numeric: true }] : []),
            { label: "Commandes", numeric: true },
            { label: "Rendez-vous", numeric: true },
            { label: "Taux", numeric: true },
          ]}
          caption={title}
          className="mt-3"
          testId={`table-${category}`}
        >
          {lines.map((line) => (
            <Row key={line.label}>
              <Cell label={category}>
                <span className="break-all">{line.label}</span>
              </Cell>
              {showVisitors && (
                <Cell label="Visiteurs">
                  <span className="tabular-nums md:block md:text-end">{line.visitors}</span>
                </Cell>
              )}
              <Cell label="Commandes">
                <span className="tabular-nums md:block md:text-end">{line.orders}</span>
              </Cell>
              <Cell label="Rendez-vous">
                <span className="tabular-nums md:block md:text-end">{line.appointments}</span>
              </Cell>
              <Cell label="Taux">
                <span className="tabular-nums md:block md:text-end">
                  {rateText(line.orders + line.appointments, visitorsTotal ?? line.visitors)}
                </span>
              </Cell>
            </Row>
          ))}
        </Table>
      )}
    </Card>
  );
}

export function AudienceView({
  period,
  problem,
  report,
}: {
  period: Period;
  problem?: string;
  report: AudienceReport | null;
}) {
  const span = spanText(period.from, period.to);
  const previousSpan = spanText(period.previousFrom, period.previousTo);
  return (
    <>
      <PeriodPicker period={period} />
      <CustomPeriod period={period} />
      {problem && (
        <div className="mb-4">
          <ErrorNotice>{problem}</ErrorNotice>
        </div>
      )}
      <p className={cx("mb-4 text-sm", mutedClass)}>
        {frenchSpacing(
          `Période ${span}, comparée à la période précédente ${previousSpan}. Les visites sont comptées par le serveur, sans cookie ; les robots, les préchargements jamais affichés et l'équipe connectée ne sont pas comptés.`,
        )}
      </p>
      {!report ? (
        <ErrorNotice>
          Les chiffres d'audience n'ont pas pu être chargés. Veuillez réessayer dans quelques
          instants.
        </ErrorNotice>
      ) : (
        <>
          <Summary totals={report.totals} previous={report.previous} />
          <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
            <Card className="lg:col-span-2">
              <ColumnChart
                title={
                  period.step === "day"
                    ? "Visiteurs et pages vues par jour"
                    : "Visiteurs et pages vues par mois"
                }
                description={`Période ${span}.`}
                categoryName={period.step === "day" ? "Jour" : "Mois"}
                phoneLabelEvery={Math.max(2, Math.ceil(report.columns.length / 6))}
                series={[
                  { name: "Visiteurs", tone: "blue" },
                  { name: "Pages vues", tone: "orange" },
                ]}
                rows={report.columns.map((c) => ({
                  label: columnLabel(c.column),
                  values: [c.visitors, c.pageViews],
                }))}
              />
            </Card>
            <Card>
              <BarChart
                title="Pages les plus vues"
                description="Pages vues, en français et en arabe."
                categoryName="Page"
                series={[
                  { name: "Français", tone: "blue" },
                  { name: "Arabe", tone: "emerald" },
                ]}
                rows={report.pages.map((p) => ({ label: p.path, values: [p.fr, p.ar] }))}
              />
            </Card>
            <VisitorBars
              title="Sources"
              description={frenchSpacing(
                "Visiteurs par source : campagne (utm_source), site d'origine, ou accès direct.",
              )}
              categoryName="Source"
              tone="violet"
              rows={[...report.sources].sort((a, b) => b.visitors - a.visitors).slice(0, 10)}
            />
            <VisitorBars
              title="Langues"
              description="Visiteurs par langue de la première page vue."
              categoryName="Langue"
              tone="emerald"
              rows={report.languages}
              names={LANGUAGE_NAMES}
            />
            <VisitorBars
              title="Appareils"
              description="Visiteurs sur téléphone ou sur ordinateur (tablettes comprises)."
              categoryName="Appareil"
              tone="slate"
              rows={report.devices}
              names={DEVICE_NAMES}
            />
          </div>
          <section aria-labelledby="conversions-title" className="mt-6">
            <h2 id="conversions-title" className="mb-1 text-lg font-semibold">
              Conversions
            </h2>
            <p className={cx("mb-4 text-sm", mutedClass)}>
              Commandes et demandes de rendez-vous reçues sur la période, rapportées à la visite qui
              les a amenées (première page du jour, source, campagne, langue). Le taux compte les
              demandes pour 100 visiteurs.
            </p>
            <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
              <ConversionTable
                title="Campagnes"
                description="Valeur utm_campaign des liens de campagne."
                category="Campagne"
                lines={report.campaigns}
              />
              <ConversionTable
                title="Sources"
                description="Campagne (utm_source), site d'origine, ou accès direct."
                category="Source"
                lines={report.sources}
              />
              <ConversionTable
                title="Pages d'arrivée"
                description="Première page vue dans la journée."
                category="Page d'arrivée"
                lines={report.landingPages}
              />
              <ConversionTable
                title="Langues"
                description="Langue de la première page vue."
                category="Langue"
                lines={report.languages.map((l) => ({
                  ...l,
                  label: LANGUAGE_NAMES[l.label] ?? l.label,
                }))}
              />
              <ConversionTable
                title="Produits"
                description={frenchSpacing(
                  "Produit commandé ou service demandé ; taux rapporté à tous les visiteurs de la période.",
                )}
                category="Produit"
                lines={report.products}
                showVisitors={false}
                visitorsTotal={report.totals.visitors}
              />
            </div>
          </section>
        </>
      )}
    </>
  );
}
