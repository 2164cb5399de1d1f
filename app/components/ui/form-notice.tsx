import type { ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { cx } from "./cx";

interface FormNoticeProps {
  tone: "error" | "success";
  title?: string;
  className?: string;
  children: ReactNode;
}

/** A form's answer or a notice, written in the page. */
export function FormNotice({ tone, title, className, children }: FormNoticeProps) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-form-notice={tone}
      className={cx(
        "rounded-lg border p-4 text-sm",
        className,
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

/**
 * The answer of a form posted without JavaScript: with JavaScript the same
 * message shows as a toast, so the notice leaves once the page is hydrated.
 * Only this small component renders again then (synchronously, as React does
 * for the hydration flag), not the whole form around it.
 */
export function NoScriptFormNotice(props: FormNoticeProps) {
  return useHydrated() ? null : <FormNotice {...props} />;
}
