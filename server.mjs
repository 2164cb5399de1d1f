// Launches the server: the production build, or Vite in middleware mode for development.
// First of all: every file and directory the server creates is private to its user.
process.umask(0o077);
import "./server/env-file.mjs";

const production = process.env.NODE_ENV === "production";

if (production) {
  // A variable, so type-checking does not require a build to exist.
  const entry = `./${process.env.BUILD_DIR ?? "build"}/server/index.js`;
  const { start } = await import(entry);
  await start();
} else {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { startDevServer } = await vite.ssrLoadModule("./server/dev.ts");
  await startDevServer(vite);
}
