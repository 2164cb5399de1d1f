import { MessageCircle, MonitorPlay, Phone } from "~/components/ui/icons";
import { HOLDING_STATUSES } from "~/domain/availability";
import { mutedClass } from "~/features/back-office/components/ui";

/** Pending and confirmed appointments: the ones a reminder is for. */
export const isHolding = (status: string) =>
  (HOLDING_STATUSES as readonly string[]).includes(status);

const chipClass =
  "inline-flex min-h-8 items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";

/**
 * Under an agenda entry: how the meeting takes place (the video room opens
 * in one tap) and the WhatsApp reminder (decision 0064). Outside the entry's
 * link, since links do not nest.
 */
export function AgendaDemoLinks({
  appointment: a,
}: {
  appointment: {
    name: string;
    meetingType: "video" | "phone" | null;
    meetingUrl: string | null;
    whatsapp?: string;
  };
}) {
  if (!a.meetingType && !a.whatsapp) return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-1" data-testid="agenda-demo">
      {a.meetingType === "video" &&
        (a.meetingUrl ? (
          <a
            href={a.meetingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={chipClass}
            data-meeting-url
            aria-label={`Visioconférence avec ${a.name} (nouvel onglet)`}
          >
            <MonitorPlay aria-hidden="true" className="size-3.5" />
            Visio
          </a>
        ) : (
          <span className={`inline-flex items-center gap-1 text-xs ${mutedClass}`}>
            <MonitorPlay aria-hidden="true" className="size-3.5" />
            Visio
          </span>
        ))}
      {a.meetingType === "phone" && (
        <span
          className={`inline-flex items-center gap-1 text-xs ${mutedClass}`}
          title="Nous appelons le client"
        >
          <Phone aria-hidden="true" className="size-3.5" />
          Nous appelons
        </span>
      )}
      {a.whatsapp && (
        <a
          href={a.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={chipClass}
          data-whatsapp
          aria-label={`Rappel WhatsApp à ${a.name} (nouvel onglet)`}
        >
          <MessageCircle aria-hidden="true" className="size-3.5" />
          WhatsApp
        </a>
      )}
    </div>
  );
}
