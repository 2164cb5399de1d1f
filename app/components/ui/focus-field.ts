/**
 * Focuses the field a message is about, in the middle of the screen: a toast
 * shows at the top of the page (the bottom of a dialog), and a field the
 * browser merely scrolled into view may sit under it, on a phone above all.
 */
export function focusField(scope: ParentNode | null | undefined, name: string): void {
  const field = scope?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  if (!field) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: "center" });
}
