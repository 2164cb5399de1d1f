import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "~/infra/paths.server";

/** Where the islands' build writes its manifest (outside /assets, never served). */
export const ISLANDS_MANIFEST = path.join(".vite", "islands-manifest.json");

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

let entry: string | null | undefined;

/**
 * The address of the islands' entry (a hashed file name), read once from the
 * build's manifest; null without one (development, or a build without the
 * islands), where the public pages keep the router's scripts.
 */
export function islandEntry(): string | null {
  if (entry !== undefined) return entry;
  const file = path.join(
    PROJECT_ROOT,
    process.env.BUILD_DIR ?? "build",
    "client",
    ISLANDS_MANIFEST,
  );
  try {
    const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
    const chunk = Object.values(manifest).find((c) => c.isEntry);
    entry = chunk ? `/${chunk.file}` : null;
  } catch {
    entry = null;
  }
  return entry;
}
