import { Link, useLocation } from "react-router";
import { smoothScrollTo } from "./scroll";

/**
 * A link to a home section. On the home page it scrolls smoothly (500 ms)
 * and updates the address; elsewhere it is a plain link to `/#id`, and the
 * router scrolls to the anchor once the home page renders.
 */
export function SectionLink({
  section,
  onNavigate,
  ...props
}: { section: string; onNavigate?: () => void } & Omit<
  React.AnchorHTMLAttributes<HTMLAnchorElement>,
  "href"
>) {
  const { pathname } = useLocation();
  return (
    <Link
      to={`/#${section}`}
      onClick={(event) => {
        onNavigate?.();
        if (pathname !== "/" || event.metaKey || event.ctrlKey || event.shiftKey) return;
        if (smoothScrollTo(section)) {
          event.preventDefault();
          window.history.replaceState(window.history.state, "", `#${section}`);
        }
      }}
      {...props}
    />
  );
}
