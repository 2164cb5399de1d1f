import type { ReactNode } from "react";

/**
 * A region named by its own heading: `id` is written once, for both the
 * heading and the region's `aria-labelledby`, so the two cannot drift apart.
 */
export function Titled({
  as: Region = "section",
  id,
  className,
  heading: Heading = "h2",
  headingClassName,
  title,
  children,
}: {
  as?: "section" | "nav" | "aside";
  id: string;
  className?: string;
  heading?: "h2" | "h3";
  headingClassName?: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Region aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </Region>
  );
}
