import { useFetcher } from "react-router";
import { useActionFeedback } from "~/components/ui/action-feedback";
import { Button } from "~/components/ui";
import { Card, mutedClass, selectClass } from "~/features/back-office/components/ui";
import type { TeamActionData } from "../schema";
import type { TeamMember } from "../team.server";

/** «Attribution automatique»: who receives the new requests of each product or service. */
export function AssignmentCard({
  services,
  members,
  rules,
}: {
  services: [id: string, label: string][];
  members: TeamMember[];
  rules: Record<string, string>;
}) {
  const fetcher = useFetcher<TeamActionData>();
  useActionFeedback(fetcher.data, { settled: fetcher.state === "idle" });
  return (
    <Card className="lg:col-span-2">
      <h2 className="text-lg font-semibold">Attribution automatique</h2>
      <p className={`mb-4 text-sm ${mutedClass}`}>
        Chaque nouvelle commande ou demande de rendez-vous d'un produit ou service est attribuée à
        la personne choisie, qui en est avertie par e-mail.
      </p>
      <fetcher.Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="assignment-rules" />
        <div className="grid gap-3 sm:grid-cols-2">
          {services.map(([id, label]) => (
            <div key={id} className="flex items-center justify-between gap-3">
              <label htmlFor={`rule-${id}`} className="text-sm font-medium">
                {label}
              </label>
              <select
                id={`rule-${id}`}
                name={`rule:${id}`}
                defaultValue={rules[id] ?? ""}
                className={selectClass}
              >
                <option value="">Personne</option>
                {members.map((m) => (
                  <option key={m.userId} value={m.userId}>
                    {m.email}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
          Enregistrer l'attribution
        </Button>
      </fetcher.Form>
    </Card>
  );
}
