import type { ShownDay } from "~/domain/availability";
import { Field, SelectOptions, inputClass } from "~/components/ui/field";
import type { FormTexts, FormsDictionary } from "~/i18n/forms";
import { useHydrated } from "~/lib/use-hydrated";
import { SHOW_DAY_FIELD } from "./show-day";

/** Why a day has no free slot: a closure by its name, beyond the horizon how far ahead one books. */
function whyClosed(day: Extract<ShownDay, { kind: "closed" }>, b: FormsDictionary["booking"]) {
  if (day.reason === "closure") {
    return day.closure ? b.closedFor.replace("{label}", day.closure) : b.closed;
  }
  if (day.reason === "too-far" && day.horizonDays) {
    return b.tooFar.replace("{days}", String(day.horizonDays));
  }
  return b.noFreeSlot;
}

/**
 * Page A's time field: only the free slots of the chosen day, as the server
 * counted them. A day without a free slot says so and offers the next open
 * day, loaded in place with JavaScript. Without JavaScript both buttons post
 * the form back with the day's slots, so what was typed (and the page's
 * language) stays.
 */
export function SlotPicker({
  texts,
  day,
  value,
  onPickDay,
}: {
  texts: FormTexts<"booking" | "fields">;
  day: ShownDay | null;
  value: string | undefined;
  onPickDay: (date: string) => void;
}) {
  const b = texts.booking;
  const hydrated = useHydrated();
  const free = day?.kind === "open" ? day.free : [];
  return (
    <div className="grid gap-2" data-slots={day ? day.kind : "none"}>
      {/* A new day redraws the label with its list: in an island, a control drawn
          anew takes the browser's id, which the server's label would not name. */}
      <Field
        key={day ? `${day.date}:${free.join(",")}` : "none"}
        name="preferred_time"
        label={texts.fields.time}
        required
      >
        {(p) => (
          <select
            {...p}
            name="preferred_time"
            aria-required="true"
            defaultValue={value && free.includes(value) ? value : ""}
            className={inputClass}
          >
            <SelectOptions
              placeholder={day ? texts.fields.timePlaceholder : b.chooseDate}
              options={free}
            />
          </select>
        )}
      </Field>
      {!hydrated && (
        <button
          type="submit"
          name="intent"
          value="slots"
          formNoValidate
          className="justify-self-start text-sm font-medium text-brand-700 underline dark:text-brand-100"
        >
          {b.showSlots}
        </button>
      )}
      {day?.kind === "closed" && (
        <div role="status" data-day-closed className="text-sm text-slate-700 dark:text-slate-300">
          <p>{whyClosed(day, b)}</p>
          {day.nextOpenDay ? (
            <p className="mt-1">
              {b.nextOpenDay.replace("{date}", day.nextOpenDayText ?? day.nextOpenDay)}{" "}
              {hydrated ? (
                <button
                  type="button"
                  onClick={() => onPickDay(day.nextOpenDay!)}
                  className="font-medium text-brand-700 underline dark:text-brand-100"
                >
                  {b.seeNextOpenDay}
                </button>
              ) : (
                <button
                  type="submit"
                  name={SHOW_DAY_FIELD}
                  value={day.nextOpenDay}
                  formNoValidate
                  className="font-medium text-brand-700 underline dark:text-brand-100"
                >
                  {b.seeNextOpenDay}
                </button>
              )}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
