import { Minus, Moon, Plus, Sun } from "~/components/ui/icons";
import { useSyncExternalStore } from "react";
import { preloadArabicFont } from "~/assets/fonts/arabic-font";
import { useSetLanguage, useLanguage, useT } from "~/i18n";
import { cx } from "~/components/ui";
import {
  FONT_SIZE,
  applyFontSize,
  applyTheme,
  currentFontSize,
  currentTheme,
  subscribePreferences,
  type Theme,
} from "./preferences";

const ICON_BUTTON = "icon-button";

export function ThemeToggle({ className }: { className?: string }) {
  const t = useT();
  // Unknown on the server: the inline script decides before React runs.
  const theme = useSyncExternalStore<Theme | null>(subscribePreferences, currentTheme, () => null);
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      className={cx(ICON_BUTTON, className)}
      aria-label={next === "dark" ? t.common.themeToDark : t.common.themeToLight}
      title={next === "dark" ? t.common.themeToDark : t.common.themeToLight}
      data-testid="theme-toggle"
      onClick={() => {
        applyTheme(next);
      }}
    >
      {theme === "dark" ? (
        <Sun aria-hidden className="size-5" />
      ) : (
        <Moon aria-hidden className="size-5" />
      )}
    </button>
  );
}

export function TextSizeControl({ className }: { className?: string }) {
  const t = useT();
  const size = useSyncExternalStore(subscribePreferences, currentFontSize, () => FONT_SIZE.default);
  const change = (delta: number) => applyFontSize(size + delta);
  return (
    <div
      role="group"
      aria-label={t.common.textSizeLabel}
      className={cx("flex items-center", className)}
    >
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={t.common.textSmaller}
        title={t.common.textSmaller}
        disabled={size <= FONT_SIZE.min}
        onClick={() => change(-FONT_SIZE.step)}
      >
        <Minus aria-hidden className="size-4" />
        <span aria-hidden className="text-xs font-bold">
          A
        </span>
      </button>
      <output
        aria-live="polite"
        className="w-11 text-center text-xs tabular-nums text-slate-700 dark:text-slate-200"
        dir="ltr"
      >
        {size}%
      </output>
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={t.common.textLarger}
        title={t.common.textLarger}
        disabled={size >= FONT_SIZE.max}
        onClick={() => change(FONT_SIZE.step)}
      >
        <Plus aria-hidden className="size-4" />
        <span aria-hidden className="text-sm font-bold">
          A
        </span>
      </button>
    </div>
  );
}

/** Shows the other language's label: العربية on French pages, FR on Arabic ones. */
export function LanguageButton({
  className,
  onSwitch,
}: {
  className?: string;
  onSwitch?: () => void;
}) {
  const lang = useLanguage();
  const t = useT();
  const setLanguage = useSetLanguage();
  const other = lang === "fr" ? "ar" : "fr";
  return (
    <button
      type="button"
      lang={other}
      title={t.common.languageSwitchLabel}
      data-testid="language-switch"
      className={cx(
        "inline-flex min-h-10 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800",
        className,
      )}
      onClick={() => {
        onSwitch?.();
        if (other === "ar") preloadArabicFont();
        setLanguage(other);
      }}
    >
      {t.common.languageSwitch}
    </button>
  );
}
