import { useEffect, type RefObject } from "react";

/**
 * While a disclosure (a menu opened by a button) is open, Escape anywhere
 * closes it and puts the focus back on its button, so a keyboard user is not
 * left inside a panel that just disappeared. A key another component already
 * handled (a dialog closing itself) is left alone.
 */
export function useEscapeCloses(
  open: boolean,
  setOpen: (open: boolean) => void,
  button: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, setOpen, button]);
}
