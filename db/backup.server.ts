import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { is, sql } from "drizzle-orm";
import { getTableConfig, isPgSequence, PgTable, type PgSequence } from "drizzle-orm/pg-core";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../app/infra/private-files.server";
import { queryRows, type Database } from "./client.server";
import * as schema from "./schema";

/**
 * One backup format for PGlite and PostgreSQL: JSON Lines, one row per line,
 * each row serialised by the database itself (`row_to_json`) and read back by
 * `json_populate_recordset`, so every type (timestamptz, date, jsonb) comes
 * back exactly. A file from either database restores into either.
 *
 *   {"format":"digisolutions-backup","version":1,"createdAt":…,"migrations":3,"tables":[…],"secret":"…"}
 *   {"table":"users","row":{…}}                      …one line per row
 *   {"sequence":"…","lastValue":"42","isCalled":true}   one line per sequence, if any
 *   {"end":true,"counts":{"users":1,…}}              a truncated file has no end line
 */
export const BACKUP_FORMAT = "digisolutions-backup";
const VERSION = 1;
const BATCH = 500;

interface Header {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  migrations: number;
  tables: string[];
  /** The server secret's fingerprint (secretFingerprint); absent from older backups. */
  secret?: string;
}
type Line =
  | Header
  | { table: string; row: Record<string, unknown> }
  | { sequence: string; lastValue: string; isCalled: boolean }
  | { end: true; counts: Record<string, number> };

/**
 * A fingerprint of the server secret, which the backup does not carry: the
 * two-factor secrets in it are encrypted with it, so a restore can tell
 * whether the server it goes to can read them. One-way: it reveals nothing of
 * the secret.
 */
export function secretFingerprint(secret: string): string {
  return crypto
    .createHash("sha256")
    .update(`digisolutions-backup-secret:${secret}`)
    .digest("hex")
    .slice(0, 16);
}

/**
 * What a restore must say when the server secret that will read the restored
 * data is not the one the backup was made under, and accounts use two-factor
 * (their factor is encrypted with the old secret): the way out. Null when
 * nothing is lost (same secret, no two-factor account, or an older backup
 * without fingerprint).
 */
export function secretMismatchWarning(
  backupFingerprint: string | undefined,
  currentSecret: string,
  twoFactorAccounts: number,
): string | null {
  if (!backupFingerprint || twoFactorAccounts === 0) return null;
  if (backupFingerprint === secretFingerprint(currentSecret)) return null;
  return (
    `Attention : cette sauvegarde a été faite sous un autre secret serveur (BETTER_AUTH_SECRET). ` +
    `${twoFactorAccounts} compte(s) avec double authentification ne pourront pas se connecter : ` +
    `leur double authentification est chiffrée avec l'ancien secret. Pour en sortir : ` +
    `démarrez le serveur avec l'ancien BETTER_AUTH_SECRET (sans BETTER_AUTH_SECRET, remettez ` +
    `l'ancien fichier secret.key dans DATA_DIR), ou réinitialisez chaque compte concerné avec ` +
    `npm run admin:create -- <email> --reset-password (nouveau mot de passe, double authentification retirée).`
  );
}

/** Tables the database derives from others by triggers: restoring those rebuilds them. */
const DERIVED_TABLES = ["customers"];

/** Application tables, parents before children (foreign keys), from the Drizzle schema. */
export function tablesInDependencyOrder(): string[] {
  const tables = (Object.values(schema) as unknown[]).filter(
    (value): value is PgTable =>
      is(value, PgTable) && !DERIVED_TABLES.includes(getTableConfig(value).name),
  );
  const parents = new Map(
    tables.map((table) => {
      const config = getTableConfig(table);
      const refs = config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name);
      return [config.name, refs.filter((name) => name !== config.name)];
    }),
  );
  const ordered: string[] = [];
  const visit = (name: string) => {
    if (ordered.includes(name)) return;
    for (const parent of parents.get(name) ?? []) visit(parent);
    ordered.push(name);
  };
  for (const name of [...parents.keys()].sort()) visit(name);
  return ordered;
}

