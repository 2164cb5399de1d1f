import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressAssets } from "./server/vite-precompress.ts";

/**
 * Browser chunks: left to itself the bundler cuts the shared code into two
 * dozen tiny files (one per helper or hook), and on a slow mobile
 * connection each costs a request before the page can hydrate. Groups
 * instead: the framework, the code every public page shares (layout, UI,
 * texts), and the form kit and texts of the order and appointment forms (the
 * action-feedback hook goes with them, and the toaster that DeferredToaster
 * fetches on demand stays out of the shared code). A page's
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
    test: /[\\/]app[\\/](components[\\/](layout[\\/](?!not-found|on-demand)|ui[\\/](?!field|form-notice|action-feedback|toaster))|(i18n(?![\\/]forms)|config|lib)[\\/])/,
    priority: 1,
  },
  {
    name: "forms",
    test: /[\\/]app[\\/](features[\\/](forms[\\/]form-|appointments[\\/](form-parts|dates))|components[\\/]ui[\\/](field|form-notice))/,
    priority: 1,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? // The SSR bundle is the whole server: the Express app plus every route, so
      // both share one module graph (one database handle, one logger).
      { rollupOptions: { input: "./server/app.ts" } }
    : { rollupOptions: { output: { codeSplitting: { groups: CLIENT_CHUNKS } } } },
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  resolve: { tsconfigPaths: true },
}));
