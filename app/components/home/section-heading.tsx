import { cx } from "~/components/ui/cx";

/** A section's h2 with an optional intro paragraph; `id` lets the section use aria-labelledby. */
export function SectionHeading({
  id,
  title,
  intro,
  className,
  align = "center",
}: {
  id?: string;
  title: string;
  intro?: string;
  className?: string;
  align?: "center" | "start";
}) {
  return (
    <div
      className={cx(
        "mb-10",
        align === "center" ? "mx-auto max-w-2xl text-center" : "text-start",
        className,
      )}
    >
      <h2 id={id} className="headline">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{intro}</p>}
    </div>
  );
}