/** The schema's sequences (none at present: order references use a counter table). */
const sequenceNames = () =>
  (Object.values(schema) as unknown[])
    .filter((value): value is PgSequence => isPgSequence(value))
    .map((seq) => seq.seqName!);

async function appliedMigrations(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row?.n ?? 0;
}

/**
 * Writes a consistent snapshot (one repeatable-read transaction) line by line;
 * `secret` is the server secret, of which only the fingerprint is written.
 */
export async function writeBackup(
  db: Database,
  write: (line: string) => Promise<void> | void,
  secret: string,
): Promise<Record<string, number>> {
  const tables = tablesInDependencyOrder();
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    const emit = (line: Line) => write(JSON.stringify(line) + "\n");
    await emit({
      format: BACKUP_FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(tx),
      tables,
      secret: secretFingerprint(secret),
    });
    for (const table of tables) {
      counts[table] = 0;
      // Keyset-free paging is fine inside one snapshot; OFFSET keeps it driver-neutral.
      for (let offset = 0; ; offset += BATCH) {
        const rows = await queryRows<{ j: string }>(
          tx,
          sql`select row_to_json(t)::text as j from ${sql.identifier(table)} t order by 1 limit ${BATCH} offset ${offset}`,
        );
        for (const { j } of rows) await write(`{"table":${JSON.stringify(table)},"row":${j}}\n`);
        counts[table] += rows.length;
        if (rows.length < BATCH) break;
      }
    }
    for (const name of sequenceNames()) {
      const [seq] = await queryRows<{ last_value: string; is_called: boolean }>(
        tx,
        sql`select last_value::text, is_called from ${sql.identifier(name)}`,
      );
      await emit({ sequence: name, lastValue: seq!.last_value, isCalled: seq!.is_called });
    }
    await emit({ end: true, counts });
  });
  return counts;
}

export class BackupError extends Error {
  override name = "BackupError";
}

/**
 * Tables a migration fills (the site content seeded by migrations 0010 and
 * 0015, the billing rates of 0022): a fresh database has these rows, and a
 * restore replaces them with the backup's.
 */
const SEEDED_TABLES = [
  "content_products",
  "content_blocks",
  "content_articles",
  "content_state",
  "billing_settings",
];

/** Rows already present in the application tables, seeded content aside (restore wants none). */
export async function countRows(db: Database): Promise<number> {
  let total = 0;
  for (const table of tablesInDependencyOrder()) {
    if (SEEDED_TABLES.includes(table)) continue;
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    total += row!.n;
  }
  return total;
}

/**
 * Loads a backup into an empty, migrated database in one transaction: all of
 * it or nothing (a truncated or foreign file changes nothing).
 */
