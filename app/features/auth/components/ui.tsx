import type { ComponentProps, ReactNode } from "react";

const inputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 " +
  "placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 " +
  "focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:opacity-60 " +
  "dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 " +
  "dark:focus-visible:outline-brand-100";

/**
 * A labelled input; the label is always visible (no placeholder-only fields).
 * An `error` marks the input (`aria-invalid`) and is read with it.
 */
export function Field({
  label,
  hint,
  error,
  ...input
}: ComponentProps<"input"> & { label: string; hint?: ReactNode; error?: string; name: string }) {
  const id = input.id ?? `field-${input.name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
        aria-invalid={error ? true : undefined}
        className={inputClass}
        {...input}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
    </div>
  );
}

const buttonVariants = {
  primary:
    "bg-brand-600 text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-600 " +
    "focus-visible:outline-brand-600 dark:focus-visible:outline-brand-100",
  secondary:
    "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 " +
    "dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 focus-visible:outline-brand-600",
  danger:
    "bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700 dark:focus-visible:outline-red-300",
};

export function Button({
  variant = "primary",
  className = "",
  ...props
}: ComponentProps<"button"> & { variant?: keyof typeof buttonVariants }) {
  return (
    <button
      className={
        "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-medium " +
        "focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-70 " +
        `${buttonVariants[variant]} ${className}`
      }
      {...props}
    />
  );
}

/** An inline message for pages without JavaScript (with JS the same text shows as a toast). */
export function FormAlert({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  const colors =
    tone === "error"
      ? "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
      : "border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200";
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-md border px-3 py-2 text-sm ${colors}`}
    >
      {children}
    </p>
  );
}
