import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { useActionFeedback } from "~/components/ui/action-feedback";
import { Button } from "~/components/ui";
import { formatDateTime } from "~/features/back-office/format";
import { linkClass, mutedClass } from "~/features/back-office/components/ui";
import type { StatusActionData } from "~/features/back-office/actions.server";

/** How the meeting takes place, as the team reads it (decision 0064). */
export function meetingFact(a: {
  meetingType: "video" | "phone" | null;
  meetingUrl: string | null;
}): [string, ReactNode] {
  if (a.meetingType === "phone") {
    return ["Déroulement", "Appel téléphonique\u202F: nous appelons le client au numéro indiqué"];
  }
  if (a.meetingType === "video") {
    return [
      "Déroulement",
      a.meetingUrl ? (
        <span key="video">
          {"Visioconférence\u202F: "}
          <a
            href={a.meetingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkClass} break-all`}
            data-meeting-url
          >
            {a.meetingUrl}
          </a>
        </span>
      ) : (
        "Visioconférence\u202F: le lien de la réunion est créé à la confirmation"
      ),
    ];
  }
  return ["Déroulement", "À convenir avec le client (page de réservation)"];
}

interface FollowUp {
  state: "waiting" | "sent" | "withdrawn";
  at: Date | string;
}

/** The no-show follow-up's state, with «Ne pas envoyer» while it waits (decision 0065). */
export function FollowUpFact({ followUp }: { followUp: FollowUp }) {
  const fetcher = useFetcher<StatusActionData>();
  useActionFeedback(fetcher.data);
  const at = formatDateTime(new Date(followUp.at));
  if (followUp.state !== "waiting") {
    return (
      <span data-follow-up={followUp.state}>
        {followUp.state === "sent" ? `Envoyée le ${at}` : "Annulée\u202F: elle ne partira pas"}
      </span>
    );
  }
  return (
    <span data-follow-up="waiting" className="flex flex-wrap items-center gap-2">
      <span>
        Part le {at}{" "}
        <span className={mutedClass}>(e-mail au client pour choisir un autre créneau)</span>
      </span>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="withdraw-follow-up" />
        <Button type="submit" variant="secondary" size="sm" disabled={fetcher.state !== "idle"}>
          Ne pas envoyer la relance
        </Button>
      </fetcher.Form>
    </span>
  );
}
