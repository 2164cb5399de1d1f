/**
 * npm run backup:nightly (run by deploy/digisolutions-backup.timer)
 * Writes a backup into BACKUP_DIR, deletes the backups the retention rule no
 * longer keeps (14 daily, 8 weekly), then runs BACKUP_COPY_COMMAND, if set,
 * with the new file's path as $1 to copy it off the machine.
 */
import "../server/env-file.mjs";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "../app/config/env.server";
import { backupsToDelete } from "../db/backup-retention";

const env = parseEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = path.join(env.BACKUP_DIR, `backup-${stamp}.jsonl.gz`);
fs.mkdirSync(env.BACKUP_DIR, { recursive: true, mode: 0o700 });

try {
  // The same command as `npm run backup` (it also knows how to ask a running PGlite server).
  execFileSync(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "backup.ts"), file],
    {
      stdio: "inherit",
    },
  );
  for (const name of backupsToDelete(fs.readdirSync(env.BACKUP_DIR))) {
    fs.rmSync(path.join(env.BACKUP_DIR, name));
    console.log(`Ancienne sauvegarde supprimée : ${name}`);
  }
  if (env.BACKUP_COPY_COMMAND) {
    execFileSync("/bin/sh", ["-c", env.BACKUP_COPY_COMMAND, "backup-copy", file], {
      stdio: "inherit",
    });
    console.log(`Copie hors de la machine faite : ${file}`);
  }
} catch (error) {
  console.error(`Sauvegarde de nuit en échec : ${(error as Error).message}`);
  process.exit(1);
}
