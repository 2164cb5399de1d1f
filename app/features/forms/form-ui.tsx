import { useId } from "react";
import { cx } from "~/components/ui";
import type { Language } from "~/i18n/language";
import { HONEYPOT_FIELD, LANGUAGE_FIELD, TICKET_FIELD } from "./messages";

/**
 * The hidden fields of every public form: the page's language (the server
 * answers in it and keeps it with the record), the signed ticket (minimum
 * time, idempotency key) and the honeypot, a text field people never see or
 * reach with the keyboard but that form-filling robots fill in.
 */
export function AntiSpamFields({
  ticket,
  lang,
  honeypotLabel,
}: {
  ticket: string;
  lang: Language;
  honeypotLabel: string;
}) {
  return (
    <>
      <input type="hidden" name={LANGUAGE_FIELD} value={lang} />
      <input type="hidden" name={TICKET_FIELD} value={ticket} />
      <div aria-hidden="true" className="sr-only">
        <label>
          {honeypotLabel}
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
    </>
  );
}

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800";

/**
 * A labelled field. `children` receives the id and described-by to put on the
 * control, so label, hint and control stay linked for screen readers.
 */
export function Field({
  label,
  required,
  hint,
  className,
  children,
}: {
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
  children: (props: { id: string; "aria-describedby"?: string }) => React.ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {required && (
          <span className="text-red-700 dark:text-red-400" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children({ id, "aria-describedby": hintId })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The answer of a form posted without JavaScript, written in the page (with
 * JavaScript the same message shows as a toast instead).
 */
export function FormNotice({
  tone,
  title,
  message,
}: {
  tone: "error" | "success";
  title: string;
  message: string;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-form-notice={tone}
      className={cx(
        "rounded-lg border p-4 text-sm",
        tone === "error"
          ? "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          : "border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100",
      )}
    >
      <p className="font-semibold">{title}</p>
      <p>{message}</p>
    </div>
  );
}
