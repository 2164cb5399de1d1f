import { ChevronDown, Menu, Phone, X } from "~/components/ui/icons";
import { PhoneNumber } from "~/components/ui/phone-number";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useCatalog } from "~/components/layout/use-catalog";
import { fill, useT } from "~/i18n";
import { Container, cx } from "~/components/ui";
import { useEscapeCloses } from "~/components/ui/use-escape-closes";
import { SectionLink } from "./nav-link";
import { LanguageButton, TextSizeControl, ThemeToggle } from "./preference-controls";
import type { NavSection } from "./scroll";
import { useScrollState } from "./use-scroll-state";
import { useSite } from "./use-site";
import { Logo } from "./logo";

type NavKey = "home" | "solutions" | "services" | "about" | "blog" | "appointment" | "contact";

type NavItem =
  | { key: NavKey; section: NavSection }
  | { key: NavKey; to: string }
  | { key: "solutions"; dropdown: true };

/** Home, Solutions, Services, About, Blog, Rendez-vous, Contact. */
const NAV: NavItem[] = [
  { key: "home", section: "hero" },
  { key: "solutions", dropdown: true },
  { key: "services", section: "services" },
  { key: "about", section: "about" },
  { key: "blog", to: "/blog" },
  { key: "appointment", to: "/rendez-vous" },
  { key: "contact", section: "contact" },
];

const ITEM = "nav-item";

/*
 * Widths at which the desktop bar fits, in rem of the page (so they grow with
 * the visitor's text size): measured with the longer French labels, about
 * 66 rem for the navigation and controls, 2.5 more for the phone's icon and
 * 8 more for its number. Below, the menu button holds everything (the phone
 * included). Literal class names, for Tailwind.
 */
const DESKTOP_BAR_BLOCK = "@min-[68rem]:block";
/** The phone's number beside its icon; narrower, the icon alone (the number stays its name). */
const DESKTOP_PHONE_NUMBER = "@min-[78rem]:not-sr-only";
const MENU_ONLY = "@min-[68rem]:hidden";
/** Language and text size stay in the bar as soon as they fit beside the logo (about 35 rem). */
const PREFERENCES_IN_BAR = "@min-[40rem]:flex";
const PREFERENCES_IN_MENU = "@min-[40rem]:hidden";

/** Which item reflects the page or, on the home page, the section in view. */
function activeKey(pathname: string, section: NavSection | null): NavKey | null {
  if (pathname === "/") {
    const bySection: Record<NavSection, NavKey> = {
      hero: "home",
      solutions: "solutions",
      services: "services",
      about: "about",
      contact: "contact",
    };
    return section ? bySection[section] : "home";
  }
  if (pathname.startsWith("/solutions/")) return "solutions";
  if (pathname.startsWith("/blog")) return "blog";
  if (pathname === "/rendez-vous") return "appointment";
  return null;
}

