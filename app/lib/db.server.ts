import type { Database, DatabaseHandle } from "../../db/client.server";

/**
 * The process's database, opened once by the server entry before it listens.
 * Loaders and actions call `db()`; domain functions take the database as a
 * parameter so tests can hand them their own.
 */
let handle: DatabaseHandle | undefined;

export function setDatabase(next: DatabaseHandle | undefined): void {
  handle = next;
}

export function databaseHandle(): DatabaseHandle {
  if (!handle) throw new Error("La base de données n'est pas ouverte");
  return handle;
}

export function db(): Database {
  return databaseHandle().db;
}
