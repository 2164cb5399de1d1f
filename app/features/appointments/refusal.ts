import { weekdayOf, type AvailabilityRules, type RefusalReason } from "~/domain/availability";
import { clockTime } from "./dates";
import { countOf } from "~/i18n/durations";
import type { FormsDictionary } from "~/i18n/forms";
import type { Language } from "~/i18n/language";

/** The day's opening hours: «9 h 00 – 12 h 00, 14 h 00 – 17 h 00»; in Arabic «09:00–12:00، 14:00–17:00». */
export function openingHoursText(
  rules: Pick<AvailabilityRules, "weeklyHours">,
  date: string,
  lang: Language,
) {
  return rules.weeklyHours[weekdayOf(date)]
    .map(([o, c]) =>
      lang === "fr" ? `${clockTime(o, lang)} – ${clockTime(c, lang)}` : `${o}–${c}`,
    )
    .join(lang === "fr" ? ", " : "، ");
}

/** Why the server refused a slot, in the page's language. */
export function refusalMessage(
  reason: RefusalReason | "full",
  texts: FormsDictionary,
  lang: Language,
  rules: Omit<AvailabilityRules, "closures">,
  date: string,
): string {
  const b = texts.booking;
  switch (reason) {
    case "past":
      return b.past;
    case "too-soon":
      return b.tooSoon.replace("{notice}", countOf(lang, rules.minNoticeMinutes, "minute"));
    case "too-far":
      return b.tooFar.replace("{days}", String(rules.horizonDays));
    case "closure":
      return b.closure;
    case "closed-day":
      return b.closedDay;
    case "hours":
      return b.hours.replace("{hours}", openingHoursText(rules, date, lang));
    case "full":
      return b.full;
  }
}
