import { inputClass } from "~/components/ui/field";
import { CUTOFF_LIMITS } from "~/domain/meeting";
import { frenchSpacing } from "~/i18n/typography";
import { RuleField } from "./rule-field";
import { SettingsCard } from "./settings-card";

/** The availability page's card of online demos (decisions 0064 and 0065). */
export function DemoSettingsCard({
  settings,
  busy,
}: {
  settings: { cancelCutoffHours: number; videoBaseUrl: string };
  busy: boolean;
}) {
  return (
    <SettingsCard
      title="Rendez-vous en ligne"
      intro="Chaque rendez-vous en visioconférence reçoit à sa confirmation une salle Jitsi Meet au nom impossible à deviner. Les administrateurs peuvent toujours annuler ou déplacer un rendez-vous."
      intent="demos"
      submit="Enregistrer ces réglages"
      busy={busy}
    >
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
    </SettingsCard>
  );
}
