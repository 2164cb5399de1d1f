import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../../db/client.server";
import type { Role } from "~/domain/constants";
import { logger } from "~/infra/logger.server";

/**
 * The role check of the spec: the database function has_role decides. Any
 * error means "no" (never "yes") and is logged.
 */
export async function hasRole(db: Database, userId: string, role: Role): Promise<boolean> {
  try {
    const rows = await queryRows<{ ok: boolean }>(
      db,
      sql`SELECT has_role(${userId}::text, ${role}::text) AS ok`,
    );
    return rows[0]?.ok === true;
  } catch (error) {
    logger.error({ err: error, userId, role }, "role check failed: treated as not granted");
    return false;
  }
}

export function isAdmin(db: Database, userId: string): Promise<boolean> {
  return hasRole(db, userId, "admin");
}

/** Whether any administrator exists (decides whether the first-administrator setup is open). */
export async function administratorExists(db: Database): Promise<boolean> {
  const rows = await queryRows<{ exists: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM user_roles WHERE role = 'admin') AS exists`,
  );
  return rows[0]?.exists === true;
}
