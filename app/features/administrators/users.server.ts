import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { userGrants, userRoles, users } from "../../../db/schema";
import { GRANTS, ROLES, type Grant, type Role } from "~/domain/constants";
import { grantableTo } from "~/features/auth/access-rules";
import { FEED_ROLES } from "~/features/appointments/calendar-feed.server";
import { revokeFeed } from "~/features/appointments/calendar-feed.server";
import { USER_MESSAGES } from "./messages";
import type { StatusRefusal } from "~/domain/result";

export interface RoleRecord {
  /** The role record; null for an account that holds no role (a demoted administrator). */
  id: string | null;
  userId: string;
  role: Role | null;
  createdAt: Date;
  email: string | null;
  name: string | null;
  /** What an administrator opened to the account beyond its role (decision 0076). */
  grants: Grant[];
}

export interface RoleListing {
  roles: RoleRecord[];
  /** Accounts, as the table lists them: by their strongest role, and those without a role. */
  counts: {
    total: number;
    admins: number;
    sales: number;
    editors: number;
    users: number;
    none: number;
  };
}

/**
 * Every role record, newest first, then the accounts without a role (so an
 * administrator whose role was removed can be given one back), with the
 * counters of the users page: accounts, each counted once (its highest role).
 */
export async function listRoles(db: Database): Promise<RoleListing> {
  const [roles, roleless, granted] = await Promise.all([
    db
      .select({
        id: userRoles.id,
        userId: userRoles.userId,
        role: userRoles.role,
        createdAt: userRoles.createdAt,
        email: users.email,
        name: users.name,
      })
      .from(userRoles)
      .leftJoin(users, eq(users.id, userRoles.userId))
      .orderBy(desc(userRoles.createdAt), desc(userRoles.id)),
    db
      .select({
        userId: users.id,
        createdAt: users.createdAt,
        email: users.email,
        name: users.name,
      })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .where(isNull(userRoles.id))
      .orderBy(desc(users.createdAt)),
    db.select({ userId: userGrants.userId, name: userGrants.name }).from(userGrants),
  ]);
  const grantsOf = (userId: string) =>
    granted.filter((g) => g.userId === userId).map((g) => g.name);
  const strongest = new Map<string, Role>();
  for (const r of roles) {
    const held = strongest.get(r.userId);
    if (!held || ROLES.indexOf(r.role) < ROLES.indexOf(held)) strongest.set(r.userId, r.role);
  }
  const count = (role: Role) => [...strongest.values()].filter((r) => r === role).length;
  return {
    roles: [
      ...roles.map((r) => ({ ...r, grants: grantsOf(r.userId) })),
      ...roleless.map((u) => ({ ...u, id: null, role: null, grants: grantsOf(u.userId) })),
    ],
    counts: {
      total: strongest.size + roleless.length,
      admins: count("admin"),
      sales: count("sales"),
      editors: count("editor"),
      users: count("user"),
      none: roleless.length,
    },
  };
}

/**
 * Every change of roles takes this transaction lock first: two requests
 * (two administrators removing each other, a demotion racing a deletion) run
 * one after the other, and the second sees what the first left, so the last
 * administrator can never be removed.
 */
async function lockRoles(tx: Pick<Database, "execute">) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('user_roles'))`);
}

/** Accounts holding the admin role, other than `userId`. */
async function otherAdmins(tx: Database, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${userRoles.userId})::int` })
    .from(userRoles)
    .where(and(eq(userRoles.role, "admin"), ne(userRoles.userId, userId)));
  return Number(row?.n ?? 0);
}

export type DeleteRoleResult = { ok: true; userId: string; role: Role } | StatusRefusal<404 | 409>;

