import { cx } from "./cx";

const WIDTHS = {
  /** A reading column: guides, legal pages, single forms. */
  text: "max-w-3xl",
  page: "max-w-6xl",
  /** The header bar. */
  wide: "max-w-7xl",
};

/**
 * Centred wrapper with the site's side padding. Its width is a prop, not a
 * class: two max-width classes on one element are settled by the order of
 * the stylesheet, not of the class list.
 */
export function Container({
  className,
  width = "page",
  ...props
}: React.HTMLAttributes<HTMLDivElement> & { width?: keyof typeof WIDTHS }) {
  return (
    <div
      className={cx("mx-auto w-full px-4 sm:px-6 lg:px-8", WIDTHS[width], className)}
      {...props}
    />
  );
}
