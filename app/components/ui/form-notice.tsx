import type { ReactNode } from "react";
import { cx } from "./cx";

/**
 * The answer of a form posted without JavaScript, written in the page (with
 * JavaScript the same message shows as a toast instead).
 */
export function FormNotice({
  tone,
  title,
  children,
}: {
  tone: "error" | "success";
  title?: string;
  children: ReactNode;
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
      {title && <p className="font-semibold">{title}</p>}
      <p>{children}</p>
    </div>
  );
}
