import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../db/client.server";
import { DATABASE_TEMPLATE_ENV } from "./server";

/**
 * Vitest global set-up: migrates one embedded database for the whole run, and
 * `tempDataDir()` copies it into each test's data directory. Migrating a fresh
 * PGlite takes seconds per test server; copying the migrated files takes a
 * fraction of one, and the server then finds every migration applied. The
 * PostgreSQL pass (DATABASE_URL set) creates its own databases and skips it.
 */
export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "digi-template-"));
  const handle = await openDatabase({ dataDir: dir });
  await handle.close();
  // Test workers start after this and inherit the environment.
  process.env[DATABASE_TEMPLATE_ENV] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
