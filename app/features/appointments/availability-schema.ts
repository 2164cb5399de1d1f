import { isIsoDate } from "~/domain/calendar";
import { z } from "zod";
import {
  LIMITS,
  SLOT_MINUTES,
  WEEKDAYS,
  isTime,
  minutesOf,
  type OpeningRange,
  type WeeklyHours,
} from "~/domain/availability";
import { CUTOFF_LIMITS, isVideoBaseUrl } from "~/domain/meeting";

/**
 * The back office's availability forms, checked the same way in the browser
 * and on the server. Messages are French: the back office is.
 */

/** "09:00-12:00, 14:00-17:00" → ranges; empty → closed; null when malformed. */
export function parseRanges(text: string): OpeningRange[] | null {
  const trimmed = text.trim();
  if (trimmed === "") return [];
  const ranges: OpeningRange[] = [];
  for (const part of trimmed.split(/\s*[,;]\s*/)) {
    const m = /^(\d{2}:\d{2})\s*[-–à]\s*(\d{2}:\d{2})$/.exec(part.trim());
    if (!m || !isTime(m[1]) || !isTime(m[2])) return null;
    if (minutesOf(m[2]) - minutesOf(m[1]) < SLOT_MINUTES) return null;
    ranges.push([m[1], m[2]]);
  }
  ranges.sort((a, b) => a[0].localeCompare(b[0]));
  for (let i = 1; i < ranges.length; i++) {
    if (ranges[i]![0] < ranges[i - 1]![1]) return null; // overlapping
  }
  return ranges;
}

export function formatRanges(ranges: readonly OpeningRange[]): string {
  return ranges.map(([o, c]) => `${o}-${c}`).join(", ");
}

const integer = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

const hours = z
  .string()
  .max(200, "Horaires trop longs")
  .transform((text, ctx) => {
    const ranges = parseRanges(text);
    if (ranges === null) {
      ctx.addIssue({
        code: "custom",
        message:
          "Horaires invalides : écrivez des plages comme « 09:00-12:00, 14:00-17:00 » (au moins une heure chacune, sans chevauchement), ou laissez vide pour un jour fermé.",
      });
      return z.NEVER;
    }
    return ranges;
  });

export const availabilityRulesSchema = z
  .object({
    hours_1: hours,
    hours_2: hours,
    hours_3: hours,
    hours_4: hours,
    hours_5: hours,
    hours_6: hours,
    hours_7: hours,
    min_notice_hours: integer(
      0,
      LIMITS.minNoticeMinutes.max / 60,
      `Le délai minimum doit être un nombre d'heures entre 0 et ${LIMITS.minNoticeMinutes.max / 60}.`,
    ),
    horizon_days: integer(
      LIMITS.horizonDays.min,
      LIMITS.horizonDays.max,
      `L'horizon doit être un nombre de jours entre ${LIMITS.horizonDays.min} et ${LIMITS.horizonDays.max}.`,
    ),
    capacity: integer(
      LIMITS.capacity.min,
      LIMITS.capacity.max,
      `La capacité doit être un nombre entre ${LIMITS.capacity.min} et ${LIMITS.capacity.max}.`,
    ),
    reminder_hours: integer(
      LIMITS.reminderHours.min,
      LIMITS.reminderHours.max,
      `Le rappel doit être un nombre d'heures entre ${LIMITS.reminderHours.min} et ${LIMITS.reminderHours.max}.`,
    ),
  })
  .transform((v) => ({
    weeklyHours: Object.fromEntries(
      WEEKDAYS.map((d) => [d, v[`hours_${d}` as const]]),
    ) as unknown as WeeklyHours,
    minNoticeMinutes: v.min_notice_hours * 60,
    horizonDays: v.horizon_days,
    capacity: v.capacity,
    reminderHours: v.reminder_hours,
  }));

export const closureSchema = z
  .object({
    start_date: z.string().refine(isIsoDate, "Date de début invalide."),
    end_date: z
      .string()
      .refine((d) => d === "" || isIsoDate(d), "Date de fin invalide.")
      .optional(),
    label: z
      .string()
      .trim()
      .min(1, "Le libellé est requis.")
      .max(
        LIMITS.closureLabel,
        `Le libellé ne doit pas dépasser ${LIMITS.closureLabel} caractères.`,
      )
      .refine(
        // eslint-disable-next-line no-control-regex
        (s) => !/[\u0000-\u001f\u007f]/.test(s),
        "Le libellé contient un caractère invalide.",
      ),
  })
  .transform((v) => ({
    startDate: v.start_date,
    endDate: v.end_date ? v.end_date : v.start_date,
    label: v.label,
  }))
  .refine((c) => c.endDate >= c.startDate, "La date de fin précède la date de début.");

export const closureIdSchema = z.object({ id: z.uuid("Fermeture inconnue.") });

/**
 * The online demos' settings (decisions 0064 and 0065): the self-service
 * cancellation cut-off, separate from the minimum notice of new bookings,
 * and the Jitsi Meet server video rooms are made on.
 */
export const demoSettingsSchema = z
  .object({
    cancel_cutoff_hours: integer(
      CUTOFF_LIMITS.min,
      CUTOFF_LIMITS.max,
      `Le délai d'annulation doit être un nombre d'heures entre ${CUTOFF_LIMITS.min} et ${CUTOFF_LIMITS.max}.`,
    ),
    video_base_url: z
      .string()
      .trim()
      .transform((url) => url.replace(/\/+$/, ""))
      .refine(
        isVideoBaseUrl,
        "Adresse du serveur de visioconférence invalide\u202F: une adresse https, par exemple https://meet.jit.si.",
      ),
  })
  .transform((v) => ({ cancelCutoffHours: v.cancel_cutoff_hours, videoBaseUrl: v.video_base_url }));
