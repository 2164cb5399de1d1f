/**
 * What the islands' code gets when it imports "react-router" (an alias of the
 * islands' build, see vite.islands.config.ts): the few hooks and the link the
 * shared components use, without a router. A public page is a document of
 * its own: a link is a plain link (a page load, from the page cache), a
 * revalidation is a reload, and the root loader's data is the page's data
 * (see PageData), read from the page itself. The server draws the same
 * components with React Router, so the HTML is the same.
 */
import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ReactNode,
} from "react";
import type { PageData } from "~/lib/page-data";

type To = string | { pathname?: string; search?: string; hash?: string };

const PageDataContext = createContext<(PageData & { flash?: unknown }) | undefined>(undefined);
export const IslandPageProvider = PageDataContext.Provider;

const href = (to: To): string =>
  typeof to === "string"
    ? to
    : `${to.pathname ?? location.pathname}${to.search ?? ""}${to.hash ?? ""}`;

export function useRouteLoaderData(id: string): unknown {
  const page = useContext(PageDataContext);
  return id === "root" ? page : undefined;
}

export function useLocation() {
  const page = useContext(PageDataContext);
  const here = typeof location === "undefined" ? undefined : location;
  return {
    pathname: page?.pathname ?? here?.pathname ?? "/",
    search: here?.search ?? "",
    hash: here?.hash ?? "",
    state: null,
    key: "default",
  };
}

/** A navigation is a page load; `replace` keeps the history as the router would. */
export function useNavigate() {
  return (to: To | number, options?: { replace?: boolean }) => {
    if (typeof to === "number") return history.go(to);
    void fontsArrived().then(() => {
      if (options?.replace) location.replace(href(to));
      else location.assign(href(to));
    });
  };
}

/**
 * A font asked for just before (the Arabic font, at a switch to Arabic: see
 * preloadArabicFont), given up to 2 s to arrive, so the next page finds it
 * cached at its first layout, where an `optional` font is used or never.
 */
async function fontsArrived(): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')]
    .filter((link) => !performance.getEntriesByName(link.href).length)
    .map(
      (link) =>
        new Promise((done) => {
          link.addEventListener("load", done, { once: true });
          link.addEventListener("error", done, { once: true });
        }),
    );
  if (pending.length) {
    await Promise.race([Promise.all(pending), new Promise((done) => setTimeout(done, 2_000))]);
  }
}

/** The page's data comes again with the page: a reload (after a font asked for, if any). */
export function useRevalidator() {
  return {
    state: "idle" as const,
    revalidate: async () => {
      await fontsArrived();
      location.reload();
    },
  };
}

/** No route matches in an island: each reads what it needs from its props. */
export function useMatches(): { id: string; handle?: unknown }[] {
  return [];
}

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: To;
  children?: ReactNode;
  prefetch?: string;
  replace?: boolean;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  viewTransition?: boolean;
};

/** React Router's <a>, followed by the browser. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    prefetch: _prefetch,
    replace: _replace,
    reloadDocument: _reload,
    preventScrollReset: _keep,
    viewTransition: _vt,
    ...props
  },
  ref,
) {
  return <a ref={ref} href={href(to)} data-discover="true" {...props} />;
});
