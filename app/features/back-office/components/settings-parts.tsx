import { cx } from "~/components/ui";
import { mutedClass } from "./ui";

/** A setting that saves as it changes: a native checkbox drawn as a switch. */
export function Toggle({
  name,
  label,
  description,
  defaultChecked,
  onChange,
}: {
  name: string;
  label: string;
  description: string;
  defaultChecked: boolean;
  onChange: (form: HTMLFormElement) => void;
}) {
  const id = `setting-${name}`;
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className={`text-sm ${mutedClass}`}>
          {description}
        </p>
      </div>
      {/* A native checkbox styled as a switch: keyboard and screen readers work as usual. */}
      <input
        id={id}
        name={name}
        type="checkbox"
        role="switch"
        defaultChecked={defaultChecked}
        onChange={(event) => event.currentTarget.form && onChange(event.currentTarget.form)}
        aria-describedby={`${id}-hint`}
        className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:absolute before:start-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-600 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 rtl:checked:before:-translate-x-5 dark:bg-slate-600 dark:checked:bg-brand-500"
      />
    </div>
  );
}

/** A yes/no state shown as a badge: green when on. */
export function StateRow({
  label,
  on,
  onText,
  offText,
}: {
  label: string;
  on: boolean;
  onText: string;
  offText: string;
}) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <dt>{label}</dt>
      <dd
        className={cx(
          "rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
          on
            ? "bg-green-100 text-green-900 ring-green-300 dark:bg-green-900/40 dark:text-green-100 dark:ring-green-700"
            : "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600",
        )}
      >
        {on ? onText : offText}
      </dd>
    </div>
  );
}

/** Whether a piece of the configuration is set, never its value. */
export const ConfigStatus = ({ label, configured }: { label: string; configured: boolean }) => (
  <StateRow label={label} on={configured} onText="Configuré" offText="Non configuré" />
);
