import { addDays, tunisWallClock } from "~/domain/calendar";
import { data, Link } from "react-router";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { cx } from "~/components/ui";
import { currentMonday, weekOfParam } from "~/domain/agenda";
import { requireAdmin } from "~/features/auth/guard.server";
import { loadWeek } from "~/features/appointments/agenda.server";
import { adminMeta } from "~/features/back-office/meta";
import { PageHeader, mutedClass } from "~/features/back-office/components/ui";
import { StatusBadge } from "~/features/back-office/components/status-badge";
import { formatCalendarDate, formatDayHeading } from "~/features/back-office/format";
import { serviceShortLabels } from "~/features/content/services.server";
import { siteContent } from "~/features/content/store.server";
import { db } from "~/lib/db.server";
import type { Route } from "./+types/agenda";
import { frenchSpacing } from "~/i18n/typography";
import { whatsappReminder as agendaWhatsapp } from "~/features/appointments/whatsapp.server";
import { AgendaDemoLinks, isHolding } from "~/features/appointments/components/agenda-demo-links";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const now = new Date();
  const monday = weekOfParam(new URL(request.url).searchParams.get("semaine"), now);
  if (!monday) {
    throw data("Semaine invalide : choisissez une date au format AAAA-MM-JJ.", { status: 400 });
  }
  const week = await loadWeek(db(), monday, now);
  const labels = serviceShortLabels(await siteContent(db()));
  const days = week.map((day) => ({
    ...day,
    appointments: day.appointments.map(({ phone, anonymisedAt, ...a }) => ({
      ...a,
      serviceLabel: labels[a.service] ?? a.service,
      // The one-tap reminder, for appointments still to hold (decision 0064).
      whatsapp: isHolding(a.status) ? agendaWhatsapp({ ...a, phone, anonymisedAt }) : undefined,
    })),
  }));
  return {
    monday,
    days,
    today: tunisWallClock(now).date,
    thisWeek: currentMonday(now),
  };
}

export const meta: Route.MetaFunction = () => adminMeta("Agenda");

const navClass =
  "inline-flex min-h-11 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";

export default function Agenda({
  loaderData: { monday, days, today, thisWeek },
}: Route.ComponentProps) {
  const sunday = days[6]!.date;
  return (
    <>
      <PageHeader
        title="Agenda"
        subtitle={`Semaine du ${formatCalendarDate(monday)} au ${formatCalendarDate(sunday)}`}
        actions={
          <nav aria-label="Semaines" className="flex flex-wrap gap-2">
            <Link to={`?semaine=${addDays(monday, -7)}`} className={navClass}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Semaine précédente
            </Link>
            <Link
              to="/admin/agenda"
              className={navClass}
              aria-current={monday === thisWeek ? "date" : undefined}
            >
              Aujourd'hui
            </Link>
            <Link to={`?semaine=${addDays(monday, 7)}`} className={navClass}>
              Semaine suivante
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </nav>
        }
      />
      {/* A grid of seven columns on a wide screen, one day under the other on a phone. */}
      <ol
        aria-label="Jours de la semaine"
        className="grid gap-3 min-[641px]:grid-cols-7 min-[641px]:gap-2"
      >
        {days.map((day) => {
          const closed = day.closure !== null || day.hours.length === 0;
          const isToday = day.date === today;
          return (
            <li
              key={day.date}
              data-testid="agenda-day"
              data-date={day.date}
              aria-labelledby={`day-${day.date}`}
              className={cx(
                "flex min-w-0 flex-col rounded-lg border p-2",
                closed
                  ? "border-dashed border-slate-300 bg-slate-100 dark:border-slate-600 dark:bg-slate-800/60"
                  : "border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900",
                isToday && "ring-2 ring-brand-500",
              )}
            >
              <h2
                id={`day-${day.date}`}
                className="text-sm font-semibold first-letter:uppercase"
                aria-current={isToday ? "date" : undefined}
              >
                {formatDayHeading(day.date)}
                {isToday && <span className="ms-1 font-normal normal-case">(aujourd'hui)</span>}
              </h2>
              {day.closure ? (
                <p
                  className={`mt-1 text-xs font-medium ${mutedClass}`}
                  data-testid="agenda-closure"
                >
                  {frenchSpacing(`Fermé : ${day.closure.label}`)}
                </p>
              ) : day.hours.length === 0 ? (
                <p className={`mt-1 text-xs font-medium ${mutedClass}`}>Fermé</p>
              ) : (
                <p className={`mt-1 text-xs ${mutedClass}`}>
                  {day.hours.map(([opens, closes]) => `${opens}–${closes}`).join(", ")}
                </p>
              )}
              {day.appointments.length === 0 ? (
                closed ? null : (
                  <p className={`mt-2 text-xs ${mutedClass}`}>Aucun rendez-vous</p>
                )
              ) : (
                <ul className="mt-2 flex flex-col gap-1.5">
                  {day.appointments.map((a) => (
                    <li key={a.id}>
                      <Link
                        to={`/admin/appointments/${a.id}`}
                        data-testid="agenda-appointment"
                        className="block rounded-md border border-slate-200 p-2 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:hover:bg-slate-800"
                      >
                        <span className="flex flex-wrap items-center justify-between gap-1">
                          <time
                            dateTime={`${a.preferredDate}T${a.preferredTime}`}
                            className="font-semibold"
                          >
                            {a.preferredTime}
                          </time>
                          <StatusBadge entity="appointment" status={a.status} />
                        </span>
                        <span className="mt-1 block font-medium break-words text-brand-700 dark:text-sky-300">
                          {a.name}
                        </span>
                        <span className={`block text-xs ${mutedClass}`}>{a.serviceLabel}</span>
                      </Link>
                      <AgendaDemoLinks appointment={a} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
