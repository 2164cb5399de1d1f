import fs from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "../../db/data-dir-lock";
import { tempDataDir } from "../support/server";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function lockFileWith(content: string): string {
  const dir = tempDataDir();
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, "server.lock"), content);
  return dir;
}

/** Field 22 of /proc/<pid>/stat: when the process started. */
function startTime(pid: number): string {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]!;
}

test("a live owner keeps the data directory", () => {
  const owner = process.ppid; // alive for the whole test
  const dir = lockFileWith(`${owner} ${startTime(owner)}`);
  expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  expect(() => acquireDataDirLock(dir)).toThrow(`pid ${owner}`);
});

test("a lock whose pid now belongs to another process (pid reuse) is taken over", () => {
  const dir = lockFileWith(`${process.ppid} 1`); // same pid, different start time
  const release = acquireDataDirLock(dir);
  expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).toMatch(
    new RegExp(`^${process.pid} `),
  );
  release();
  expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(false);
});

test("a lock left by a dead process, or naming this very pid (container restarted), is taken over", () => {
  const dir = lockFileWith("999999999");
  const release = acquireDataDirLock(dir);
  expect(() => acquireDataDirLock(lockFileWith(`${process.pid}`))).not.toThrow();
  release();
});
