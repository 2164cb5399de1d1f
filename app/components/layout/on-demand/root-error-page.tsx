import { useEffect } from "react";
import { isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { Dictionary } from "~/i18n";
import { frenchSpacing } from "~/i18n/typography";
import type { Language } from "~/i18n/language";

/**
 * The unexpected-error page's words, here rather than in the dictionaries:
 * the page must render when the root's data (and its dictionary) is missing,
 * and only this on-demand chunk carries them. The French heading is the
 * specification's.
 */
const ERROR_PAGE: Record<Language, { heading: string; text: string; home: string }> = {
  fr: {
    heading: "Unexpected Application Error!",
    text: frenchSpacing(
      "Une erreur inattendue s'est produite. Nos équipes en ont été informées ; veuillez réessayer dans quelques instants.",
    ),
    home: "Retour à l'accueil",
  },
  ar: {
    heading: "خطأ غير متوقع",
    text: "حدث خطأ غير متوقع، وقد أُبلغ فريقنا به. يُرجى المحاولة من جديد بعد لحظات.",
    home: "العودة إلى الصفحة الرئيسية",
  },
};

type RootData = { lang?: Language; t: Pick<Dictionary, "common"> };

/**
 * What the root error boundary shows: a refusal with its own French text
 * (403, 404 of an admin record…), the 404 outside the public layout, or the
 * unexpected error, which is reported since the page says so: by `report`,
 * the client-error reporter the root hands down (a component imports no
 * feature).
 */
export default function RootErrorPage({
  error,
  report,
}: {
  error: unknown;
  report: (kind: "boundary", error: unknown) => void;
}) {
  // The page promises «Nos équipes en ont été informées»: a rendering error is reported.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) report("boundary", error);
  }, [error, report]);
  // In the page's language when the root's data is there; the specification's French otherwise.
  const words = ERROR_PAGE[useRouteLoaderData<RootData>("root")?.lang ?? "fr"];
  // A refusal we threw ourselves (403, 404 of an admin record…) carries its own French text.
  const refusal =
    isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string"
      ? { status: error.status, message: error.data }
      : undefined;
  if (!refusal && isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }
  const showDetails = import.meta.env.DEV && error instanceof Error;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{refusal?.status ?? words.heading}</h1>
      <p>{refusal?.message ?? words.text}</p>
      {showDetails && (
        <pre className="max-w-full overflow-auto text-start text-xs">{error.stack}</pre>
      )}
      <a
        href="/"
        className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        {words.home}
      </a>
    </main>
  );
}

/** A 404 outside the public layout: the same words as the public 404, in the page's language. */
function NotFound() {
  const common = useRouteLoaderData<RootData>("root")?.t.common;
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-6xl font-bold">404</h1>
      <p className="text-xl text-slate-600 dark:text-slate-300">
        {common?.notFoundHeading ?? "Oops! Page not found"}
      </p>
      <a href="/" className="text-brand-600 underline hover:text-brand-700 dark:text-brand-100">
        {common?.notFoundLink ?? "Retour à l'accueil"}
      </a>
    </main>
  );
}
