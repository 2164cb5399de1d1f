import { Suspense, lazy, useEffect } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { DeferredToaster, wantsToastsReady } from "./components/ui/deferred-toaster";
import { takeFlash } from "./lib/flash.server";
import { publicSite } from "./config/site.server";
import { dictionary } from "./i18n/dictionaries.server";
import { catalog, siteContent, withSiteContent } from "./features/content/store.server";
import { db } from "./lib/db.server";
import { direction, languageFromRequest, type Language } from "./i18n/language";
import { useNonce } from "./lib/nonce";
import { arabicFontFace, arabicFontUrl } from "./assets/fonts/arabic-font";
import stylesheetUrl from "./public.css?url";
import { InlineStylesheet } from "./lib/inline-stylesheet";
import { installClientErrorReporting, reportClientError } from "./features/client-errors/reporter";
import { countShownPrefetch } from "./features/audience/shown";
import { isFailedSubmission } from "./features/forms/keep-form";
import { islandFiles } from "./islands/manifest.server";
import { ISLAND_ROUTES } from "./island-marks/names";
import { IslandScripts, ToastsIsland } from "./islands/scripts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // In development the public stylesheet stays a file, for Vite's hot reload; built pages
  // inline it (a page drawn as islands, its own rules, then the file before its islands wake).
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheetUrl }] : []),
];

/** The back office and its sign-in pages are French and left-to-right, whatever the visitor chose. */
function isBackOffice(pathname: string): boolean {
  return /^\/(admin|auth|setup)(\/|$)/.test(pathname);
}

export async function loader({ request }: Route.LoaderArgs) {
  const lang = isBackOffice(new URL(request.url).pathname) ? "fr" : languageFromRequest(request);
  const content = await siteContent(db());
  // A message carried across a redirect, read once: only the page that shows it has the key.
  const flash = takeFlash(request);
  // Only this language's texts travel to the browser (see useT); the products and
  // the home page's lists come from the database (see ADR 0023).
  return data(
    {
      lang,
      site: publicSite(),
      t: withSiteContent(dictionary(lang), content, lang),
      catalog: catalog(content),
      ...(flash?.answer && { flash: flash.answer }),
      // Only a public page drawn as islands uses it (see docs/decisions/0053).
      islands: import.meta.env.DEV ? null : islandFiles(),
    },
    flash ? { headers: { "Set-Cookie": flash.clear } } : undefined,
  );
}

/**
 * Moving between the public site and the back office changes the page's
 * language. A refused or failed submission changes nothing read here, and
 * during an outage a reload would fail and replace the page with the error
 * page (see keep-form).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (isFailedSubmission(actionResult)) return false;
  return (
    isBackOffice(currentUrl.pathname) !== isBackOffice(nextUrl.pathname) || defaultShouldRevalidate
  );
}

/**
 * Applies the stored theme and text size before the first paint, so the page
 * never flashes light-then-dark. Only the server's HTML runs it: the browser
 * build carries an empty text (hydration keeps the server's, a script added
 * by React never runs), so its bytes stay off every page's first load.
 */
const PREFERENCES_SCRIPT = import.meta.env.SSR
  ? `(function(){try{var d=document.documentElement,s=localStorage,t=s.getItem("theme");if(t!=="light"&&t!=="dark")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";d.classList.toggle("dark",t==="dark");d.style.colorScheme=t;var f=parseInt(s.getItem("fontSize")||"",10);if(f>=80&&f<=120)d.style.setProperty("--font-scale",f+"%")}catch(e){}})();`
  : "";

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const lang: Language = data?.lang ?? "fr";
  const matches = useMatches();
  const { pathname } = useLocation();
  // A public page drawn as islands: no router scripts nor route data, only its islands' (see 0053).
  // Only the server decides: a page the router hydrates in the browser never draws islands.
  const islands =
    import.meta.env.SSR && data?.islands && ISLAND_ROUTES.has(matches.at(-1)?.id ?? "")
      ? data.islands
      : null;
  useEffect(() => installClientErrorReporting(), []);
  // A page the router hydrates can be opened from a prefetch too (decision 0076).
  useEffect(() => countShownPrefetch(), []);
  // Lets tests (and scripts) know the page, whichever it is, is interactive.
  useEffect(() => void (document.documentElement.dataset.hydrated = "true"), []);
  return (
    <html lang={lang} dir={direction(lang)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: PREFERENCES_SCRIPT }}
          suppressHydrationWarning
        />
        {/* The Arabic font is only fetched for Arabic pages (performance budget). */}
        {lang === "ar" && (
          <>
            <link rel="preload" as="font" type="font/woff2" href={arabicFontUrl} crossOrigin="" />
            <style dangerouslySetInnerHTML={{ __html: arabicFontFace }} />
          </>
        )}
        {!import.meta.env.DEV && <InlineStylesheet />}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {children}
        {islands && data ? (
          <>
            <ToastsIsland
              dir={direction(lang)}
              flash={data.flash}
              isPublic
              formPage={matches.some((m) => wantsToastsReady(m.handle))}
            />
            <IslandScripts
              files={islands}
              stylesheet={stylesheetUrl}
              nonce={nonce}
              data={{ ...data, pathname }}
            />
          </>
        ) : (
          <>
            {/* The flash: «Connexion réussie» after the sign-in, «Produit enregistré…» after a save (0080). */}
            <DeferredToaster dir={direction(lang)} flash={data?.flash} />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * The page for an error no route caught. Its code comes only when it shows
 * (a server-drawn error page hydrates once it arrives), not on every first load.
 */
const RootErrorPage = lazy(() => import("./components/layout/on-demand/root-error-page"));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Suspense>
      <RootErrorPage error={error} report={reportClientError} />
    </Suspense>
  );
}
