import { useRef, useState, type FormEvent } from "react";
import type { ShownDay } from "~/domain/availability";
import type { Language } from "~/i18n/language";

/** The free slots a posted form came back with, if any. */
function answerDay(answer: unknown): ShownDay | null | undefined {
  if (typeof answer !== "object" || answer === null || !("day" in answer)) return undefined;
  return answer.day as ShownDay | null;
}

/**
 * The day a slot picker shows: the newest of the server's (the page's
 * `?date=`), a posted form's answer, and a day asked for as the visitor
 * picks a date, from the slots' small JSON answer (`/api/slots`). A day
 * asked for later wins over one asked earlier that answers late; a day that
 * cannot be read shows no slots, as the server does when it cannot count them.
 */
function useShownDay(
  drawn: ShownDay | null,
  answer: unknown,
  lang: Language,
): [ShownDay | null, (date: string) => void] {
  const [seen, setSeen] = useState({ answer, day: answerDay(answer) ?? drawn });
  if (answer !== seen.answer) setSeen({ answer, day: answerDay(answer) ?? seen.day });
  const asked = useRef(0);
  const show = (day: ShownDay | null) => setSeen((now) => ({ ...now, day }));
  const load = (date: string) => {
    const ask = ++asked.current;
    if (!date) return show(null);
    const query = new URLSearchParams({ date, lang });
    fetch(`/api/slots?${query}`)
      .then((response) =>
        response.ok ? (response.json() as Promise<{ day: ShownDay | null }>) : null,
      )
      .catch(() => null)
      .then((slots) => ask === asked.current && show(slots?.day ?? null));
  };
  return [seen.day, load];
}

/**
 * The day state of a form with a date field and a slot picker (page A, the
 * self-service move): the day shown, the form whose date field a day picked
 * in the picker fills, the form's `onChange` that loads the day typed, and
 * the values the date field starts from (the page's `?date=` when nothing
 * was posted).
 */
export function useBookingDay(
  drawn: ShownDay | null,
  answer: unknown,
  lang: Language,
  values: Record<string, string>,
) {
  const [day, loadDay] = useShownDay(drawn, answer, lang);
  const formRef = useRef<HTMLFormElement>(null);
  const pickDay = (date: string) => {
    const input = formRef.current?.elements.namedItem("preferred_date");
    if (input instanceof HTMLInputElement) input.value = date;
    loadDay(date);
  };
  const onDateChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as unknown;
    if (target instanceof HTMLInputElement && target.name === "preferred_date") {
      loadDay(target.value);
    }
  };
  const shownDate = values.preferred_date ?? drawn?.date;
  const dateValues = shownDate ? { ...values, preferred_date: shownDate } : values;
  return { day, loadDay, formRef, pickDay, onDateChange, shownDate, dateValues };
}
