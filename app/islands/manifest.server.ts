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

/** The islands' entry, and every file a page's first load asks for after the first paint. */
export interface IslandFiles {
  entry: string;
  /** The entry, React (the hydrate chunk) and the islands woken at load, with their imports. */
  firstLoad: string[];
}

/**
 * Islands whose code no first load preloads: those that wake when used (see
 * names.ts), and the forms' (their list too), which only their pages draw.
 */
const NOT_PRELOADED = ["app/features/orders/order-button.tsx", "app/islands/forms.ts"];
/** The error reporter's sender, fetched with the first error. */
const ON_ERROR = ["app/features/client-errors/send.ts"];

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
    const firstLoad = new Set<string>();
    const add = (name: string) => {
      const chunk = manifest[name];
      if (!chunk || firstLoad.has(`/${chunk.file}`)) return;
      firstLoad.add(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) add(imported);
    };
    add(key);
    for (const hydrate of entry.dynamicImports ?? []) {
      if (ON_ERROR.includes(hydrate)) continue;
      add(hydrate);
      for (const island of manifest[hydrate]?.dynamicImports ?? []) {
        if (!NOT_PRELOADED.includes(island)) add(island);
      }
    }
    files = { entry: `/${entry.file}`, firstLoad: [...firstLoad] };
  } catch {
    files = null;
  }
  return files;
}
