import fs from "node:fs";
import path from "node:path";

/**
 * PGlite does not lock its directory and two processes on one directory
 * silently lose rows, so the owner records its pid (and, on Linux, the pid's
 * start time) in a lock file created exclusively. A lock left by a dead
 * process (kill -9) is taken over; the start time tells a live owner from an
 * unrelated process that got the same pid later (containers restart as pid 1).
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Le répertoire de données ${dataDir} est déjà utilisé par un autre processus (pid ${pid}). ` +
        `Arrêtez le serveur qui l'utilise, ou utilisez un autre DATA_DIR.`,
    );
    this.name = "DataDirLockedError";
  }
}

/** Start time of a process in clock ticks since boot (Linux), or undefined elsewhere. */
function startTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22; the command name (field 2) may contain spaces, so count from its ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function isAlive(pid: number, started: string | undefined): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const now = startTime(pid);
  return started === undefined || now === undefined || now === started;
}

export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockFile = path.join(dataDir, "server.lock");
  const mine = [process.pid, startTime(process.pid)].filter(Boolean).join(" ");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, mine, { flag: "wx", mode: 0o600 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const [pidText, started] = fs.readFileSync(lockFile, "utf8").trim().split(" ");
      const owner = Number.parseInt(pidText ?? "", 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner, started)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      // Stale lock from a process that died: remove it and try again.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Impossible de verrouiller ${dataDir}`);
}