/** Deletes a role record, refusing one's own administrator role and the last administrator. */
export async function deleteRole(
  db: Database,
  roleId: string,
  actingUserId: string,
): Promise<DeleteRoleResult> {
  return db.transaction(async (tx) => {
    await lockRoles(tx);
    const [target] = await tx.select().from(userRoles).where(eq(userRoles.id, roleId));
    if (!target) return { ok: false, status: 404, message: USER_MESSAGES.notFound };
    if (target.role === "admin") {
      if (target.userId === actingUserId)
        return { ok: false, status: 409, message: USER_MESSAGES.ownRole };
      if ((await otherAdmins(tx, target.userId)) === 0)
        return { ok: false, status: 409, message: USER_MESSAGES.lastAdmin };
    }
    await tx.delete(userRoles).where(eq(userRoles.id, roleId));
    if ((FEED_ROLES as readonly string[]).includes(target.role))
      await revokeFeed(tx, target.userId);
    await dropUnheldGrants(tx, target.userId);
    return { ok: true, userId: target.userId, role: target.role };
  });
}

export type SetRoleResult =
  { ok: true; changed: boolean; from?: Role | null } | StatusRefusal<404 | 409>;

/**
 * Gives an account exactly one role (admin, sales, editor or user), whatever
 * it held before, an account without a role included. A demotion of oneself, or of the last
 * administrator, is refused. `actingUserId` is null for the command line.
 */
export async function setRole(
  db: Database,
  userId: string,
  role: Role,
  actingUserId: string | null,
): Promise<SetRoleResult> {
  return db.transaction(async (tx) => {
    await lockRoles(tx);
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!account) return { ok: false, status: 404, message: USER_MESSAGES.accountNotFound };
    const held = await tx
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    if (held.length === 1 && held[0]!.role === role) return { ok: true, changed: false };
    if (role !== "admin" && held.some((r) => r.role === "admin")) {
      if (userId === actingUserId)
        return { ok: false, status: 409, message: USER_MESSAGES.ownDemotion };
      if ((await otherAdmins(tx, userId)) === 0)
        return { ok: false, status: 409, message: USER_MESSAGES.lastDemotion };
    }
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), ne(userRoles.role, role)));
    await tx.insert(userRoles).values({ userId, role }).onConflictDoNothing();
    // A role without the agenda loses its calendar address (a new one is issued on return).
    if (!(FEED_ROLES as readonly string[]).includes(role)) await revokeFeed(tx, userId);
    await dropUnheldGrants(tx, userId);
    return { ok: true, changed: true, from: held[0]?.role ?? null };
  });
}

/**
 * A grant goes with the role that may hold it: a salesperson made editor
 * loses the Audience page, and does not find it again if made salesperson
 * later (an administrator grants it anew).
 */
async function dropUnheldGrants(tx: Database, userId: string) {
  const held = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  const lost = GRANTS.filter((grant) => !held.some((r) => grantableTo(r.role, grant)));
  if (lost.length > 0) {
    await tx
      .delete(userGrants)
      .where(and(eq(userGrants.userId, userId), inArray(userGrants.name, lost)));
  }
}

export type SetGrantResult =
  { ok: true; changed: boolean; email: string } | StatusRefusal<404 | 409>;

/**
 * Opens (`granted`) or closes one grant to an account whose role may hold
 * it (a salesperson for the Audience page), under the roles' lock so a role
 * change at the same moment cannot leave a grant to the wrong role.
 */
export async function setGrant(
  db: Database,
  userId: string,
  grant: Grant,
  granted: boolean,
  actingUserId: string,
): Promise<SetGrantResult> {
  return db.transaction(async (tx) => {
    await lockRoles(tx);
    const [account] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!account) return { ok: false, status: 404, message: USER_MESSAGES.accountNotFound };
    const held = await tx
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    if (granted && !held.some((r) => grantableTo(r.role, grant))) {
      return { ok: false, status: 409, message: USER_MESSAGES.grantNotForRole };
    }
    const changed = granted
      ? await tx
          .insert(userGrants)
          .values({ userId, name: grant, grantedBy: actingUserId })
          .onConflictDoNothing()
          .returning({ userId: userGrants.userId })
      : await tx
          .delete(userGrants)
          .where(and(eq(userGrants.userId, userId), eq(userGrants.name, grant)))
          .returning({ userId: userGrants.userId });
    return { ok: true, changed: changed.length > 0, email: account.email };
  });
}
