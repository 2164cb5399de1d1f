import { Link, type LinkProps } from "react-router";
import { cx } from "./cx";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "onDark" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

/** The `btn` class: shape, focus ring and disabled look (site-theme.css). */
const BASE = "btn";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-600",
  secondary:
    "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  ghost: "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
  onDark: "bg-white text-brand-700 hover:bg-brand-50",
  danger: "bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-700",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-4 text-sm",
  lg: "min-h-12 px-6 text-base",
};

/** Class names of a button, for elements that must look like one (e.g. OrderButton). */
export function buttonClass({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cx(BASE, VARIANTS[variant], SIZES[size], className);
}

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize };

/**
 * A button. While `busy` (its form is being sent) it is disabled, tells
 * assistive technologies so, and shows `busyLabel` instead of its text.
 */
export function Button({
  variant,
  size,
  className,
  type = "button",
  busy = false,
  busyLabel,
  disabled,
  children,
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> &
  StyleProps & { busy?: boolean; busyLabel?: string }) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, className })}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

/** A link styled as a button (internal navigation through React Router). */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & StyleProps) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}
