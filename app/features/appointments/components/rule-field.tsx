import type { ReactNode } from "react";
import { inputClass } from "~/components/ui/field";

interface RuleFieldProps {
  label: ReactNode;
  name: string;
  min: number;
  max: number;
  value: number;
}

/** A number among the booking rules of the availability page, its label above its field. */
export function RuleField({ label, name, min, max, value }: RuleFieldProps) {
  return (
    <label className="grid gap-1">
      <span className="text-sm font-medium">{label}</span>
      <input
        name={name}
        type="number"
        min={min}
        max={max}
        defaultValue={value}
        className={inputClass}
      />
    </label>
  );
}
