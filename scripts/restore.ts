/**
 * npm run restore -- <file>
 * Loads a backup (from PGlite or PostgreSQL) into an empty database: the
 * PGlite directory DATA_DIR, which must not exist or be empty, or the
 * PostgreSQL database of DATABASE_URL, which must hold no rows.
 */
import "../server/env-file.mjs";
import fs from "node:fs";
import { parseEnv } from "../app/config/env.server";
import {
  backupManifest,
  readBackupLines,
  restoreBackup,
  secretMismatchWarning,
} from "../db/backup.server";
import { appSecret } from "../app/lib/secret.server";
import { openDatabase } from "../db/client.server";
import { setPrivateUmask } from "../app/infra/private-files.server";

setPrivateUmask();

const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.error("Usage : npm run restore -- <fichier de sauvegarde>");
  process.exit(1);
}
const env = parseEnv();
const target = env.DATABASE_URL ? "la base PostgreSQL" : env.DATA_DIR;
let created = false;
if (!env.DATABASE_URL) {
  if (fs.existsSync(env.DATA_DIR) && fs.readdirSync(env.DATA_DIR).length > 0) {
    console.error(
      `${env.DATA_DIR} n'est pas vide : restauration refusée (choisissez un DATA_DIR vide).`,
    );
    process.exit(1);
  }
  created = !fs.existsSync(env.DATA_DIR);
}

let ok = false;
try {
  const handle = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, poolSize: 1 } : { dataDir: env.DATA_DIR },
  );
  try {
    const counts = await restoreBackup(handle.db, readBackupLines(file));
    console.log(`Sauvegarde restaurée dans ${target}`, counts);
    ok = true;
    // The secret the restored server will use: BETTER_AUTH_SECRET, or the data directory's own.
    const warning = secretMismatchWarning(
      (await backupManifest(file)).secret,
      appSecret(),
      counts.two_factors ?? 0,
    );
    if (warning) console.warn(warning);
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(`Restauration impossible : ${(error as Error).message}`);
} finally {
  // A failed restore leaves the directory as it found it.
  if (!ok && !env.DATABASE_URL) {
    if (created) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    else
      for (const entry of fs.readdirSync(env.DATA_DIR))
        fs.rmSync(`${env.DATA_DIR}/${entry}`, { recursive: true, force: true });
  }
}
process.exit(ok ? 0 : 1);
