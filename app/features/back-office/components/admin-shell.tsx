import { useRef, useState, type ReactNode } from "react";
import { NavLink, useNavigation } from "react-router";
import { Menu, X } from "~/components/ui/icons";
import { cx } from "~/components/ui";
import { useEscapeCloses } from "~/components/ui/use-escape-closes";
import type { navigationFor } from "~/features/auth/access-rules";
import { SessionKeepAlive, SignOutButton } from "~/features/auth/components/account-forms";
import { Spinner } from "./ui";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    "block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500",
    isActive
      ? "bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white"
      : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
  );

/** The list an admin address belongs to, for the way back from an error. */
export function listOf(pathname: string): { to: string; label: string } {
  const section = pathname.split("/")[2];
  const lists: Record<string, { to: string; label: string }> = {
    orders: { to: "/admin/orders", label: "Retour aux commandes" },
    appointments: { to: "/admin/appointments", label: "Retour aux rendez-vous" },
    clients: { to: "/admin/clients", label: "Retour aux clients" },
  };
  return (section && lists[section]) || { to: "/admin", label: "Retour au tableau de bord" };
}

/** The signed-in person as the shell shows them: e-mail, role, and the menu their role opens. */
export interface Account {
  email: string;
  roleLabel: string;
  nav: ReturnType<typeof navigationFor>;
}

/** The back office around a page: header, account, menu (a drawer on phones), the loading mark. */
export function AdminShell({ account, children }: { account?: Account; children: ReactNode }) {
  const email = account?.email;
  const nav = account?.nav ?? [];
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEscapeCloses(menuOpen, setMenuOpen, menuButton);
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/admin");
  return (
    // The back office is French only, whatever language the visitor chose on the public site.
    <div lang="fr" dir="ltr" className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Aller au contenu
      </a>
      <header className="sticky top-0 z-40 border-b print:hidden border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
          <NavLink to="/admin" end className="text-lg font-bold text-brand-700 dark:text-white">
            Administration
          </NavLink>
          <div className="ms-auto hidden items-center gap-3 lg:flex">
            <span
              className="max-w-56 truncate text-sm text-slate-600 dark:text-slate-300"
              title={email}
            >
              {email}
            </span>
            {account && (
              <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                {account.roleLabel}
              </span>
            )}
            <SignOutButton />
          </div>
          <button
            ref={menuButton}
            type="button"
            className="ms-auto rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-expanded={menuOpen}
            aria-controls="admin-mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">Menu</span>
          </button>
        </div>
        {/* Its own row: the entries wrap instead of pushing the account controls off-screen. */}
        <nav aria-label="Administration" className="mx-auto hidden max-w-7xl px-4 pb-2 lg:block">
          <ul className="flex flex-wrap gap-1">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={"end" in item} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {menuOpen && (
          <div
            id="admin-mobile-menu"
            className="border-t border-slate-200 px-4 pb-4 lg:hidden dark:border-slate-800"
          >
            <nav aria-label="Administration (mobile)">
              <ul className="space-y-1 py-2">
                {nav.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={"end" in item}
                      className={navLinkClass}
                      onClick={() => setMenuOpen(false)}
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <p className="truncate py-2 text-sm text-slate-600 dark:text-slate-300">{email}</p>
            <SignOutButton />
          </div>
        )}
      </header>
      <main id="admin-main" className="relative mx-auto max-w-7xl px-4 py-6" aria-busy={loading}>
        {loading && (
          <div className="pointer-events-none absolute inset-x-0 top-2 flex justify-center">
            <Spinner />
          </div>
        )}
        {children}
      </main>
      <SessionKeepAlive />
    </div>
  );
}
