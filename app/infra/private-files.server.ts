import fs from "node:fs";
import path from "node:path";

/**
 * Everything the server writes (database files, secret, mail, backups) is
 * private to its user: directories 0700, files 0600. The umask covers what
 * Node creates; `makePrivate` repairs what already exists, and what PGlite
 * copies from its template with explicit 0666 modes.
 */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** Call first thing in every entry point (server, CLI scripts). */
export function setPrivateUmask(): void {
  process.umask(PRIVATE_UMASK);
}

/**
 * Removes every group and other permission under `root` (symbolic links are
 * neither followed nor changed). Returns how many entries it had to change.
 */
export function makePrivate(root: string): number {
  let changed = 0;
  const visit = (entry: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(entry);
    } catch {
      return; // removed meanwhile
    }
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) {
      fs.chmodSync(entry, stat.mode & 0o700);
      changed++;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
    }
  };
  visit(root);
  return changed;
}
