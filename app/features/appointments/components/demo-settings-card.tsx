import { Form } from "react-router";
import { Button } from "~/components/ui";
import { inputClass } from "~/components/ui/field";
import { CUTOFF_LIMITS } from "~/domain/meeting";
import { frenchSpacing } from "~/i18n/typography";
import { Card, mutedClass } from "~/features/back-office/components/ui";
import { RuleField } from "./rule-field";

/** The availability page's card of online demos (decisions 0064 and 0065). */
export function DemoSettingsCard({
  settings,
  busy,
}: {
  settings: { cancelCutoffHours: number; videoBaseUrl: string };
  busy: boolean;
}) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">Rendez-vous en ligne</h2>
      <p className={`mt-1 text-sm ${mutedClass}`}>
        {frenchSpacing(
          "Chaque rendez-vous en visioconférence reçoit à sa confirmation une salle Jitsi Meet au nom impossible à deviner. Les administrateurs peuvent toujours annuler ou déplacer un rendez-vous.",
        )}
      </p>
      <Form method="post" className="mt-4 grid gap-3">
        <input type="hidden" name="intent" value="demos" />
        <RuleField
          label={frenchSpacing(
            "Annulation ou déplacement par le client jusqu'à (heures avant le rendez-vous, 0 : jusqu'au début)",
          )}
          name="cancel_cutoff_hours"
          min={CUTOFF_LIMITS.min}
          max={CUTOFF_LIMITS.max}
          value={settings.cancelCutoffHours}
        />
        <label className="grid gap-1">
          <span className="text-sm font-medium">Serveur de visioconférence (Jitsi Meet)</span>
          <input
            name="video_base_url"
            type="url"
            dir="ltr"
            maxLength={200}
            defaultValue={settings.videoBaseUrl}
            className={inputClass}
          />
        </label>
        <Button type="submit" disabled={busy} className="justify-self-start">
          Enregistrer ces réglages
        </Button>
      </Form>
    </Card>
  );
}
