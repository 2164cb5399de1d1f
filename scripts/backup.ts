/**
 * npm run backup [-- <file>]
 * Writes a consistent, gzipped dump of the database (PostgreSQL when
 * DATABASE_URL is set, else the PGlite directory DATA_DIR) to <file>
 * (default: backups/backup-<date>.jsonl.gz). While a server holds the PGlite
 * directory, the server itself writes the dump on request.
 */
import "../server/env-file.mjs";
import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "../app/config/env.server";
import { BACKUP_REQUEST_FILE, writeBackupFile } from "../db/backup.server";
import { appSecret } from "../app/lib/secret.server";
import { openDatabase } from "../db/client.server";
import { DataDirLockedError } from "../db/data-dir-lock";
import { setPrivateUmask } from "../app/infra/private-files.server";

setPrivateUmask();

const env = parseEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = path.resolve(process.argv[2] ?? path.join("backups", `backup-${stamp}.jsonl.gz`));

async function askRunningServer(pid: number): Promise<void> {
  fs.rmSync(file, { force: true });
  fs.rmSync(`${file}.error`, { force: true });
  fs.writeFileSync(path.join(env.DATA_DIR, BACKUP_REQUEST_FILE), file);
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (fs.existsSync(file)) return;
    if (fs.existsSync(`${file}.error`)) {
      throw new Error(
        `Le serveur n'a pas pu écrire la sauvegarde : ${fs.readFileSync(`${file}.error`, "utf8")}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Le serveur (pid ${pid}) n'a pas répondu à la demande de sauvegarde.`);
}

try {
  const handle = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, poolSize: 1 } : { dataDir: env.DATA_DIR },
  );
  try {
    const counts = await writeBackupFile(handle.db, file, appSecret());
    console.log(`Sauvegarde écrite : ${file}`, counts);
  } finally {
    await handle.close();
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    await askRunningServer(error.pid);
    console.log(`Sauvegarde écrite par le serveur en marche (pid ${error.pid}) : ${file}`);
  } else {
    console.error((error as Error).message);
    process.exit(1);
  }
}
