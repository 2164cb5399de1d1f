import path from "node:path";
import { defineConfig } from "vite";
import { precompressAssets } from "./server/vite-precompress.ts";
import { slimPreloadHelper } from "./vite.config.ts";

/**
 * The public pages' browser code (docs/decisions/0053): a small entry that
 * wakes the islands the server marked, and each island's code, as hashed
 * chunks beside the router's. Built after the router's build, into the same
 * folder; the server finds the entry in this build's manifest. The islands
 * draw the same components as the server, with "react-router" replaced by a
 * shim of the few hooks and the link they use: a public page carries no
 * router (a link is a page load). "sonner" is replaced likewise, by a toaster
 * of its own with sonner's look. React itself is Preact here (decision 0086):
 * the server still draws the page with React; the browser hydrates each
 * island with Preact's compatible API, 8 KB instead of React DOM's 66.
 */
export default defineConfig({
  build: {
    outDir: path.join(process.env.BUILD_DIR ?? "build", "client"),
    emptyOutDir: false,
    manifest: ".vite/islands-manifest.json",
    copyPublicDir: false,
    rollupOptions: {
      // An import both static and dynamic (the toasts) is harmless here, as in
      // the router's build.
      onLog(level, log, handler) {
        if (
          /^(MODULE_LEVEL_DIRECTIVE|INEFFECTIVE_DYNAMIC_IMPORT|PLUGIN_TIMINGS)$/.test(
            log.code ?? "",
          )
        )
          return;
        handler(level, log);
      },
      input: { islands: "./app/islands/entry.ts" },
      output: {
        entryFileNames: "assets/islands-[hash].js",
        chunkFileNames: "assets/island-[name]-[hash].js",
        // Preact, its hooks, its React API and its JSX runtime as one file: one request.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: "runtime", test: /node_modules[\\/]preact[\\/]/ },
            // What every page's header uses and the forms share too: one file, not one
            // per set of islands sharing it (each file costs its imports and exports).
            {
              name: "shell",
              test: /app[\\/](components[\\/](ui[\\/](index|button|container|cx|icons|phone-number)|layout[\\/](use-site|use-catalog|nav-link|scroll))\.tsx?|island-marks[\\/]island\.tsx|i18n[\\/]index\.ts|assets[\\/]icons\.svg\?url)$/,
            },
            // What every form shares, the order dialog included (fields, anti-spam
            // fields, toasts, client checks, posting in place): waking a form asked
            // for six files of it, each a request and its imports, in the form's task.
            {
              name: "form-base",
              test: /app[\\/](components[\\/]ui[\\/](titled|field|lazy-toast|action-feedback|focus-field)|features[\\/]forms[\\/](messages|form-ui|form-values)|domain[\\/]constants|island-marks[\\/]posting)\.tsx?$/,
            },
            // And what the three appointment forms share: their fields, the day shown, the slots.
            {
              name: "booking-kit",
              test: /app[\\/](lib[\\/]use-hydrated|components[\\/]ui[\\/]form-notice|features[\\/]appointments[\\/](form-parts|dates|slot-picker|shown-day|show-day))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  plugins: [precompressAssets(), slimPreloadHelper()],
  resolve: {
    tsconfigPaths: true,
    alias: [
      // Longest first: "react-dom/client" before "react-dom".
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react(-dom)?$/, replacement: "preact/compat" },
      { find: /^react\/jsx(-dev)?-runtime$/, replacement: "preact/compat/jsx-runtime" },
      { find: /^react-router$/, replacement: path.resolve("app/islands/router-shim.tsx") },
      // Sonner's calls and look in 1 KB, not 9 (see the shim).
      { find: /^sonner$/, replacement: path.resolve("app/islands/sonner-shim.tsx") },
    ],
  },
});
