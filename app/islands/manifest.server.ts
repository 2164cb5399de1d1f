import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "~/infra/paths.server";

/** Where the islands' build writes its manifest (outside /assets, never served). */
export const ISLANDS_MANIFEST = path.join(".vite", "islands-manifest.json");

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The islands' entry, and the files a page's first load asks for after the first paint. */
export interface IslandFiles {
  entry: string;
  /**
   * Under "": the entry and React (the hydrate chunk), with their imports;
   * under an island's name, the files its code adds, asked for only by a
   * page that draws it (the hero's by the home page alone).
   */
  firstLoad: Record<string, string[]>;
}

/** The error reporter's sender, fetched with the first error. */
const ON_ERROR = ["app/features/client-errors/send.ts"];
/**
 * The modules of the islands a page may wake at load (see registry.ts and
 * forms.ts), preloaded by the pages that draw them with every chunk of the
 * way there (a form's with the forms' list), so that an island's code is on
 * its way with the rest instead of a round trip per chunk after it. Not the
 * order button (its code comes when reached for): an island missing here
 * still wakes, a round trip or two later.
 */
const ISLAND_MODULES: Record<string, string> = {
  header: "app/components/layout/header.tsx",
  floating: "app/components/layout/floating-layer.tsx",
  toasts: "app/components/ui/deferred-toaster.tsx",
  hero: "app/components/home/hero-carousel.tsx",
  booking: "app/features/appointments/page-a-form.tsx",
  demo: "app/features/appointments/page-b-form.tsx",
  manage: "app/features/appointments/manage-form.tsx",
  orderForm: "app/features/orders/order-form.tsx",
};

let files: IslandFiles | null | undefined;

/**
 * The islands' files (hashed names), read once from the build's manifest;
 * null without one (development, or a build without the islands), where the
 * public pages keep the router's scripts.
 */
export function islandFiles(): IslandFiles | null {
  if (files !== undefined) return files;
  const file = path.join(
    PROJECT_ROOT,
    process.env.BUILD_DIR ?? "build",
    "client",
    ISLANDS_MANIFEST,
  );
  try {
    const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
    const [key, entry] = Object.entries(manifest).find(([, c]) => c.isEntry) ?? [];
    if (!key || !entry) return (files = null);
    const withImports = (name: string, into: Set<string>, skip: ReadonlySet<string>) => {
      const chunk = manifest[name];
      const file = chunk && `/${chunk.file}`;
      if (!chunk || !file || into.has(file) || skip.has(file)) return;
      into.add(file);
      for (const imported of chunk.imports ?? []) withImports(imported, into, skip);
    };
    const core = new Set<string>();
    withImports(key, core, new Set());
    const hydrate = (entry.dynamicImports ?? []).filter((name) => !ON_ERROR.includes(name));
    for (const name of hydrate) withImports(name, core, new Set());
    const firstLoad: Record<string, string[]> = { "": [...core] };
    // Each module the hydrate chunk imports on demand, directly or through
    // other such imports, with the chunks it is imported through.
    const through = new Map<string, string[]>(
      hydrate.flatMap((name) => (manifest[name]?.dynamicImports ?? []).map((m) => [m, []])),
    );
    for (const [module, way] of through) {
      for (const next of manifest[module]?.dynamicImports ?? []) {
        if (!through.has(next)) through.set(next, [...way, module]);
      }
    }
    for (const [island, module] of Object.entries(ISLAND_MODULES)) {
      const way = through.get(module);
      if (!way) continue;
      const own = new Set<string>();
      for (const chunk of [...way, module]) withImports(chunk, own, core);
      firstLoad[island] = [...own];
    }
    files = { entry: `/${entry.file}`, firstLoad };
  } catch {
    files = null;
  }
  return files;
}
