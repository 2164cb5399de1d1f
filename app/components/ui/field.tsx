import { createContext, useContext, useId, type ReactNode } from "react";
import { direction, type Language } from "~/i18n/language";
import { cx } from "./cx";

/** The look of every text input, select and text area. */
export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800";

/** The look of a field's label, also for the labels of check boxes and groups. */
export const labelClass = "text-sm font-medium text-slate-800 dark:text-slate-200";

/** A form's first issue: the control's name and its message. */
export interface FieldIssueValue {
  field?: string;
  message: string;
}

const FieldIssueContext = createContext<FieldIssueValue | undefined>(undefined);

/**
 * Gives a form's first issue to its fields: the Field whose `name` it names
 * shows the message under its control, marks it invalid and describes it by
 * the message. Every form marks its field in error this way.
 */
export function FieldIssue({
  issue,
  children,
}: {
  issue: FieldIssueValue | null | undefined;
  children: ReactNode;
}) {
  return (
    <FieldIssueContext.Provider value={issue ?? undefined}>{children}</FieldIssueContext.Provider>
  );
}

/** What the control of a Field must carry to stay linked to its label, error and hint. */
type FieldControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
};

/**
 * A labelled field; the label is always visible (no placeholder-only fields).
 * `children` receives the props to put on the control (input, select, text
 * area), so screen readers read the label, then the error and hint with it.
 * An `error` marks the control invalid.
 */
export function Field({
  label,
  id: givenId,
  name,
  required,
  hint,
  error: givenError,
  className,
  children,
}: {
  label: string;
  /** The control's name: the form's first issue (FieldIssue) about it is this field's error. */
  name?: string;
  /** A stable id for the control, when other code points at it; generated otherwise. */
  id?: string;
  /** Shows the required marker; the control carries `required` itself. */
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const issue = useContext(FieldIssueContext);
  const error = givenError ?? (name && issue?.field === name ? issue.message : undefined);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && (
          <span className="text-red-700 dark:text-red-400" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children({
        id,
        "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
        "aria-invalid": error ? true : undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The props of a TextField: the control's own (name, type, required, autoComplete…) and the Field's. */
export type TextFieldProps = Omit<
  React.InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement>,
  "className" | "id" | "lang" | "dir"
> & {
  label: string;
  id?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** A text area of that many lines instead of a one-line input. */
  rows?: number;
  /** A text written in that language, in its direction (Arabic right to left). */
  lang?: Language;
  /** The one-line input's (e.g. to focus it); a text area takes none. */
  ref?: React.Ref<HTMLInputElement>;
};

/**
 * The common case: a Field around one plain text input, or a text area with
 * `rows`. The control's own props pass through; the field's `id`, `hint` and
 * `error` stay the Field's.
 */
export function TextField({
  label,
  id,
  hint,
  error,
  className,
  rows,
  lang,
  ref,
  ...control
}: TextFieldProps) {
  const language = lang && { lang, dir: direction(lang) };
  return (
    <Field
      label={label}
      id={id}
      name={control.name}
      hint={hint}
      error={error}
      className={className}
    >
      {(field) =>
        rows ? (
          <textarea {...field} {...control} {...language} rows={rows} className={inputClass} />
        ) : (
          <input {...field} {...control} {...language} ref={ref} className={inputClass} />
        )
      }
    </Field>
  );
}

/**
 * One choice of a radio group drawn as a card (deployment, meeting type): the
 * radio's own props pass through; `children` is its text.
 */
export function RadioCard({
  children,
  ...radio
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "className"> & {
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 p-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-slate-600 dark:has-checked:border-brand-500 dark:has-checked:bg-slate-800">
      <input type="radio" {...radio} className="size-4 accent-brand-600" />
      {children}
    </label>
  );
}

/**
 * A radio group drawn as cards, two to a row from 640 px: one card a value of
 * `values`, whose state and text `card` gives.
 */
export function RadioCardGroup<V extends string>({
  legend,
  name,
  values,
  card,
  className,
}: {
  legend: ReactNode;
  name: string;
  values: readonly V[];
  card: (value: V) => Omit<React.ComponentProps<typeof RadioCard>, "name" | "value">;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {values.map((value) => (
          <RadioCard key={value} name={name} value={value} {...card(value)} />
        ))}
      </div>
    </fieldset>
  );
}

/** The options of a select, after a `placeholder` option (value "") when there is one. */
export function SelectOptions({
  options,
  placeholder,
}: {
  /** A bare string is both the value and the text. */
  options: readonly (string | { value: string; label: string })[];
  placeholder?: string;
}) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => {
        const { value, label } =
          typeof option === "string" ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}
