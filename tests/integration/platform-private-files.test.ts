import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { makePrivate, setPrivateUmask } from "../../app/infra/private-files.server";
import { createMailer } from "../../app/features/notifications/mailer.server";
import { writeBackupFile } from "../../db/backup.server";
import { openDatabase, type DatabaseHandle } from "../../db/client.server";
import { tempDir } from "../support/server";

/**
 * Files the server writes are its user's alone: the PGlite directory, mail
 * and backups (directories 0700, files 0600), and a backup cannot be
 * hijacked through a pre-created temporary file.
 */
const root = tempDir();
let handle: DatabaseHandle;
const previousUmask = process.umask();

beforeAll(async () => {
  // As every entry point does (server.mjs, the CLI scripts).
  setPrivateUmask();
  handle = await openDatabase({ dataDir: path.join(root, "data") });
});
afterAll(async () => {
  await handle?.close();
  process.umask(previousUmask);
  fs.rmSync(root, { recursive: true, force: true });
});

/** What `find DIR -perm /go=rwx` prints: entries anyone but the owner may use. */
function openToOthers(dir: string): string[] {
  return execFileSync("find", [dir, "-perm", "/go=rwx"], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

test("a fresh PGlite data directory holds nothing readable by group or others", async () => {
  // Writes after opening create new relation files too.
  await handle.db.execute("create table private_probe as select generate_series(1, 5000) as n");
  await handle.db.execute("checkpoint");
  expect(openToOthers(path.join(root, "data"))).toEqual([]);
});

test("an existing directory left open to others is repaired, symbolic links untouched", () => {
  const dir = path.join(root, "legacy");
  fs.mkdirSync(path.join(dir, "mail"), { recursive: true, mode: 0o755 });
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(path.join(dir, "mail"), 0o777);
  fs.writeFileSync(path.join(dir, "mail", "a.eml"), "x", { mode: 0o666 });
  fs.chmodSync(path.join(dir, "mail", "a.eml"), 0o666);
  fs.symlinkSync("/etc/hostname", path.join(dir, "link"));
  const before = fs.statSync("/etc/hostname").mode;
  expect(makePrivate(dir)).toBe(3);
  expect(openToOthers(dir)).toEqual([path.join(dir, "link")]); // find reports the link itself (0777)
  expect(fs.statSync("/etc/hostname").mode).toBe(before);
  expect(modeOf(path.join(dir, "mail", "a.eml"))).toBe(0o600);
  expect(makePrivate(dir)).toBe(0);
});

test("a backup is 0600 and never written through a file someone else prepared", async () => {
  const dir = path.join(root, "backups");
  fs.mkdirSync(dir, { mode: 0o777 });
  fs.chmodSync(dir, 0o777); // a shared folder, as /tmp
  const file = path.join(dir, "backup.jsonl.gz");
  // The trap of the old predictable name: pre-created, world-writable.
  const trap = `${file}.partial`;
  fs.writeFileSync(trap, "");
  fs.chmodSync(trap, 0o666);
  const trapInode = fs.statSync(trap).ino;

  await writeBackupFile(handle.db, file, "secret-de-test-0123456789abcdefghij");
  const written = fs.statSync(file);
  expect(written.mode & 0o777).toBe(0o600);
  expect(written.ino).not.toBe(trapInode);
  expect(fs.statSync(trap).size).toBe(0);
  // Nothing temporary left behind.
  expect(fs.readdirSync(dir).sort()).toEqual(["backup.jsonl.gz", "backup.jsonl.gz.partial"]);
});

test("an .eml file and its folder are private to the server", async () => {
  const dataDir = path.join(root, "mailer");
  const mailer = createMailer({ dataDir });
  await mailer.send(
    { messageId: "<m@x>", from: "a@example.com", to: "b@example.com", subject: "s", text: "t" },
    "message",
  );
  mailer.close();
  expect(modeOf(path.join(dataDir, "mail"))).toBe(0o700);
  expect(modeOf(path.join(dataDir, "mail", "message.eml"))).toBe(0o600);
  expect(fs.readdirSync(path.join(dataDir, "mail"))).toEqual(["message.eml"]);
});
