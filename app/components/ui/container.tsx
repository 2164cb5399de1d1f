import { cx } from "./cx";

/** Centred page-width wrapper with the site's side padding; `wide` for the header bar. */
export function Container({
  className,
  wide = false,
  ...props
}: React.HTMLAttributes<HTMLDivElement> & { wide?: boolean }) {
  return (
    <div
      className={cx(
        "mx-auto w-full px-4 sm:px-6 lg:px-8",
        wide ? "max-w-7xl" : "max-w-6xl",
        className,
      )}
      {...props}
    />
  );
}
