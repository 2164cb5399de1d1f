import { shippedPaths } from "./shipped-content";

/** Every public HTML page of a fresh install, at its French address. */
export async function publicHtmlPaths(): Promise<string[]> {
  const { articles, products } = await shippedPaths();
  return [
    "/",
    "/blog",
    ...articles,
    ...products,
    "/rendez-vous",
    "/reservation",
    "/cgv",
    "/mentions-legales",
    "/politique-confidentialite",
  ];
}

/**
 * Every public page of a fresh install in both languages, as the fixture
 * holds them: the French address and its `?lang=ar` twin.
 */
export async function publicPagePaths(): Promise<string[]> {
  const paths = [...(await publicHtmlPaths()), "/sitemap.xml", "/rss.xml"];
  return paths.flatMap((p) => [p, `${p}?lang=ar`]);
}

/** The fixture file name of a page address. */
export function fixtureName(path: string): string {
  return `${path.replace(/\?lang=ar$/, "").replace(/[^a-z0-9]+/gi, "_") || "_"}${path.endsWith("?lang=ar") ? ".ar" : ".fr"}.html`;
}

/**
 * What may differ between two renders of the same content by two builds: the
 * per-request nonce, the form tickets, the date inputs' bounds (today and a year on), both
 * also in a form island's props, the hashed asset names and which chunks
 * a page preloads (how the bundler splits the code, not what the page says), the inline
 * stylesheet (the back office's classes join the same CSS), the serialised
 * route data that hydrates the page (its shape is the loaders' business), the
 * port the test server runs on, and the ids React's `useId` generates (they
 * follow the component tree's shape, not the page): each becomes `_id1_`,
 * `_id2_`… in order of first use, so a label, hint or error still has to point
 * at the same control. Everything a visitor or a crawler reads stays.
 */
export function normaliseHtml(html: string, origin: string): string {
  const ids = new Map<string, string>();
  return html
    .replace(/_R_[0-9a-z]+_/g, (id) => {
      if (!ids.has(id)) ids.set(id, `_id${ids.size + 1}_`);
      return ids.get(id)!;
    })
    .replaceAll(origin, "https://site.test")
    .replace(/ nonce="[^"]*"/g, "")
    .replace(/ (min|max)="\d{4}-\d{2}-\d{2}"/g, ' $1="…"')
    .replace(/(name="_ticket"[^>]*value=")[^"]*"/g, '$1…"')
    .replace(/(value=")[^"]*("[^>]*name="_ticket")/g, "$1…$2")
    .replace(/(&quot;(?:ticket|today|lastDay)&quot;:&quot;)[^&]*(&quot;)/g, "$1…$2")
    .replace(/<link rel="modulepreload"[^>]*\/>/g, "")
    .replace(/\/assets\/([\w.-]+?)-[\w-]{8}\.(js|css|woff2|svg)/g, "/assets/$1.$2")
    .replace(/<style(?: id="site-stylesheet")?>[\s\S]*?<\/style>/g, (style) =>
      style.includes("@font-face") ? style : "<style>…</style>",
    )
    .replace(/<script>window\.__reactRouterContext[\s\S]*?<\/script>/g, "<script>…</script>")
    .replace(
      /<script type="module"([^>]*)>[\s\S]*?<\/script>/g,
      '<script type="module"$1>…</script>',
    );
}
