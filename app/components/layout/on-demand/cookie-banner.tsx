import { X } from "~/components/ui/icons";
import { Link } from "react-router";
import { useT } from "~/i18n";
import { Button, Container } from "~/components/ui";
import type { Consent } from "../consent";

/** Fetched only when it must show: see the public layout. */
export function CookieBanner({ onDecide }: { onDecide: (value: Consent) => void }) {
  const t = useT();
  return (
    <section
      aria-label={t.common.cookieTitle}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-50 print:hidden border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.08)] dark:border-slate-700 dark:bg-slate-900"
    >
      <Container className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
        <p className="flex-1 pe-8 text-sm text-slate-700 sm:pe-0 dark:text-slate-200">
          {t.common.cookieText}{" "}
          <Link
            to="/politique-confidentialite"
            className="font-medium text-brand-700 underline dark:text-brand-100"
          >
            {t.common.cookiePolicy}
          </Link>
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => onDecide("rejected")}>
            {t.common.cookieReject}
          </Button>
          <Button size="sm" onClick={() => onDecide("accepted")}>
            {t.common.cookieAccept}
          </Button>
        </div>
        <button
          type="button"
          aria-label={t.common.cookieClose}
          className="absolute end-2 top-2 inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 sm:static dark:text-slate-300 dark:hover:bg-slate-800"
          onClick={() => onDecide("rejected")}
        >
          <X aria-hidden className="size-5" />
        </button>
      </Container>
    </section>
  );
}
