import type { ReactNode } from "react";

/** The card of the sign-in and first-administrator pages, centred on the page. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    // The back office is French only, even for a visitor who chose Arabic on the public site.
    <main
      lang="fr"
      dir="ltr"
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12 dark:bg-slate-950"
    >
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        {children}
      </div>
    </main>
  );
}
