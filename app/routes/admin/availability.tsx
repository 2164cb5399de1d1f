import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui";
import { inputClass } from "~/components/ui/field";
import { LIMITS, WEEKDAYS, type AvailabilityRules } from "~/domain/availability";
import {
  availabilityAction,
  availabilityPage,
} from "~/features/appointments/availability-page.server";
import { formatRanges } from "~/features/appointments/availability-schema";
import { DemoSettingsCard } from "~/features/appointments/components/demo-settings-card";
import { RuleField } from "~/features/appointments/components/rule-field";
import { SettingsCard } from "~/features/appointments/components/settings-card";
import { formatCalendarDate } from "~/features/back-office/format";
import { adminMeta } from "~/features/back-office/meta";
import { PageHeader, mutedClass } from "~/features/back-office/components/ui";
import type { Route } from "./+types/availability";
import { frenchSpacing } from "~/i18n/typography";

export const loader = ({ request }: Route.LoaderArgs) => availabilityPage(request);

export const action = ({ request }: Route.ActionArgs) => availabilityAction(request);

export const meta: Route.MetaFunction = () => adminMeta("Disponibilités");

const DAY_NAMES = ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"];
const labelClass = "text-sm font-medium";

/** The numbers among the booking rules, bounded as the server checks them. */
const RULE_FIELDS: {
  name: string;
  label: string;
  min: number;
  max: number;
  value: (rules: AvailabilityRules) => number;
}[] = [
  {
    name: "min_notice_hours",
    label: "Délai minimum avant un rendez-vous (heures)",
    min: LIMITS.minNoticeMinutes.min / 60,
    max: LIMITS.minNoticeMinutes.max / 60,
    value: (rules) => Math.round(rules.minNoticeMinutes / 60),
  },
  {
    name: "horizon_days",
    label: "Réservation au plus tard dans (jours)",
    ...LIMITS.horizonDays,
    value: (rules) => rules.horizonDays,
  },
  {
    name: "capacity",
    label: "Rendez-vous par créneau",
    ...LIMITS.capacity,
    value: (rules) => rules.capacity,
  },
  {
    name: "reminder_hours",
    label: frenchSpacing("Rappel au client avant un rendez-vous confirmé (heures, 0 : aucun)"),
    ...LIMITS.reminderHours,
    value: (rules) => rules.reminderHours,
  },
];

/** Opening hours, closures, notice, horizon and capacity of appointments. */
export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const { rules, demos, today } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <div>
      <PageHeader
        title="Disponibilités"
        subtitle="Horaires de rendez-vous (heure de Tunis), fermetures et règles de réservation."
      />
      {actionData && (
        <p
          role={actionData.ok ? "status" : "alert"}
          data-answer={actionData.ok ? "ok" : "error"}
          className={
            actionData.ok
              ? "mb-4 rounded-md bg-green-50 p-3 text-green-900 dark:bg-green-900/30 dark:text-green-100"
              : "mb-4 rounded-md bg-red-50 p-3 text-red-900 dark:bg-red-900/30 dark:text-red-100"
          }
        >
          {actionData.message}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <SettingsCard
          title="Horaires et règles"
          intro="Plages d'une heure au moins, séparées par des virgules (par exemple 09:00-12:00, 14:00-17:00) ; vide = fermé. Chaque rendez-vous dure une heure."
          intent="rules"
          submit="Enregistrer les horaires"
          busy={busy}
        >
          {WEEKDAYS.map((d) => (
            <label key={d} className="grid gap-1 sm:grid-cols-[8rem_1fr] sm:items-center">
              <span className={labelClass}>{DAY_NAMES[d - 1]}</span>
              <input
                name={`hours_${d}`}
                defaultValue={formatRanges(rules.weeklyHours[d])}
                dir="ltr"
                maxLength={200}
                className={inputClass}
              />
            </label>
          ))}
          {RULE_FIELDS.map(({ value, ...field }) => (
            <RuleField key={field.name} {...field} value={value(rules)} />
          ))}
        </SettingsCard>
        <DemoSettingsCard settings={demos} busy={busy} />
        <SettingsCard
          title="Fermetures"
          intro="Jours fériés, congés : aucun rendez-vous ces jours-là. Les fêtes religieuses sont à ajouter chaque année."
          intent="closure-add"
          submit="Ajouter la fermeture"
          busy={busy}
          formClassName="sm:grid-cols-2"
          after={
            <ul
              className="mt-6 divide-y divide-slate-200 dark:divide-slate-700"
              aria-label="Fermetures à venir"
            >
              {rules.closures.length === 0 && (
                <li className={mutedClass}>Aucune fermeture à venir.</li>
              )}
              {rules.closures.map((c) => (
                <li
                  key={c.id}
                  className="flex items-center justify-between gap-3 py-2"
                  data-closure={c.startDate}
                >
                  <span>
                    <span className="font-medium">{c.label}</span>{" "}
                    <span className={mutedClass}>
                      {c.startDate === c.endDate
                        ? formatCalendarDate(c.startDate)
                        : `${formatCalendarDate(c.startDate)} – ${formatCalendarDate(c.endDate)}`}
                    </span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="closure-remove" />
                    <input type="hidden" name="id" value={c.id} />
                    <Button type="submit" variant="secondary" size="sm" disabled={busy}>
                      Supprimer<span className="sr-only"> {c.label}</span>
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          }
        >
          <label className="grid gap-1">
            <span className={labelClass}>Du</span>
            <input name="start_date" type="date" min={today} required className={inputClass} />
          </label>
          <label className="grid gap-1">
            <span className={labelClass}>Au (facultatif)</span>
            <input name="end_date" type="date" min={today} className={inputClass} />
          </label>
          <label className="grid gap-1 sm:col-span-2">
            <span className={labelClass}>Libellé</span>
            <input
              name="label"
              required
              maxLength={100}
              placeholder="Aïd el-Fitr"
              className={inputClass}
            />
          </label>
        </SettingsCard>
      </div>
    </div>
  );
}
