import { useEffect, type RefObject } from "react";

/**
 * What a visitor typed into a field before the page's scripts arrived: the
 * browser shows it, but no handler saw it change. Once hydrated, a value that
 * differs from the one the server drew is acted on as if typed now (on a
 * slow phone those first moments last seconds).
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  name: string,
  drawn: string,
  act: (value: string) => void,
): void {
  useEffect(() => {
    const field = form.current?.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.value !== drawn) act(field.value);
    // Once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
