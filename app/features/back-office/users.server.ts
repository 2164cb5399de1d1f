import { desc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { userRoles, users } from "../../../db/schema";
import { USER_MESSAGES } from "./messages";

export interface RoleRecord {
  id: string;
  userId: string;
  role: "admin" | "user";
  createdAt: Date;
  email: string | null;
}

export interface RoleListing {
  roles: RoleRecord[];
  counts: { total: number; admins: number; users: number };
}

/** Every role record, newest first (spec §7), with the counters of the users page. */
export async function listRoles(db: Database): Promise<RoleListing> {
  const roles = await db
    .select({
      id: userRoles.id,
      userId: userRoles.userId,
      role: userRoles.role,
      createdAt: userRoles.createdAt,
      email: users.email,
    })
    .from(userRoles)
    .leftJoin(users, eq(users.id, userRoles.userId))
    .orderBy(desc(userRoles.createdAt), desc(userRoles.id));
  const admins = roles.filter((r) => r.role === "admin").length;
  return {
    roles,
    counts: { total: roles.length, admins, users: roles.length - admins },
  };
}

export type DeleteRoleResult = { ok: true } | { ok: false; status: 404 | 409; message: string };

/**
 * Deletes a role record, refusing one's own administrator role and the last
 * administrator role. Every admin role row is locked first, so two
 * administrators deleting each other at once cannot both succeed.
 */
export async function deleteRole(
  db: Database,
  roleId: string,
  actingUserId: string,
): Promise<DeleteRoleResult> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: userRoles.id, userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, "admin"))
      .for("update");
    const [target] = await tx.select().from(userRoles).where(eq(userRoles.id, roleId));
    if (!target) return { ok: false, status: 404, message: USER_MESSAGES.notFound };
    if (target.role === "admin") {
      if (target.userId === actingUserId)
        return { ok: false, status: 409, message: USER_MESSAGES.ownRole };
      const distinctAdmins = new Set(admins.map((a) => a.userId));
      if (distinctAdmins.size <= 1)
        return { ok: false, status: 409, message: USER_MESSAGES.lastAdmin };
    }
    await tx.delete(userRoles).where(eq(userRoles.id, roleId));
    return { ok: true };
  });
}
