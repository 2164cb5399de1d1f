import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressAssets } from "./server/vite-precompress";

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle is the whole server: the Express app plus every route, so
  // both share one module graph (one database handle, one logger).
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : undefined,
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  resolve: { tsconfigPaths: true },
}));
