import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { precompressAssets } from "./server/vite-precompress.ts";
import { dropRouterWarnings } from "./server/vite-router-warnings.ts";

/**
 * Browser chunks: left to itself the bundler cuts the shared code into two
 * dozen tiny files (one per helper or hook), and on a slow mobile
 * connection each costs a request before the page can hydrate. Groups
 * instead: the framework, the code every public page shares (layout, UI,
 * texts), and the form kit and texts of the order and appointment forms (the
 * action-feedback hook goes with them, and the toaster that DeferredToaster
 * fetches on demand stays out of the shared code, as do the toast helper the
 * forms use, the back office's stylesheet link and the layout's `on-demand/`
 * parts). A page's
 * own sections and template stay in its route's chunk (or a chunk shared by
 * the routes using it), so no page loads another page's template.
 */
const CLIENT_CHUNKS = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
    priority: 2,
  },
  {
    name: "site",
    test: /[\\/]app[\\/](components[\\/](layout[\\/](?!not-found|on-demand)|ui[\\/](?!field|form-notice|action-feedback|toaster|lazy-toast|breadcrumb|bidi-text))|(i18n(?![\\/](forms|typography))|config|lib(?![\\/]back-office-stylesheet))[\\/]|features[\\/]client-errors[\\/]reporter)/,
    priority: 1,
  },
  {
    name: "forms",
    test: /[\\/]app[\\/](features[\\/](forms[\\/]form-|appointments[\\/](form-parts|dates))|components[\\/]ui[\\/](field|form-notice))/,
    priority: 1,
  },
];

/**
 * Vite wraps every `import()` of the browser code in a helper that preloads
 * the imported chunk's own imports alongside it. Its stock version (0.5 KB
 * gzipped in the shared chunk of every page, beyond this one) also loads stylesheets, reads
 * a CSP nonce and raises `vite:preloadError`: no chunk here imports a
 * stylesheet (the public one is inline), the policy allows the site's own
 * scripts and nothing listens for the event. This one keeps only the
 * preloads; the bundle budget test notices if Vite stops using it.
 */
const PRELOAD_HELPER = "\0vite/preload-helper.js";
export function slimPreloadHelper(): Plugin {
  return {
    name: "slim-preload-helper",
    apply: "build",
    load: {
      filter: { id: new RegExp(`^${PRELOAD_HELPER}$`) },
      handler: () => `export const __vitePreload = (load, deps) => {
  for (const dep of deps ?? []) {
    const href = "/" + dep;
    if (document.querySelector(\`link[href="\${href}"]\`)) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  return load();
};`,
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? // The SSR bundle is the whole server: the Express app plus every route, so
      // both share one module graph (one database handle, one logger).
      { rollupOptions: { input: "./server/lifecycle.ts" } }
    : { rollupOptions: { output: { codeSplitting: { groups: CLIENT_CHUNKS } } } },
  plugins: [
    tailwindcss(),
    reactRouter(),
    dropRouterWarnings(),
    precompressAssets(),
    slimPreloadHelper(),
  ],
  resolve: { tsconfigPaths: true },
}));