export async function restoreBackup(
  db: Database,
  lines: AsyncIterable<string>,
): Promise<Record<string, number>> {
  if ((await countRows(db)) > 0) {
    throw new BackupError("La base de destination n'est pas vide : restauration refusée.");
  }
  const migrations = await appliedMigrations(db);
  const known = new Set(tablesInDependencyOrder());
  const counts: Record<string, number> = {};

  await db.transaction(async (tx) => {
    // The migration's seed gives way to the backup's content (nothing references it: checked empty above).
    for (const table of SEEDED_TABLES) await tx.execute(sql`delete from ${sql.identifier(table)}`);
    let header: Header | undefined;
    let ended = false;
    let pending: { table: string; rows: string[] } | undefined;
    const flush = async () => {
      if (!pending || pending.rows.length === 0) return;
      const json = `[${pending.rows.join(",")}]`;
      await tx.execute(
        sql`insert into ${sql.identifier(pending.table)} select * from json_populate_recordset(null::${sql.identifier(pending.table)}, ${json}::json)`,
      );
      counts[pending.table] = (counts[pending.table] ?? 0) + pending.rows.length;
      pending.rows = [];
    };

    for await (const text of lines) {
      if (text.trim() === "") continue;
      if (ended) throw new BackupError("Contenu après la fin de la sauvegarde.");
      const line = JSON.parse(text) as Line;
      if (!header) {
        if (!("format" in line) || line.format !== BACKUP_FORMAT || line.version !== VERSION) {
          throw new BackupError("Ce fichier n'est pas une sauvegarde reconnue.");
        }
        if (line.migrations !== migrations) {
          throw new BackupError(
            `Sauvegarde faite avec ${line.migrations} migrations, cette version en a ${migrations} : ` +
              `restaurez avec la version de l'application qui l'a produite.`,
          );
        }
        header = line;
      } else if ("table" in line) {
        if (!known.has(line.table)) throw new BackupError(`Table inconnue : ${line.table}`);
        if (pending?.table !== line.table) {
          await flush();
          pending = { table: line.table, rows: [] };
        }
        pending.rows.push(JSON.stringify(line.row));
        if (pending.rows.length >= BATCH) await flush();
      } else if ("sequence" in line) {
        await flush();
        await tx.execute(
          sql`select setval(${line.sequence}::regclass, ${line.lastValue}::bigint, ${line.isCalled})`,
        );
      } else if ("end" in line) {
        await flush();
        for (const [table, expected] of Object.entries(line.counts)) {
          if ((counts[table] ?? 0) !== expected) {
            throw new BackupError(`Sauvegarde incohérente : ${table} attend ${expected} lignes.`);
          }
        }
        ended = true;
      } else {
        throw new BackupError("Ligne de sauvegarde inconnue.");
      }
    }
    if (!header) throw new BackupError("Fichier de sauvegarde vide.");
    if (!ended) throw new BackupError("Sauvegarde tronquée : la ligne de fin manque.");
  });
  return counts;
}

/**
 * Writes a gzipped backup, readable by its owner only (0600), through a
 * temporary file with an unpredictable name created exclusively (O_EXCL) in
 * the same folder, renamed into place once complete: nobody else can
 * pre-create, own or read the file being written.
 */
export async function writeBackupFile(
  db: Database,
  file: string,
  secret: string,
): Promise<Record<string, number>> {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  const lines: string[] = [];
  const counts = await writeBackup(
    db,
    (line) => {
      lines.push(line);
    },
    secret,
  );
  const partial = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${crypto.randomBytes(12).toString("hex")}.partial`,
  );
  try {
    // Rows are buffered so the snapshot transaction stays short; the file is written after.
    await pipeline(
      Readable.from(lines),
      zlib.createGzip(),
      fs.createWriteStream(partial, { flags: "wx", mode: PRIVATE_FILE_MODE }),
    );
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return counts;
}

/**
 * The lines of a backup file, gzipped or not. A generator, so reading starts
 * only when the consumer iterates (readline drops lines emitted before that).
 */
export async function* readBackupLines(file: string): AsyncGenerator<string> {
  const fd = fs.openSync(file, "r");
  const magic = Buffer.alloc(2);
  fs.readSync(fd, magic, 0, 2, 0);
  fs.closeSync(fd);
  const raw = fs.createReadStream(file);
  const input = magic[0] === 0x1f && magic[1] === 0x8b ? raw.pipe(zlib.createGunzip()) : raw;
  yield* readline.createInterface({ input, crlfDelay: Infinity });
}

/**
 * A running server holds the PGlite directory, so `npm run backup` asks it:
 * the request file names the output, SIGUSR2 wakes the server up.
 */
export const BACKUP_REQUEST_FILE = "backup-request";

/**
 * The counts a backup's end line promises, when it was taken (the restore
 * drill checks them) and the fingerprint of the secret it was made under.
 */
export async function backupManifest(
  file: string,
): Promise<{ createdAt: string; counts: Record<string, number>; secret?: string }> {
  let header: Header | undefined;
  let counts: Record<string, number> | undefined;
  for await (const text of readBackupLines(file)) {
    if (!text.startsWith('{"table"') && text.trim() !== "") {
      const line = JSON.parse(text) as Line;
      if ("format" in line) header = line;
      if ("end" in line) counts = line.counts;
    }
  }
  if (!header || !counts) throw new BackupError("Sauvegarde tronquée : la ligne de fin manque.");
  return { createdAt: header.createdAt, counts, secret: header.secret };
}
