import type { AppointmentStatus, OrderStatus } from "~/domain/constants";
import { cx } from "~/components/ui";
import type { Entity } from "../schema";
import { statusLabel } from "~/domain/records";

// Dashboard colours: pending yellow, confirmed green, any other status red.
// Lists and detail views tell shipped and delivered apart from cancelled.
const TONES = {
  pending:
    "bg-yellow-100 text-yellow-900 ring-yellow-300 dark:bg-yellow-900/40 dark:text-yellow-100 dark:ring-yellow-700",
  confirmed:
    "bg-green-100 text-green-900 ring-green-300 dark:bg-green-900/40 dark:text-green-100 dark:ring-green-700",
  other:
    "bg-red-100 text-red-900 ring-red-300 dark:bg-red-900/40 dark:text-red-100 dark:ring-red-700",
  shipped:
    "bg-blue-100 text-blue-900 ring-blue-300 dark:bg-blue-900/40 dark:text-blue-100 dark:ring-blue-700",
  delivered:
    "bg-teal-100 text-teal-900 ring-teal-300 dark:bg-teal-900/40 dark:text-teal-100 dark:ring-teal-700",
} as const;

function toneOf(status: string, palette: "dashboard" | "full"): keyof typeof TONES {
  if (status === "pending" || status === "confirmed") return status;
  if (palette === "full" && (status === "shipped" || status === "delivered")) return status;
  // An appointment that took place shares the colour of a delivered order.
  if (palette === "full" && status === "done") return "delivered";
  return "other";
}

export function StatusBadge({
  entity,
  status,
  palette = "full",
}: {
  entity: Entity;
  status: OrderStatus | AppointmentStatus | string;
  /** The dashboard keeps the spec's three colours. */
  palette?: "dashboard" | "full";
}) {
  const tone = toneOf(status, palette);
  return (
    <span
      data-status={status}
      className={cx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        TONES[tone],
      )}
    >
      {statusLabel(entity, status)}
    </span>
  );
}
