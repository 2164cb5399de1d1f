import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "vitest";
import { PROJECT_ROOT } from "../../app/infra/paths.server";

/**
 * JavaScript (gzipped) on a public page's first load, computed from the
 * production build's route manifest: the entry, then every route module of
 * the page's branch with its static imports (what the page preloads), each
 * file counted once. The goal is 120 KB; React and React Router alone weigh
 * 105 KB. The form texts ride with the forms and the not-found page brings
 * only its own words, so pages weigh 120-132 KB (the booking pages carry the slot picker, the product page its
 * copy); this budget holds them there and catches a page pulling
 * in another page's code or a heavy dependency, until the remaining cuts
 * (page copy through loaders, JSON-LD builders off the client) reach 120.
 */
const BUDGET_KB = 132;
const client = path.join(PROJECT_ROOT, process.env.BUILD_DIR ?? "build", "client");

interface ManifestRoute {
  module: string;
  imports?: string[];
  parentId?: string;
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

function readManifest(): Manifest {
  const file = fs.readdirSync(path.join(client, "assets")).find((f) => f.startsWith("manifest-"));
  if (!file) throw new Error("Run `npm run build` before the e2e tests");
  const text = fs.readFileSync(path.join(client, "assets", file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;
}

const gzippedKb = (asset: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(client, asset))).length / 1024;

test(`every public page loads at most ${BUDGET_KB} KB of gzipped JavaScript`, () => {
  const manifest = readManifest();
  const publicRoutes = Object.entries(manifest.routes).filter(
    ([, route]) => route.parentId === "routes/public/layout",
  );
  expect(publicRoutes.length).toBeGreaterThanOrEqual(9);
  const weights = Object.fromEntries(
    publicRoutes.map(([id]) => {
      const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
      for (let r: string | undefined = id; r; r = manifest.routes[r]!.parentId) {
        const route = manifest.routes[r]!;
        for (const f of [route.module, ...(route.imports ?? [])]) files.add(f);
      }
      const kb = [...files].reduce((total, f) => total + gzippedKb(f), 0);
      return [id, Math.round(kb * 10) / 10];
    }),
  );
  console.log(weights);
  for (const [id, kb] of Object.entries(weights)) {
    expect(kb, id).toBeLessThanOrEqual(BUDGET_KB);
  }
});
