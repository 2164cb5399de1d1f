import { DeferredToaster } from "~/components/ui/deferred-toaster";
import type { Dictionary } from "~/i18n/fr";
import type { PageData } from "~/lib/page-data";
import { island } from "~/island-marks/island";
import type { IslandFiles } from "./manifest.server";
import { ISLAND_TEXTS, KEPT_CLICKS, NOT_PREFETCHED, WHOLE_STYLESHEET } from "~/island-marks/names";

/** The toaster of a page drawn as islands: its code comes with the first toast or interaction. */
export const ToastsIsland = island("toasts", DeferredToaster);

/**
 * Moving to another of the site's pages is a page load: the browser fetches
 * it as the visitor shows the intent (a hover, a press), not on every link in
 * view. Never the addresses of `NOT_PREFETCHED`.
 */
const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [{ href_matches: "/*" }, { not: { href_matches: `/(${NOT_PREFETCHED.join("|")})*` } }],
      },
      eagerness: "moderate",
    },
  ],
});

/** JSON inside <script>: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * Starts the islands once the page has painted its first frame (as decision
 * 0032 asks of every page's scripts): their files are then asked for at low
 * priority, so the font and the first images keep the link; the files of an
 * island only where the page draws it. A hidden tab, or a browser that cannot
 * tell a paint, goes on at once.
 *
 * From its first line it keeps the clicks made on an island (not on a link)
 * until the entry takes them over (`KEPT_CLICKS`): the entry's own keeper
 * only exists once its file has come. The page's inline stylesheet holds only
 * the rules its HTML uses (decision 0084): the whole stylesheet is added at
 * the same time as the preloads, marked `WHOLE_STYLESHEET` once it has loaded
 * (or could not), and the entry wakes no island before, so what the islands
 * draw later is styled.
 */
const bootstrap = ({ entry, firstLoad }: IslandFiles, stylesheet: string) =>
  "const kept = [];" +
  " const keep = (event) => { const target = event.target;" +
  ' if (!(target instanceof Element) || !target.closest("[data-island]") || target.closest("a[href]")) return;' +
  " event.preventDefault(); kept.push(target); };" +
  ' document.addEventListener("click", keep, true);' +
  ` window.${KEPT_CLICKS} = { kept, stop: () => document.removeEventListener("click", keep, true) };` +
  "await new Promise((go) => {" +
  ' if (document.hidden || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return go();' +
  " new PerformanceObserver((_, observer) => { observer.disconnect(); go(); })" +
  '.observe({ type: "paint", buffered: true }); });' +
  `const files = Object.entries(${JSON.stringify(firstLoad)}).flatMap(([island, files]) =>` +
  " !island || document.querySelector(`[data-island=${island}]`) ? files : []);" +
  "for (const href of new Set(files)) {" +
  ' const link = document.createElement("link");' +
  ' link.rel = "modulepreload"; link.fetchPriority = "low"; link.href = href;' +
  " document.head.append(link); }" +
  'const sheet = document.createElement("link");' +
  ` sheet.rel = "stylesheet"; sheet.href = ${JSON.stringify(stylesheet)}; sheet.dataset.${WHOLE_STYLESHEET} = "loading";` +
  ` sheet.onload = sheet.onerror = () => { sheet.dataset.${WHOLE_STYLESHEET} = "ready"; };` +
  " document.head.append(sheet);" +
  `await import(${JSON.stringify(entry)});`;

/**
 * In place of the router's scripts on a public page drawn as islands: the
 * page's data for its islands (only the texts they read), the speculation
 * rules and the islands' entry.
 */
export function IslandScripts({
  files,
  stylesheet,
  nonce,
  data,
}: {
  files: IslandFiles;
  /** The whole public stylesheet, as a file. */
  stylesheet: string;
  nonce: string | undefined;
  data: Omit<PageData, "pathname"> & { pathname?: string };
}) {
  const t = Object.fromEntries(
    ISLAND_TEXTS.map((key) => [key, data.t[key]]),
  ) as Partial<Dictionary>;
  const page = {
    lang: data.lang,
    t,
    site: data.site,
    catalog: data.catalog,
    pathname: data.pathname,
  };
  return (
    <>
      <script
        type="application/json"
        id="page-data"
        dangerouslySetInnerHTML={{ __html: scriptJson(page) }}
      />
      <script
        type="speculationrules"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
      />
      <script
        type="module"
        data-islands="bootstrap"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: bootstrap(files, stylesheet) }}
      />
    </>
  );
}