export function SiteHeader() {
  const t = useT();
  const products = useCatalog();
  const site = useSite();
  const { pathname } = useLocation();
  const { scrolled, active } = useScrollState(pathname === "/");
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEscapeCloses(menuOpen, setMenuOpen, menuButton);
  const menuId = useId();
  const current = activeKey(pathname, active);
  const close = () => setMenuOpen(false);

  // Any navigation closes the mobile menu (also covers back/forward).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  const renderItems = (mobile: boolean) =>
    NAV.map((item) => {
      const label = t.nav[item.key];
      const isCurrent = current === item.key ? "true" : undefined;
      const cls = cx(ITEM, mobile && "w-full text-base");
      let content: React.ReactNode;
      if ("dropdown" in item) {
        content = mobile ? (
          <div>
            <SectionLink
              section="solutions"
              className={cls}
              aria-current={isCurrent}
              onNavigate={close}
            >
              {label}
            </SectionLink>
            <ul className="ms-4 border-s border-slate-200 ps-2 dark:border-slate-700">
              {products.map((p) => (
                <li key={p.slug}>
                  <Link to={p.path} className={cls} onClick={close}>
                    {p.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <SolutionsDropdown label={label} current={isCurrent} />
        );
      } else if ("section" in item) {
        content = (
          <SectionLink
            section={item.section}
            className={cls}
            aria-current={isCurrent}
            onNavigate={close}
          >
            {label}
          </SectionLink>
        );
      } else {
        content = (
          <Link to={item.to} className={cls} aria-current={isCurrent} onClick={close}>
            {label}
          </Link>
        );
      }
      return <li key={item.key}>{content}</li>;
    });

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={cx(
        // A size container: the bar switches layout on its own width in rem,
        // so a larger text size collapses it to the menu before it overflows.
        "@container fixed inset-x-0 top-0 border-b print:hidden border-slate-200 bg-white/95 backdrop-blur transition-shadow dark:border-slate-800 dark:bg-slate-950/95",
        // The open menu lies above the cookie banner so its last controls stay reachable.
        menuOpen ? "z-[60]" : "z-40",
        scrolled && "shadow-md dark:shadow-black/40",
      )}
    >
      <Container width="wide" className="flex h-16 items-center gap-2">
        <Link
          to="/"
          className="me-auto flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-brand-500"
          aria-label={fill(t.nav.homeLink, { brand: site.name })}
        >
          <Logo />
          <span className="text-lg font-bold text-slate-900 dark:text-white">{site.name}</span>
        </Link>
        <nav aria-label={t.nav.label} className={cx("hidden", DESKTOP_BAR_BLOCK)}>
          <ul className="flex items-center">{renderItems(false)}</ul>
        </nav>
        <span className={cx("hidden", DESKTOP_BAR_BLOCK)}>
          <a href={site.telHref} className={ITEM} title={site.phone}>
            <Phone aria-hidden className="size-4" />
            <span className={cx("sr-only", DESKTOP_PHONE_NUMBER)}>
              <PhoneNumber number={site.phone} />
            </span>
          </a>
        </span>
        <div className={cx("hidden items-center gap-1", PREFERENCES_IN_BAR)}>
          <LanguageButton />
          <TextSizeControl />
        </div>
        <ThemeToggle />
        <button
          ref={menuButton}
          type="button"
          className={cx(
            "inline-flex size-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-100 dark:hover:bg-slate-800",
            MENU_ONLY,
          )}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t.common.closeMenu : t.common.openMenu}
          data-testid="menu-toggle"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden className="size-6" />
          ) : (
            <Menu aria-hidden className="size-6" />
          )}
        </button>
      </Container>
      <div
        id={menuId}
        hidden={!menuOpen}
        className={cx(
          "max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950",
          MENU_ONLY,
        )}
      >
        {/* Drawn when opened: a closed menu is no use without script, and its
            links repeat the bar's (8 KB of every page's HTML). */}
        {menuOpen && (
          <Container className="py-4">
            <nav aria-label={t.nav.label}>
              <ul className="flex flex-col gap-1">{renderItems(true)}</ul>
            </nav>
            <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
              <LanguageButton onSwitch={close} className={PREFERENCES_IN_MENU} />
              <a
                href={site.telHref}
                onClick={close}
                className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
              >
                <Phone aria-hidden className="size-4" />
                <span>{t.common.callUs}</span>
                <PhoneNumber number={site.phone} />
              </a>
              <TextSizeControl className={PREFERENCES_IN_MENU} />
            </div>
          </Container>
        )}
      </div>
    </header>
  );
}

/** Disclosure button with the three product pages; Escape or leaving it closes it. */
function SolutionsDropdown({ label, current }: { label: string; current?: "true" }) {
  const products = useCatalog();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
        if (event.key === "ArrowDown" && event.target === button.current) {
          event.preventDefault();
          setOpen(true);
          requestAnimationFrame(() => root.current?.querySelector<HTMLElement>("ul a")?.focus());
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={ITEM}
        aria-expanded={open}
        aria-controls={id}
        aria-current={current}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <ChevronDown
          aria-hidden
          className={cx("size-4 transition-transform", open && "rotate-180")}
        />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute start-0 top-full mt-2 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {products.map((p) => (
          <li key={p.slug}>
            <Link
              to={p.path}
              className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800"
              onClick={() => setOpen(false)}
            >
              {p.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
