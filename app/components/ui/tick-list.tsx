import type { ComponentType } from "react";
import { Check, type IconProps } from "./icons";

const TONES = {
  green: "text-emerald-600 dark:text-emerald-400",
  brand: "text-brand-600 dark:text-blue-300",
} as const;

/**
 * A list whose items each open with an icon (a green tick unless told): a
 * product's features and benefits, what an offer includes. `items` is the
 * list, or the content's one text split on `|`. The text colour and spacing
 * are the caller's (`className`); `small` sets the icon beside small text.
 */
export function TickList({
  items,
  icon: Icon = Check,
  tone = "green",
  small = false,
  className,
  label,
}: {
  items: string | readonly string[];
  icon?: ComponentType<IconProps>;
  tone?: keyof typeof TONES;
  small?: boolean;
  className?: string;
  label?: string;
}) {
  const list = typeof items === "string" ? items.split("|") : items;
  return (
    <ul className={className} aria-label={label}>
      {list.map((item) => (
        <li key={item} className={`flex ${small ? "gap-2" : "gap-3"}`}>
          <Icon
            aria-hidden
            className={`mt-0.5 shrink-0 ${small ? "size-4" : "size-5"} ${TONES[tone]}`}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
