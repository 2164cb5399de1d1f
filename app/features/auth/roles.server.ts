import { eq, sql } from "drizzle-orm";
import { queryRows, type Database } from "../../../db/client.server";
import { userGrants } from "../../../db/schema";
import {
  BACK_OFFICE_ROLES,
  GRANTS,
  type BackOfficeRole,
  type Grant,
  type Role,
} from "~/domain/constants";
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

/**
 * The back-office role an account acts with: the strongest of the roles
 * has_role grants it (admin, then sales, then editor), or null (no access).
 * An error means no access, never more.
 */
export async function backOfficeRole(db: Database, userId: string): Promise<BackOfficeRole | null> {
  try {
    const rows = await queryRows<{ role: string }>(
      db,
      sql`SELECT r AS role FROM unnest(${`{${BACK_OFFICE_ROLES.join(",")}}`}::text[]) WITH ORDINALITY AS t(r, n)
          WHERE has_role(${userId}::text, r) ORDER BY n LIMIT 1`,
    );
    return (rows[0]?.role as BackOfficeRole | undefined) ?? null;
  } catch (error) {
    logger.error({ err: error, userId }, "role lookup failed: treated as no access");
    return null;
  }
}

/** Whether any administrator exists (decides whether the first-administrator setup is open). */
export async function administratorExists(db: Database): Promise<boolean> {
  const rows = await queryRows<{ exists: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM user_roles WHERE role = 'admin') AS exists`,
  );
  return rows[0]?.exists === true;
}

/**
 * What an administrator opened to this account beyond its role (decision
 * 0076). An error means none, never more.
 */
export async function grantsOf(db: Database, userId: string): Promise<Grant[]> {
  try {
    const rows = await db
      .select({ name: userGrants.name })
      .from(userGrants)
      .where(eq(userGrants.userId, userId));
    return rows.map((r) => r.name).filter((name) => GRANTS.includes(name));
  } catch (error) {
    logger.error({ err: error, userId }, "grant lookup failed: treated as none");
    return [];
  }
}
