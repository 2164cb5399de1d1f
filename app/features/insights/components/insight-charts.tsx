import { APPOINTMENT_STATUSES, DEPLOYMENT_TYPES } from "~/domain/constants";
import { APPOINTMENT_STATUS_LABELS } from "~/domain/status-machine";
import { DEMO_FOLLOW_UP_DAYS, INSIGHT_WEEKS, type Insights, type Split } from "../insights";
import { deploymentLabel } from "~/features/back-office/format";
import {
  BarChart,
  ColumnChart,
  type ChartSeries,
  type Tone,
} from "~/features/back-office/components/charts";
import { Card } from "~/features/back-office/components/ui";
import { frenchSpacing } from "~/i18n/typography";

const STATUS_TONES: Record<(typeof APPOINTMENT_STATUSES)[number], Tone> = {
  pending: "slate",
  confirmed: "blue",
  done: "emerald",
  no_show: "orange",
  cancelled: "rose",
};

/** «2026-11-03» → «3/11»: short enough for twelve weeks on a phone. */
function dayMonth(isoDate: string): string {
  const [, month, day] = isoDate.split("-");
  return `${Number(day)}/${month}`;
}

function percent(part: number, whole: number): string {
  return whole === 0 ? "—" : `${Math.round((part / whole) * 100)}\u202F%`;
}

function splitRows(splits: Split[], parts: readonly string[], label: (key: string) => string) {
  return splits.map((s) => ({ label: label(s.label), values: parts.map((p) => s.counts[p] ?? 0) }));
}

/** The dashboard's pictures of the last weeks: arrivals, products, services, languages, demos. */
export function InsightCharts({ data }: { data: Insights }) {
  const period = `Sur les ${INSIGHT_WEEKS} dernières semaines.`;
  const requests = data.languages.fr + data.languages.ar;
  const languageSeries: ChartSeries[] = [
    { name: "Français", tone: "blue" },
    { name: "Arabe", tone: "emerald" },
  ];
  const demoSeries: ChartSeries[] = [
    { name: "Suivis d'une commande", tone: "emerald" },
    { name: "Sans commande", tone: "slate" },
  ];
  return (
    <section aria-labelledby="insights-title" className="mt-6">
      <h2 id="insights-title" className="mb-4 text-lg font-semibold">
        Évolution de l'activité
      </h2>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card className="lg:col-span-2">
          <ColumnChart
            title="Commandes et rendez-vous par semaine"
            description={`${period} Chaque colonne compte les demandes reçues du lundi au dimanche.`}
            categoryName="Semaine du"
            series={[
              { name: "Commandes", tone: "blue" },
              { name: "Rendez-vous", tone: "orange" },
            ]}
            rows={data.weeks.map((w) => ({
              label: dayMonth(w.start),
              values: [w.orders, w.appointments],
            }))}
          />
        </Card>
        <Card>
          <BarChart
            title="Commandes par produit"
            description={period}
            categoryName="Produit"
            series={DEPLOYMENT_TYPES.map((t, i) => ({
              name: deploymentLabel(t),
              tone: i === 0 ? "blue" : "violet",
            }))}
            rows={splitRows(data.ordersByProduct, DEPLOYMENT_TYPES, (name) => name)}
          />
        </Card>
        <Card>
          <BarChart
            title="Rendez-vous par service et issue"
            description={period}
            categoryName="Service"
            series={APPOINTMENT_STATUSES.map((s) => ({
              name: APPOINTMENT_STATUS_LABELS[s],
              tone: STATUS_TONES[s],
            }))}
            rows={splitRows(data.appointmentsByService, APPOINTMENT_STATUSES, (label) => label)}
          />
        </Card>
        <Card>
          <BarChart
            title="Langue des visiteurs"
            description={frenchSpacing(
              `${period} Commandes et rendez-vous : ${percent(data.languages.ar, requests)} en arabe.`,
            )}
            categoryName="Demandes"
            series={languageSeries}
            rows={[{ label: "Demandes", values: [data.languages.fr, data.languages.ar] }]}
          />
        </Card>
        <Card>
          <BarChart
            title="Démonstrations suivies d'une commande"
            description={frenchSpacing(
              `${period} Rendez-vous non annulés dont le client a commandé dans les ${DEMO_FOLLOW_UP_DAYS} jours : ${percent(data.demos.followedByOrder, data.demos.total)}.`,
            )}
            categoryName="Rendez-vous"
            series={demoSeries}
            rows={[
              {
                label: "Rendez-vous",
                values: [data.demos.followedByOrder, data.demos.total - data.demos.followedByOrder],
              },
            ]}
          />
        </Card>
      </div>
    </section>
  );
}
