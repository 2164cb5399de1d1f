import { Transform } from "node:stream";
import { inlineOwnStylesheet } from "./stylesheet-subset.server";

const MODULE_PRELOAD = /<link rel="modulepreload"([^>]*?)\s*\/?>/g;
const HREF = /\shref="([^"]+)"/;
/** The inline module React Router's `<Scripts>` writes: it imports the route modules, then the entry. */
const BOOTSTRAP =
  /(<script\b(?=[^>]*\stype="module")(?![^>]*\s(?:src|data-islands)=)[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;

/**
 * Waits for the page's first paint, as the browser reports it (a paint
 * timing entry; timers and frame callbacks could be late or faked). A hidden
 * tab paints nothing, and a browser without paint timing cannot say: both go
 * on at once.
 */
const AFTER_PAINT =
  "await new Promise((go) => {" +
  ' if (document.hidden || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return go();' +
  " new PerformanceObserver((_, observer) => { observer.disconnect(); go(); })" +
  '.observe({ type: "paint", buffered: true }); });';

/**
 * Starts the page's scripts once its first frame is painted (see
 * docs/decisions/0032).
 *
 * Every page is complete and usable without its scripts, which only hydrate
 * it. React Router's `<Scripts>` makes the browser fetch them while it parses
 * the HTML: a `<link rel="modulepreload">` per file and an inline module with
 * static imports of the route modules. The rewrite removes those links and
 * makes the inline module wait for a paint, then add the same preloads (low
 * priority, so the font and the first images keep the link) and import the
 * route modules; the rest of React Router's module runs as written.
 *
 * The document is rendered whole before it is sent (`onAllReady`), so the
 * rewrite works on the whole text. A page without React Router's module
 * (no `<Scripts>`) is left as it is.
 */
export function rewriteScriptsAfterPaint(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const [whole, open, code, close] = bootstrap;
  const preloads: string[] = [];
  const imports = code!.replaceAll(STATIC_IMPORT, (_, name: string, url: string) => {
    return `const ${name} = await import(${url});`;
  });
  const withoutPreloads = html
    .slice(0, bootstrap.index)
    .replaceAll(MODULE_PRELOAD, (tag, attributes: string) => {
      const href = HREF.exec(attributes)?.[1];
      if (!href) return tag;
      preloads.push(href);
      return "";
    });
  const preload =
    `for (const href of ${JSON.stringify(preloads)}) {` +
    ` const link = document.createElement("link");` +
    ` link.rel = "modulepreload"; link.fetchPriority = "low"; link.href = href;` +
    ` document.head.append(link); }`;
  return (
    withoutPreloads +
    open +
    AFTER_PAINT +
    preload +
    imports +
    close +
    html.slice(bootstrap.index + whole.length)
  );
}

/** The rewrite as a stream stage of the document's HTML. */
export function scriptsAfterPaint(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      const html = Buffer.concat(chunks).toString("utf8");
      // The whole document is here: a page drawn as islands also keeps only its own styles.
      callback(null, Buffer.from(inlineOwnStylesheet(rewriteScriptsAfterPaint(html))));
    },
  });
}
