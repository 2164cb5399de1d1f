import { tunisWallClock } from "~/domain/calendar";
import { useFetcher } from "react-router";
import { useActionFeedback } from "~/components/ui/action-feedback";
import { Button } from "~/components/ui";
import { requireAdmin } from "~/features/auth/guard.server";
import { adminMeta } from "~/features/back-office/meta";
import { loadOrFail } from "~/features/back-office/actions.server";
import {
  Card,
  EmptyNotice,
  ErrorNotice,
  PageHeader,
  linkClass,
} from "~/features/back-office/components/ui";
import { formatCalendarDate } from "~/features/back-office/format";
import { dueFollowUps, type FollowUp } from "~/features/team/team.server";
import { teamAction } from "~/features/team/actions.server";
import { followUpPath } from "~/features/team/components/team-dashboard";
import type { TeamActionData } from "~/features/team/schema";
import { UNKNOWN_INTENT_MESSAGE } from "~/features/administrators/messages";
import { db } from "~/lib/db.server";
import { data, Link } from "react-router";
import type { Route } from "./+types/todo";

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireAdmin(request);
  const mine = new URL(request.url).searchParams.get("tous") === null;
  const result = await loadOrFail("follow-ups", () =>
    dueFollowUps(db(), { ownerUserId: mine ? me.userId : undefined }),
  );
  return {
    mine,
    items: result.ok ? result.value : null,
    today: tunisWallClock(new Date()).date,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireAdmin(request);
  const form = await request.formData();
  const answer = await teamAction(me, form, { entity: "customer", id: "" });
  return (
    answer ?? data<TeamActionData>({ ok: false, message: UNKNOWN_INTENT_MESSAGE }, { status: 400 })
  );
}

export const meta: Route.MetaFunction = () => adminMeta("À faire");

const ENTITY_LABELS = { order: "Commande", appointment: "Rendez-vous", customer: "Client" };

function DoneButton({ id }: { id: string }) {
  const fetcher = useFetcher<TeamActionData>();
  useActionFeedback(fetcher.data);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="task-done" />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== "idle"}>
        Fait
      </Button>
    </fetcher.Form>
  );
}

export default function Todo({ loaderData: { mine, items, today } }: Route.ComponentProps) {
  const groups = new Map<string, FollowUp[]>();
  for (const item of items ?? []) {
    const who = item.ownerEmail ?? "Sans responsable";
    groups.set(who, [...(groups.get(who) ?? []), item]);
  }
  return (
    <>
      <PageHeader
        title="À faire"
        subtitle={
          mine
            ? "Vos relances du jour et celles en retard."
            : "Les relances du jour et en retard de toute l'équipe, par personne."
        }
        actions={
          <Link to={mine ? "?tous" : "."} className={`text-sm ${linkClass}`}>
            {mine ? "Toute l'équipe" : "Mes relances"}
          </Link>
        }
      />
      {!items ? (
        <ErrorNotice>Erreur lors du chargement des relances</ErrorNotice>
      ) : items.length === 0 ? (
        <EmptyNotice>Rien à faire aujourd'hui.</EmptyNotice>
      ) : (
        <div className="space-y-4">
          {[...groups.entries()].map(([who, tasks]) => (
            <Card key={who}>
              <h2 className="mb-3 text-lg font-semibold break-all">{who}</h2>
              <ul className="divide-y divide-slate-200 dark:divide-slate-700">
                {tasks.map((t) => (
                  <li
                    key={t.id}
                    className="flex flex-wrap items-center gap-3 py-2"
                    data-testid="todo-item"
                  >
                    <span
                      className={
                        t.dueDate < today
                          ? "rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200"
                          : "rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100"
                      }
                    >
                      {t.dueDate < today
                        ? `En retard · ${formatCalendarDate(t.dueDate)}`
                        : "Aujourd'hui"}
                    </span>
                    <span className="min-w-0 flex-1 break-words">
                      <Link to={followUpPath(t)} className={`font-medium ${linkClass}`}>
                        {ENTITY_LABELS[t.entity]}
                      </Link>{" "}
                      — {t.note}
                    </span>
                    <DoneButton id={t.id} />
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      )}
    </>
  );
}
