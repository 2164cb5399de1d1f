/**
 * Theme and text-size preferences. The root's inline script
 * applies the stored values before the first paint; these helpers change
 * them afterwards and keep storage, `<html>` and the controls in step.
 */
export type Theme = "light" | "dark";

export const THEME_KEY = "theme";
export const FONT_SIZE_KEY = "fontSize";
export const FONT_SIZE = { min: 80, max: 120, step: 10, default: 100 } as const;

const listeners = new Set<() => void>();

/** For useSyncExternalStore: controls re-render when a preference changes. */
export function subscribePreferences(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  safeStore(THEME_KEY, theme);
  notify();
}

export function clampFontSize(value: number): number {
  if (!Number.isFinite(value)) return FONT_SIZE.default;
  return Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, Math.round(value / 10) * 10));
}

/** The size in effect, as the inline script or a control set it on <html>. */
export function currentFontSize(): number {
  const value = document.documentElement.style.getPropertyValue("--font-scale");
  return value ? clampFontSize(parseInt(value, 10)) : FONT_SIZE.default;
}

/** Stores the size as a percentage string (`100%`) and scales every rem. */
export function applyFontSize(value: number): number {
  const size = clampFontSize(value);
  document.documentElement.style.setProperty("--font-scale", `${size}%`);
  safeStore(FONT_SIZE_KEY, String(size));
  notify();
  return size;
}

function safeStore(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}
